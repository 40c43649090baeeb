/** Writes docs/host-table.md (what the host must answer, every extension) from openapi.yaml. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { HOST_TABLE, hostTableMarkdown } from './lib/host-table';

try {
  const current = existsSync(HOST_TABLE) ? readFileSync(HOST_TABLE, 'utf8') : '';
  const next = await hostTableMarkdown();
  if (next === current) console.log('docs/host-table.md is up to date');
  else {
    writeFileSync(HOST_TABLE, next);
    console.log('wrote docs/host-table.md (what the host must answer, every extension)');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
