import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/** The page a designer lands on (first in the sidebar: `storySort` in .storybook/preview.tsx). */
function StartHere() {
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 text-ink-900 sm:px-6">
      <h1 className="font-display text-3xl font-bold text-ink-900">Start here</h1>
      <p>
        Every screen and state of the store, one story each, on the same mock backend as the app: real data, real
        sign-in, nothing to install. Pick a story in the sidebar (Ctrl K finds one by name).
      </p>
      <section aria-labelledby="toolbar" className="space-y-2">
        <h2 id="toolbar" className="font-display text-xl font-bold">
          The toolbar above each story
        </h2>
        <ul className="list-disc space-y-1 pl-6">
          <li>
            <strong>Width</strong> (the screen icon): any story at 375, 768 or 1280 px. A story opens at its own width.
          </li>
          <li>
            <strong>Session</strong>: a visitor, a customer or an admin.
          </li>
          <li>
            <strong>State</strong>: the whole mock slow, empty or refusing uploads.
          </li>
          <li>
            <strong>Scenario</strong>: one request’s answer (an error, an empty list). Search it; the requests the open
            story makes come first. ⚠ marks a choice the story does not use.
          </li>
          <li>
            <strong>Data</strong> and <strong>Clock</strong>: long texts, a 40-line basket, a later day.
          </li>
        </ul>
        <p>Each choice is in the address: copy the link to share exactly what you see.</p>
      </section>
      <section aria-labelledby="words" className="space-y-2">
        <h2 id="words" className="font-display text-xl font-bold">
          Every message, word for word
        </h2>
        <p>
          <strong>Designers / Copy review</strong> lists every error message, and{' '}
          <strong>Designers / Error states</strong> every error code, each with a link to the story that shows it.
        </p>
      </section>
    </main>
  );
}

const meta = {
  title: 'Designers/Start here',
  component: StartHere,
} satisfies Meta<typeof StartHere>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StartHerePage: Story = {
  name: 'Start here',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Start here' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'The toolbar above each story' })).toBeVisible();
  },
};
