/**
 * Serves a production build the way a real host does: text compressed (precompressed .br and
 * .gz beside each file, as a CDN or `nginx gzip_static` would serve them), hashed assets cached
 * for a year, a prerendered page's folder answered with its index.html, and every other path with
 * the empty app shell (shell.html in a mock build, else index.html;
 * docs/decisions/0020-performance-choices.md).
 * `vite preview` sends everything uncompressed, which triples what Lighthouse sees downloaded.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sirv from 'sirv';

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/** Writes `file.gz` (gzip -9) and `file.br` (brotli 11) beside every text file under `dir`. */
export function precompress(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = join(dir, entry);
    if (!TEXT.test(file) || !statSync(file).isFile()) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    count++;
  }
  return count;
}

/**
 * Serves `dir` on 127.0.0.1:`port`, precompressed first unless `compress` is false (the e2e
 * journeys: brotli at its best takes most of a minute over a mock build's prerendered pages).
 */
export function serveBuild(dir: string, port: number, { compress = true } = {}): Promise<Server> {
  if (compress) precompress(dir);
  const server = createServer(buildHandler(dir));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** The request handler of `serveBuild`, for a server of one's own. Reads `dir`'s file list once, now. */
export function buildHandler(dir: string): (req: IncomingMessage, res: ServerResponse) => void {
  const handler = sirv(dir, {
    single: existsSync(join(dir, 'shell.html')) ? 'shell.html' : true,
    gzip: true,
    brotli: true,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return (req, res) => handler(req, res);
}
