/** Writes the generated part of docs/real-host.md (what the host must answer, every extension) from openapi.yaml. */
import { readFileSync, writeFileSync } from 'node:fs';
import { REAL_HOST, realHostMarkdown } from './lib/host-table';

try {
  const current = readFileSync(REAL_HOST, 'utf8');
  const next = await realHostMarkdown(current);
  if (next === current) console.log('docs/real-host.md is up to date');
  else {
    writeFileSync(REAL_HOST, next);
    console.log('wrote docs/real-host.md (what the host must answer, every extension)');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
