/** Writes docs/error-catalogue.md from mocks/scenarios/catalogue.ts. */
import { writeFileSync } from 'node:fs';
import { catalogueMarkdown } from '../mocks/scenarios/catalogue';

writeFileSync(new URL('../docs/error-catalogue.md', import.meta.url), catalogueMarkdown());
console.log('wrote docs/error-catalogue.md');
