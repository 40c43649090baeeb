import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { expect, within } from 'storybook/test';
import { CATALOGUE, type CatalogueRow } from '@mocks/scenarios/catalogue';
import { CATALOGUE_STORIES } from '../../scripts/lib/error-states';
import { desktop } from '@/testing/story-frames';

/** `Title#ExportName` → the story's id, as Storybook makes it. */
function storyId(ref: string): string {
  const at = ref.lastIndexOf('#');
  return toId(ref.slice(0, at), storyNameFromExport(ref.slice(at + 1)));
}

function Row({ row }: { row: CatalogueRow }) {
  const key = `${row.area}: ${row.case}`;
  const ref = CATALOGUE_STORIES[key];
  const id = ref ? storyId(ref) : null;
  return (
    <li className="border-t border-ink-200 py-5">
      <div>
        <p className="text-sm text-ink-600">
          {row.area} · {row.case}
          {row.extension ? ' · this project’s addition' : ''}
        </p>
        <p className="mt-1 font-display text-xl text-ink-900">‘{row.message}’</p>
        <p className="mt-2 text-sm text-ink-600">
          {row.scenarios.length > 0 ? (
            <>
              Scenario <code>{row.scenarios.join(',')}</code>,{' '}
            </>
          ) : (
            'The normal answer, '
          )}
          signed in as {row.session}; in the app: <code>{row.path}</code>
        </p>
        {id && (
          <a className="link mt-2 inline-block text-sm" href={`./?path=/story/${id}`} target="_top">
            Open the story: {ref!.replace('#', ' › ')}
          </a>
        )}
      </div>
    </li>
  );
}

/**
 * Every message of the spec's section 8 (the error catalogue, with this project's additions),
 * each with a link to the story that shows it, for reviewing the wording in one place. The screens
 * are not framed here: frames on one page share the browser's storage (one's sign-in shows in the
 * next) and draw small; each story opens at full size on its own mock backend and session.
 */
function CopyReview() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl text-ink-900">Copy review: the error catalogue</h1>
      <p className="mt-2 max-w-3xl text-ink-700">
        Every message of section 8 of the specification, word for word; its link opens the story that shows it, at full
        size, on its own mock backend and session. Every error code of the contract, with its message and story, is on{' '}
        <strong>Designers / Error states</strong>.
      </p>
      <ol aria-label="Messages" className="mt-6">
        {CATALOGUE.map((row) => (
          <Row key={`${row.area}: ${row.case}`} row={row} />
        ))}
      </ol>
    </main>
  );
}

const meta = {
  title: 'Designers/Copy review',
  component: CopyReview,
  parameters: { layout: 'fullscreen' },
  globals: desktop,
} satisfies Meta<typeof CopyReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every row of the catalogue, with the story that shows it. */
export const WordsOnly: Story = {
  name: 'Error catalogue',
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Messages' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(CATALOGUE.length);
    await expect(list.getAllByRole('link', { name: /^Open the story: / })).toHaveLength(CATALOGUE.length);
    await expect(list.getByText('‘Invalid email or password.’')).toBeVisible();
    // No screen framed on the page: each link opens its story at full size, in the whole window.
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    for (const link of list.getAllByRole('link')) await expect(link).toHaveAttribute('target', '_top');
  },
};
