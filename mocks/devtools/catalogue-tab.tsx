/** The Catalogue tab: a test run, then every row of the spec's error catalogue with its link, Open. */
import { CATALOGUE, catalogueLink } from '../scenarios/catalogue';
import { TestRunSection } from './test-run-section';

/** `open`: loads a row's page (the run checking rows itself goes from link to link). */
export function CatalogueTab({ open }: { open: (path: string) => void }) {
  return (
    <div>
      <TestRunSection open={open} />
      <p className="text-ink-600">
        Every case of the spec’s error catalogue (section 8). <q>Open</q> is the row’s link: it signs in as the row
        needs, fills the cart where the row pays, and loads the page with its scenario; then do what the row says.
      </p>
      <ul className="mt-2 divide-y divide-ink-100">
        {CATALOGUE.map((row, i) => (
          <li key={i} className="py-2">
            <p className="font-medium">
              {row.area}: {row.case}
            </p>
            <p className="text-xs text-ink-700">
              Shows <q>{row.message.trimEnd()}</q>
              {row.action !== 'none' && <> after: {row.action.replace(/-/g, ' ')}</>}
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-xs">
              <span className="font-mono">{row.scenarios.join(', ') || 'normal answer'}</span>
              <span className="text-ink-600">as {row.session}</span>
              <a href={catalogueLink(row)} className="rounded border border-ink-300 px-2 py-0.5 hover:bg-ink-50">
                Open
                <span className="sr-only">
                  {' '}
                  {row.area}: {row.case}
                </span>
              </a>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
