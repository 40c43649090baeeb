import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ERROR_STATE_ROWS } from './error-states.gen';
import { desktop } from '@/testing/story-frames';

type Row = (typeof ERROR_STATE_ROWS)[number];

const WORDS: Record<Row['words'], string> = {
  store: 'the store’s words',
  server: 'the server’s words, as sent',
  'store+server': 'the store’s words, then the server’s',
};

function StateRow({ row }: { row: Row }) {
  const href = `./?path=/story/${row.storyId}`;
  return (
    <li className="border-t border-ink-200 py-4">
      <p className="text-sm text-ink-600">
        <code>{row.name}</code>
        {row.status ? ` · ${row.status}` : ''} · {WORDS[row.words]}
      </p>
      <p className="mt-1 break-words font-display text-lg text-ink-900">‘{row.message}’</p>
      <a className="link mt-1 inline-block text-sm" href={href} target="_top">
        Open the story: {row.story}
      </a>
      {row.note && <p className="mt-1 text-sm text-ink-600">{row.note}</p>}
    </li>
  );
}

/**
 * Every error code of the contract with the words a person reads and the story that shows them:
 * the same rows as docs/error-states.md (both written by `npm run gen:error-states`).
 */
function ErrorStates() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl text-ink-900">Error states: every error code, on screen</h1>
      <p className="mt-2 text-ink-700">
        Each code of the contract with the message the store shows and a link to the story that shows exactly those
        words. The same list is <code>docs/error-states.md</code>.
      </p>
      <ol aria-label="Error codes" className="mt-6">
        {ERROR_STATE_ROWS.map((row) => (
          <StateRow key={row.name} row={row} />
        ))}
      </ol>
    </main>
  );
}

const meta = {
  title: 'Designers/Error states',
  component: ErrorStates,
  parameters: { layout: 'fullscreen' },
  globals: desktop,
} satisfies Meta<typeof ErrorStates>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryErrorCode: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Error codes' }));
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(ERROR_STATE_ROWS.length);
    // Every row links to a story of its own, none to another screen's.
    await expect(list.getAllByRole('link', { name: /^Open the story: / })).toHaveLength(items.length);
    // The issue's row: the slide form's own story, not the admin orders' refund dialog.
    const slide = items.find((item) => within(item).queryByText('createSlide:invalid_payload'))!;
    await expect(within(slide).getByRole('link', { name: /^Open the story: / })).toHaveAttribute(
      'href',
      './?path=/story/admin-carousels-homepage-slides--create-nothing-given',
    );
    await expect(slide).toHaveTextContent('‘Missing required: heading, image_url or image upload’');
  },
};
