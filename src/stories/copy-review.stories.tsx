import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
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

/** The message without the server's words the spec appends ('Upload failed: …'). */
const shownPart = (message: string) => message.replace(/\s*…$/, '').trim();

/**
 * The frames load one after another: a story's play function types and clicks, and only one frame
 * on the page can have the focus at a time.
 */
let queue: Promise<void> = Promise.resolve();
const WAIT_MS = 12_000;

/**
 * A story's play function focuses fields in its frame, and the browser scrolls this page to
 * them. Keep the page where the reader left it: undo any scroll that no wheel, key or touch of
 * theirs asked for.
 */
function keepReadersScroll(): () => void {
  let kept = { x: window.scrollX, y: window.scrollY };
  let readerAt = 0;
  const reader = () => {
    readerAt = Date.now();
  };
  const onScroll = () => {
    if (Date.now() - readerAt < 800) kept = { x: window.scrollX, y: window.scrollY };
    else if (window.scrollX !== kept.x || window.scrollY !== kept.y) window.scrollTo(kept.x, kept.y);
  };
  const inputs = ['wheel', 'keydown', 'touchmove', 'pointerdown'] as const;
  for (const type of inputs) window.addEventListener(type, reader, { passive: true });
  window.addEventListener('scroll', onScroll);
  return () => {
    for (const type of inputs) window.removeEventListener(type, reader);
    window.removeEventListener('scroll', onScroll);
  };
}

/** The element whose own text holds `message` in the frame's story, if it is there yet. */
function findMessage(frame: HTMLIFrameElement, message: string): HTMLElement | null {
  const doc = frame.contentDocument;
  const root = doc?.getElementById('storybook-root');
  if (!doc || !root) return null;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode())
    if (walker.currentNode.textContent?.includes(message)) return walker.currentNode.parentElement;
  return null;
}

/**
 * The story, in a frame of its own (its own mock backend, session and scenarios), scrolled to the
 * message once its play function has brought it up, and the message outlined.
 */
function StoryFrame({ id, message, title }: { id: string; message: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [src, setSrc] = useState<string | undefined>();
  const [found, setFound] = useState<boolean | null>(null);
  useEffect(() => {
    let cancelled = false;
    queue = queue.then(
      () =>
        new Promise<void>((resolve) => {
          const element = frame.current;
          if (cancelled || !element) return resolve();
          const started = Date.now();
          const poll = setInterval(() => {
            const hit = cancelled ? null : findMessage(element, message);
            if (hit) {
              const view = element.contentWindow!;
              view.scrollTo(0, hit.getBoundingClientRect().top + view.scrollY - 120);
              hit.style.outline = '3px solid #f59e0b';
              hit.style.outlineOffset = '2px';
            }
            if (cancelled || hit || Date.now() - started > WAIT_MS) {
              clearInterval(poll);
              if (!cancelled) setFound(Boolean(hit));
              resolve();
            }
          }, 250);
          setSrc(`iframe.html?id=${id}&viewMode=story`);
        }),
    );
    return () => {
      cancelled = true;
    };
  }, [id, message]);
  return (
    <div>
      {/* The story at the width it was written for (most at 1280 px), drawn at half size. */}
      <div className="h-[450px] w-[640px] max-w-full overflow-hidden rounded-lg border border-ink-200 bg-white">
        <iframe ref={frame} title={title} src={src} className="h-[900px] w-[1280px] origin-top-left scale-50" />
      </div>
      <p className="mt-1 text-sm text-ink-600" aria-live="polite">
        {found === null && 'Waiting for its turn…'}
        {found === false &&
          'The message does not stay on this screen (an alert that closed, or a page that moved on): open the story.'}
      </p>
    </div>
  );
}

function Row({ row, screens }: { row: CatalogueRow; screens: boolean }) {
  const key = `${row.area}: ${row.case}`;
  const ref = CATALOGUE_STORIES[key];
  const id = ref ? storyId(ref) : null;
  return (
    <li className="grid gap-4 border-t border-ink-200 py-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
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
      {screens && id ? <StoryFrame id={id} message={shownPart(row.message)} title={`The screen: ${key}`} /> : null}
    </li>
  );
}

/**
 * Every message of the spec's section 8 (the error catalogue, with this project's additions),
 * each beside the story that shows it, for reviewing the wording in one place.
 */
function CopyReview({ screens }: { screens: boolean }) {
  useEffect(() => (screens ? keepReadersScroll() : undefined), [screens]);
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl text-ink-900">Copy review: the error catalogue</h1>
      <p className="mt-2 max-w-3xl text-ink-700">
        Every message of section 8 of the specification, word for word, beside the screen that shows it (each screen
        runs on its own mock backend, as its story does; the message is outlined once it appears). Every error code of
        the contract, with its message and story, is in <code>docs/error-states.md</code>.
      </p>
      <ol aria-label="Messages" className="mt-6">
        {CATALOGUE.map((row) => (
          <Row key={`${row.area}: ${row.case}`} row={row} screens={screens} />
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

/** The page: each message beside its screen (the screens load as you scroll). */
export const ErrorCatalogue: Story = {
  args: { screens: true },
  // Its screens are stories in frames of their own: the test run checks the words below instead.
  tags: ['!test'],
};

/** The words only: every row of the catalogue, with the story that shows it. */
export const WordsOnly: Story = {
  args: { screens: false },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Messages' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(CATALOGUE.length);
    await expect(list.getAllByRole('link', { name: /^Open the story: / })).toHaveLength(CATALOGUE.length);
    await expect(list.getByText('‘Invalid email or password.’')).toBeVisible();
  },
};
