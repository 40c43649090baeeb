/**
 * The visual snapshots' HTML report: one row a failed story and width, the baseline (before), the
 * story now (after) and the pixels that differ (red), side by side. Rewritten whole after each
 * failure, so it is complete whenever the run stops. Open `test-results/visual/index.html`.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
  return `<figure><a href="${href}"><img src="${href}" alt="${caption}" loading="lazy"></a><figcaption>${caption}</figcaption></figure>`;
}

export function visualReportHtml(failures: readonly VisualFailure[]): string {
  const rows = [...failures]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((f) => {
      const dir = encodeURIComponent(f.name);
      const story = `http://localhost:6006/?path=/story/${encodeURIComponent(f.id)}`;
      return `<section>
<h2>${escape(f.id)} <small>at ${f.width} px: ${escape(f.message)}</small> <a href="${escape(story)}">open in Storybook</a></h2>
<div class="row">${figure(f.before ? `${dir}/before.png` : null, 'Before (baseline)')}${figure(`${dir}/after.png`, 'After (now)')}${figure(f.diff ? `${dir}/diff.png` : null, 'Difference (red)')}</div>
</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Visual differences (${failures.length})</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1f2937; }
h1 { font-size: 1.4rem; } h2 { font-size: 1rem; margin: 2rem 0 .5rem; } small { font-weight: normal; color: #6b7280; }
.row { display: grid; grid-template-columns: repeat(3, 1fr); gap: 1rem; align-items: start; }
figure { margin: 0; } img { max-width: 100%; border: 1px solid #d1d5db; } figcaption { color: #4b5563; }
.none { padding: 2rem; border: 1px dashed #d1d5db; color: #6b7280; text-align: center; }
</style>
<h1>Visual differences: ${failures.length}</h1>
<p>Each row is a story at one width. If the change is meant, accept it with <code>npm run test:visual:update</code> and commit the new baselines; if not, fix the code.</p>
${rows}
</html>
`;
}

export function writeVisualReport(dir: string, failures: readonly VisualFailure[]): void {
  const file = join(dir, 'index.html');
  writeFileSync(`${file}.tmp`, visualReportHtml(failures));
  renameSync(`${file}.tmp`, file);
}
