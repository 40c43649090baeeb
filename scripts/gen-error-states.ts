/**
 * Writes docs/error-states.md, and the same rows for Storybook's Designers/Error states page
 * (src/stories/error-states.gen.ts), from scripts/lib/error-states.ts and the contract's variants.
 */
import { writeFileSync } from 'node:fs';
import { matrixMarkdown, matrixModule, matrixRows } from './lib/error-states-matrix';

const rows = matrixRows();
writeFileSync(new URL('../docs/error-states.md', import.meta.url), matrixMarkdown(rows));
writeFileSync(new URL('../src/stories/error-states.gen.ts', import.meta.url), matrixModule(rows));
console.log('wrote docs/error-states.md and src/stories/error-states.gen.ts');
