/**
 * The visual snapshots' HTML report (docs/decisions/0044-the-diff-report.md): a summary, then one
 * row a failed story with its widths side by side, each as the baseline (before), the story now
 * (after, at the baseline's 16 levels a channel, so a tint never differs where nothing is flagged)
 * and the pixels that differ (red). A picture opens full size on click. Rewritten whole after each
 * failure, so it is complete whenever the run stops. Open `test-results/visual/index.html`.
 *
 * Each "after" is the baseline `vitest -u` would write, byte for byte: `npm run visual:accept --
 * <story id>` makes it the story's baseline (`acceptStory`).
 */
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BASELINES, tidyBaselines, writeBaseline } from './visual-store.ts';

export const REPORT = resolve(import.meta.dirname, '..', 'test-results', 'visual');

/** Where "open in Storybook" goes: `STORYBOOK_URL` (a shared static build), else the dev server. */
export const DEFAULT_STORYBOOK_URL = 'http://localhost:6006';

export interface VisualFailure {
  /** `<story id>.<width>`: the folder of its images. */
  name: string;
  id: string;
  width: number;
  message: string;
  before: boolean;
  diff: boolean;
}

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function figure(src: string | null, caption: string): string {
  if (!src) return `<figure><div class="none">none yet</div><figcaption>${caption}</figcaption></figure>`;
  const href = escape(src);
  return `<figure><a href="${href}" title="Full size"><img src="${href}" alt="${caption}" loading="lazy"></a><figcaption>${caption}</figcaption></figure>`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function visualReportHtml(
  failures: readonly VisualFailure[],
  storybookUrl: string = DEFAULT_STORYBOOK_URL,
): string {
  const stories = new Map<string, VisualFailure[]>();
  for (const failure of [...failures].sort((a, b) => a.id.localeCompare(b.id) || a.width - b.width))
    stories.set(failure.id, [...(stories.get(failure.id) ?? []), failure]);
  const isNew = (shots: VisualFailure[]) => shots.every((shot) => !shot.before);
  const fresh = [...stories].filter(([, shots]) => isNew(shots)).map(([id]) => id);
  const base = storybookUrl.replace(/\/+$/, '');
  const rows = [...stories]
    .map(([id, shots]) => {
      const story = `${base}/?path=/story/${encodeURIComponent(id)}`;
      const widths = shots
        .map((f) => {
          const dir = encodeURIComponent(f.name);
          return `<div class="width"><h3>${f.width} px <small>${escape(f.message)}</small></h3>
<div class="row">${figure(f.before ? `${dir}/before.png` : null, 'Before (baseline)')}${figure(`${dir}/after.png`, 'After (now)')}${figure(f.diff ? `${dir}/diff.png` : null, 'Difference (red)')}</div></div>`;
        })
        .join('');
      return `<section id="${escape(id)}">
<h2>${escape(id)}${isNew(shots) ? ' <span class="new">new</span>' : ''} <a href="${escape(story)}">Open in Storybook</a></h2>
<p>Meant? <code>npm run visual:accept -- ${escape(id)}</code></p>
<div class="widths">${widths}</div>
</section>`;
    })
    .join('\n');
  const summary = `${plural(stories.size, 'story', 'stories')} (${plural(failures.length, 'picture', 'pictures')}) differ from ${stories.size === 1 ? 'its' : 'their'} baselines${fresh.length ? `; new, with no baseline yet: ${fresh.map(escape).join(', ')}` : ''}.`;
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Visual differences (${stories.size})</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1f2937; }
h1 { font-size: 1.4rem; } h2 { font-size: 1.1rem; margin: 2rem 0 .25rem; } h3 { font-size: 1rem; margin: .5rem 0; }
small { font-weight: normal; color: #4b5563; } .new { background: #fef3c7; padding: 0 .4rem; border-radius: .25rem; font-size: .85rem; }
.widths { display: flex; gap: 2rem; overflow-x: auto; align-items: start; }
.width { flex: 1 1 0; min-width: 18rem; }
.row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: .5rem; align-items: start; }
figure { margin: 0; } img { max-width: 100%; border: 1px solid #d1d5db; } figcaption { color: #4b5563; }
a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
.none { padding: 2rem .5rem; border: 1px dashed #d1d5db; color: #4b5563; text-align: center; }
</style>
<h1>Visual differences</h1>
<p class="summary">${summary}</p>
<p>Each row is a story, its widths side by side; "after" is shown at the baselines' 16 levels a channel. Click a picture for full size. If a change is meant, accept that story with its command and commit <code>.storybook/visual-baselines</code>; if not, fix the code.</p>
${rows}
</html>
`;
}

export function writeVisualReport(
  dir: string,
  failures: readonly VisualFailure[],
  storybookUrl = process.env.STORYBOOK_URL || DEFAULT_STORYBOOK_URL,
): void {
  const file = join(dir, 'index.html');
  writeFileSync(`${file}.tmp`, visualReportHtml(failures, storybookUrl));
  renameSync(`${file}.tmp`, file);
}

/**
 * `npm run visual:accept -- <story id>`: the story's "after" pictures of the last run become its
 * baselines (each picture then kept once, as after `-u`); its other stories' baselines untouched.
 * The widths accepted.
 */
export function acceptStory(id: string, report = REPORT, baselines = BASELINES): number[] {
  if (!existsSync(report)) return [];
  const widths: number[] = [];
  for (const name of readdirSync(report)) {
    const match = /^(.+)\.(\d+)$/.exec(name);
    const after = join(report, name, 'after.png');
    if (match?.[1] !== id || !existsSync(after)) continue;
    writeBaseline(baselines, id, Number(match[2]), readFileSync(after));
    widths.push(Number(match[2]));
  }
  if (widths.length) tidyBaselines(baselines);
  return widths.sort((a, b) => a - b);
}
