/** Writes docs/error-states.md from scripts/lib/error-states.ts and the contract's error variants. */
import { writeFileSync } from 'node:fs';
import { matrixMarkdown } from './lib/error-states-matrix';

writeFileSync(new URL('../docs/error-states.md', import.meta.url), matrixMarkdown());
console.log('wrote docs/error-states.md');
