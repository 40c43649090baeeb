/**
 * The error-state matrix: every `operationId:variant` that openapi.yaml defines for an error
 * (mocks/scenarios/variants.ts, kinds `error` and `field_error`), with the message the store
 * shows, the story that shows it (scripts/lib/error-states.ts) and what proves it: a row of the
 * error catalogue (walked by e2e/error-catalogue.e2e.ts), a browser journey naming the scenario,
 * or else the story's own play function. `npm run gen:error-states` writes docs/error-states.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { CATALOGUE } from '../../mocks/scenarios/catalogue';
import { errorBody } from '../../mocks/scenarios/bodies';
import { variants, type Variant } from '../../mocks/scenarios/variants';
import { ERROR_STATES, type ErrorState } from './error-states';

export const ROOT = new URL('../../', import.meta.url).pathname;

/** The contract's error variants, each name once. */
export function errorVariants(): Variant[] {
  const seen = new Set<string>();
  return variants().filter((v) => {
    if ((v.kind !== 'error' && v.kind !== 'field_error') || seen.has(v.id)) return false;
    seen.add(v.id);
    return true;
  });
}

const compiled = new Map<string, RegExp>();
function globToRegExp(glob: string): RegExp {
  let re = compiled.get(glob);
  if (!re) {
    re = new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`);
    compiled.set(glob, re);
  }
  return re;
}

/** 3: an exact name; 2: a pattern on one operation; 1: a pattern on one code of every operation; 0: any. */
function specificity(glob: string): number {
  const [operation = '', variant = ''] = glob.split(':');
  if (!glob.includes('*')) return 3;
  if (!operation.includes('*')) return 2;
  return variant.includes('*') ? 0 : 1;
}

/** The entry that covers a name: the most specific match, the first listed among equals. */
export function entryFor(name: string, entries: readonly ErrorState[] = ERROR_STATES): ErrorState | undefined {
  let best: { entry: ErrorState; score: number } | undefined;
  for (const entry of entries) {
    for (const glob of entry.variants) {
      if (!globToRegExp(glob).test(name)) continue;
      const score = specificity(glob);
      if (!best || score > best.score) best = { entry, score };
    }
  }
  return best?.entry;
}

/** The words the mock sends for a variant (the contract's example, else the mock's message). */
export const serverWords = (variant: Variant): string => String(errorBody(variant).message ?? '');

/** What the screen shows for this variant. */
export function shownMessage(entry: ErrorState, variant: Variant): string {
  if (entry.words === 'server') return serverWords(variant);
  if (entry.words === 'store+server')
    return entry.message.slice(0, entry.message.indexOf(': ') + 2) + serverWords(variant);
  return entry.message;
}

export interface StoryRef {
  title: string;
  exportName: string;
  id: string;
}

export function parseStoryRef(ref: string): StoryRef {
  const at = ref.lastIndexOf('#');
  const title = ref.slice(0, at);
  const exportName = ref.slice(at + 1);
  return { title, exportName, id: toId(title, storyNameFromExport(exportName)) };
}

function files(dir: string, match: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...files(path, match));
    else if (match(entry.name)) out.push(path);
  }
  return out;
}

let stories: Array<{ file: string; text: string }> | null = null;
/** Every story file, with its text. */
export function storyFiles() {
  stories ??= files('src', (name) => name.endsWith('.stories.tsx')).map((file) => ({
    file,
    text: readFileSync(join(ROOT, file), 'utf8'),
  }));
  return stories;
}

let sources: string | null = null;
/** The store's own source (src/, not its tests, stories or generated files), as one text. */
export function storeSources(): string {
  sources ??= files('src', (name) => /\.tsx?$/.test(name) && !/\.(test|stories|gen)\.tsx?$/.test(name))
    .map((file) => readFileSync(join(ROOT, file), 'utf8').replaceAll("\\'", "'"))
    .join('\n');
  return sources;
}

/** The text of one exported story, with its file's string constants written out. */
export function storyText(ref: string): string | undefined {
  const { title, exportName } = parseStoryRef(ref);
  for (const { text } of storyFiles()) {
    if (!text.includes(`title: '${title}'`)) continue;
    const start = text.search(new RegExp(`^export const ${exportName}\\b`, 'm'));
    if (start < 0) return undefined;
    const next = text.slice(start + 1).search(/^export const /m);
    let block = next < 0 ? text.slice(start) : text.slice(start, start + 1 + next);
    for (const [, name, value] of text.matchAll(/^const ([A-Z_]+) = '([^']*)';$/gm))
      block = block.replaceAll(new RegExp(`\\b${name}\\b`, 'g'), `'${value}'`);
    return block.replaceAll("\\'", "'");
  }
  return undefined;
}

/** The name Storybook shows for a story: its own `name`, else one made from the export's. */
export function storyName(ref: string): string {
  const own = /^\s+name: '([^']+)'/m.exec(storyText(ref) ?? '');
  return own?.[1] ?? storyNameFromExport(parseStoryRef(ref).exportName);
}

/** Browser journeys that name a scenario, by file. */
let journeys: Array<{ file: string; text: string }> | null = null;
function journeyTexts() {
  journeys ??= files('e2e', (name) => name.endsWith('.ts')).map((file) => ({
    file,
    text: readFileSync(join(ROOT, file), 'utf8'),
  }));
  return journeys;
}

/** What proves the variant on screen, besides its story. */
export function proofs(name: string): string[] {
  const out = CATALOGUE.filter((row) => row.scenarios.includes(name)).map(
    (row) => `catalogue: ${row.area}, ${row.case}`,
  );
  for (const { file, text } of journeyTexts()) {
    if (file.endsWith('support/catalogue-actions.ts')) continue;
    if (text.includes(`'${name}'`) || text.includes(`scenario=${name}`) || text.includes(`"${name}"`))
      out.push(relative('.', file));
  }
  return out;
}

export interface MatrixRow {
  variant: Variant;
  entry: ErrorState;
  message: string;
  story: StoryRef;
  proofs: string[];
}

export function matrixRows(): MatrixRow[] {
  return errorVariants().map((variant) => {
    const entry = entryFor(variant.id);
    if (!entry) throw new Error(`${variant.id} has no entry in scripts/lib/error-states.ts`);
    return {
      variant,
      entry,
      message: shownMessage(entry, variant),
      story: parseStoryRef(entry.story),
      proofs: proofs(variant.id),
    };
  });
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

export function matrixMarkdown(rows: readonly MatrixRow[] = matrixRows()): string {
  const byCatalogue = rows.filter((r) => r.proofs.some((p) => p.startsWith('catalogue:'))).length;
  const byJourney = rows.filter((r) => r.proofs.some((p) => !p.startsWith('catalogue:'))).length;
  const lines = [
    '# Error states: every error the contract defines, on screen',
    '',
    '<!-- Generated from scripts/lib/error-states.ts by `npm run gen:error-states`. Do not edit. -->',
    '',
    `Every \`operationId:variant\` that \`openapi.yaml\` defines for an error (${rows.length} names,`,
    'from `mocks/scenarios/variants.ts`): the message the store shows with the mock’s answer, the',
    'Storybook story that shows it, and what else proves it. In Storybook (`npm run storybook`),',
    'the page Designers/Error states lists the same rows, each a link to its story; or pick the name in the toolbar’s Scenario',
    'menu on any story of that screen ([designers-guide.md](designers-guide.md)). In the app, the',
    'same name works as `?scenario=` ([qa-guide.md](qa-guide.md#mock-scenarios)).',
    '',
    'Words: **store** is the store’s own sentence; **server** is the server’s sentence, shown as',
    'sent (here the mock’s: the contract’s example for that code, else the mock’s message);',
    '**store+server** is the store’s words, then the server’s. A story plays the name itself where',
    'it says so in its file, and otherwise shows the same handling on that screen (the note says',
    'how). Proof: a row of the [error catalogue](error-catalogue.md) (walked by',
    '`e2e/error-catalogue.e2e.ts`), a browser journey that names the scenario, and in every case',
    'the story’s play function, which runs in `npm test` (Vitest’s `storybook` project).',
    '',
    `${byCatalogue} names have a catalogue row, ${byJourney} a journey of their own.`,
    '`scripts/error-states.test.ts` fails when a code in `openapi.yaml` has no entry, when an',
    'entry’s words are not in the store (or are not the server’s), or when its story is missing or',
    'does not show them.',
    '',
    '| name | status | words | message | story | proof | note |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    lines.push(
      `| \`${row.variant.id}\` | ${row.variant.status ?? ''} | ${row.entry.words} | ${cell(`‘${row.message}’`)} | ${cell(
        `${row.story.title} › ${storyName(row.entry.story)}`,
      )} (\`${row.story.id}\`) | ${cell(row.proofs.join('; ') || 'story')} | ${cell(row.entry.note ?? '')} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The matrix as data for Storybook's Designers/Error states page (src/stories/error-states.gen.ts):
 * the same rows as docs/error-states.md, each with the id of the story that shows its words.
 */
export function matrixModule(rows: readonly MatrixRow[] = matrixRows()): string {
  const data = rows.map((row) => ({
    name: row.variant.id,
    status: row.variant.status ?? null,
    words: row.entry.words,
    message: row.message,
    story: `${row.story.title} › ${storyName(row.entry.story)}`,
    storyId: row.story.id,
    note: row.entry.note ?? '',
  }));
  return [
    '// Generated from scripts/lib/error-states.ts by `npm run gen:error-states`. Do not edit.',
    '',
    `export const ERROR_STATE_ROWS = ${JSON.stringify(data, null, 2)} as const;`,
    '',
  ].join('\n');
}
