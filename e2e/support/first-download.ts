/** What a build's index.html loads and preloads: what every page waits for, whatever its route. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The scripts (file names under assets/) and the source files they were bundled from. */
export function firstDownload(outDir: string): { files: string[]; maps: string[]; sources: string[] } {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="\/assets\/([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  // (The bundler's own runtime, a few hundred bytes, has no source map.)
  const maps = files.map((file) => join(outDir, 'assets', `${file}.map`)).filter((map) => existsSync(map));
  const sources = maps.flatMap((map) => (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources);
  return { files, maps, sources };
}
