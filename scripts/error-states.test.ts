import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../mocks/scenarios/catalogue';
import { CATALOGUE_STORIES, ERROR_STATES, type ErrorState } from './lib/error-states';
import {
  entryFor,
  errorVariants,
  matrixMarkdown,
  matrixRows,
  ROOT,
  serverWords,
  storeSources,
  storyText,
} from './lib/error-states-matrix';

/** The store's own sentence, up to its first figure (figures come from constants: `${PASSWORD_MIN}`). */
const stem = (message: string) => message.split(/\d/)[0]!.trim();

const owners = new Map(errorVariants().map((v) => [v, entryFor(v.id)] as const));
const covered = (entry: ErrorState) => [...owners].filter(([, owner]) => owner === entry).map(([v]) => v);

describe('the error-state matrix (docs/error-states.md)', () => {
  it('covers every error code of every operation in openapi.yaml', () => {
    const missing = [...owners].filter(([, owner]) => !owner).map(([v]) => v.id);
    expect(missing, 'add them to scripts/lib/error-states.ts, with a message and a story').toEqual([]);
  });

  it('has no entry that covers nothing', () => {
    expect(ERROR_STATES.filter((entry) => covered(entry).length === 0).map((e) => e.variants.join(', '))).toEqual([]);
  });

  it.each(ERROR_STATES.map((entry) => [entry.variants.join(', '), entry] as const))(
    '%s: the words are the store’s or the server’s, and the story shows them',
    (_, entry) => {
      const variants = covered(entry);
      if (entry.words === 'store') {
        expect(storeSources(), `the store's source says '${entry.message}'`).toContain(stem(entry.message));
      } else if (entry.words === 'store+server') {
        expect(storeSources()).toContain(entry.message.slice(0, entry.message.indexOf(': ') + 2));
      } else {
        expect(variants.map(serverWords), 'the mock sends these words for one of its names').toContain(entry.message);
      }
      const story = storyText(entry.story);
      expect(story, `${entry.story} exists`).toBeDefined();
      expect(story, `${entry.story} shows '${entry.message}'`).toContain(entry.message);
    },
  );

  it.each(matrixRows().map((row) => [row.variant.id, row] as const))(
    '%s: the row’s story shows the row’s own words',
    (_, row) => {
      // A row whose words differ from its entry's (the mock says more for this name) needs a story of its own.
      expect(storyText(row.entry.story), `${row.entry.story} shows '${row.message}'`).toContain(row.message);
    },
  );

  it.each(CATALOGUE.map((row) => [`${row.area}: ${row.case}`, row.message] as const))(
    'the catalogue’s row %s has a story that shows its message',
    (key, message) => {
      const ref = CATALOGUE_STORIES[key];
      expect(ref, 'add it to CATALOGUE_STORIES in scripts/lib/error-states.ts').toBeDefined();
      // A message the spec ends with the server's words ('Upload failed: …') is checked up to them.
      expect(storyText(ref!), `${ref} shows '${message}'`).toContain(message.replace(/\s*…$/, '').trim());
    },
  );

  it('is written out as generated (npm run gen:error-states)', () => {
    expect(readFileSync(join(ROOT, 'docs/error-states.md'), 'utf8')).toBe(matrixMarkdown());
  });
});
