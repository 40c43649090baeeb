// A newcomer trusts what the README and the guides (docs/*.md but the spec) say about the
// repository. This test keeps their claims true (issue 45):
//
// - links: every Markdown link to a file of the repository leads to one (in every .md file);
// - paths: every repository path written in backticks exists;
// - scripts: every `npm run X` (and `npm test`, `npm start`…) names a script of package.json;
// - counts: no count of the repository's things (operations, catalogue rows, stories, baselines,
//   generated files, Vitest projects, decision records, tests) is written down outside a
//   generated page or a generated block;
// - words: the guides come to at most 10,000 words together.
//
// Generated pages (they start with `<!-- Generated from … Do not edit. -->`) and generated blocks
// (`<!-- NAME:start -->` … `<!-- NAME:end -->`) are kept true by their generators' tests: they are
// left out of the counts and the words.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

/** At most this many words in the guides together (issue 45, point 1). */
export const WORD_BUDGET = 10_000;

/** One stale claim: where it is, what it says, and what is wrong with it. */
export interface Problem {
  file: string;
  line: number;
  claim: string;
  reason: string;
}

export const format = (p: Problem) => `${p.file}:${p.line}: \`${p.claim}\` — ${p.reason}`;

// ---------------------------------------------------------------------------------------------
// Reading a page

const GENERATED_PAGE = /<!-- Generated from [^>]*?Do not edit\.\s*-->/;
const BLOCK_START = /^\s*<!-- ([\w-]+):start -->\s*$/;

/** The page with its generated blocks (markers included) blanked out; its lines keep their numbers. */
export function withoutGeneratedBlocks(text: string): string {
  const lines = text.split('\n');
  let open: string | undefined;
  return lines
    .map((line) => {
      if (open === undefined) {
        const start = BLOCK_START.exec(line);
        if (!start) return line;
        open = start[1];
        return '';
      }
      if (line.trim() === `<!-- ${open}:end -->`) open = undefined;
      return '';
    })
    .join('\n');
}

/** A page written by a generator: its "Generated from … Do not edit." comment is not inside a generated block. */
export const isGeneratedPage = (text: string) => GENERATED_PAGE.test(withoutGeneratedBlocks(text));

/** A piece of code on a page: an inline code span, or one line of a fenced block. */
export interface Code {
  line: number;
  text: string;
  kind: 'span' | 'fence';
  /** For an inline span: the target of the link it is the text of, as in [`path`](target). */
  link?: string;
}

const FENCE = /^\s*(```+|~~~+)/;

/** Every code span (with the link around it, if any) and every line of every fenced block. */
export function codeOf(text: string): Code[] {
  const code: Code[] = [];
  let fence: string | undefined;
  text.split('\n').forEach((line, index) => {
    const n = index + 1;
    const marker = FENCE.exec(line);
    if (fence !== undefined) {
      if (marker && marker[1]!.startsWith(fence)) fence = undefined;
      else code.push({ line: n, text: line, kind: 'fence' });
      return;
    }
    if (marker) {
      fence = marker[1]!;
      return;
    }
    for (const match of line.matchAll(/(`+)(?!`)(.+?)(?<!`)\1(?!`)(?:\]\(([^)\s]+)\))?/g)) {
      const inLink = match[3] !== undefined && line[match.index - 1] === '[';
      code.push({ line: n, text: match[2]!.trim(), kind: 'span', ...(inLink ? { link: match[3] } : {}) });
    }
  });
  return code;
}

/**
 * The paragraph or list item each line belongs to, as text (index 0 is line 1): a path is read
 * with the words around it.
 */
export function blocksOf(text: string): string[] {
  const lines = text.split('\n');
  const blocks: string[] = [];
  let start = 0;
  const close = (end: number) => {
    const block = lines.slice(start, end).join('\n');
    for (let i = start; i < end; i++) blocks[i] = block;
    start = end;
  };
  lines.forEach((line, i) => {
    if (i > start && (line.trim() === '' || /^\s*(?:[-*+]|\d+\.)\s/.test(line))) close(i);
  });
  close(lines.length);
  return blocks;
}

// ---------------------------------------------------------------------------------------------
// The repository as the pages see it

export interface Repo {
  /** Every file of the repository (tracked, or new and not ignored). */
  files: ReadonlySet<string>;
  /** Every folder that holds one of them. */
  dirs: ReadonlySet<string>;
  /** The names at the top of the repository. */
  roots: ReadonlySet<string>;
  /** The file names of `files`. */
  names: ReadonlySet<string>;
  /** A build's or a run's output (.gitignore), or installed packages: not the repository's to hold. */
  ignored: (path: string) => boolean;
  /** Written literally in a source file (not a page): a name the code gives a file it writes. */
  mentioned: (name: string) => boolean;
}

export function makeRepo(files: string[], ignored: Repo['ignored'], mentioned: Repo['mentioned']): Repo {
  const dirs = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
  }
  return {
    files: new Set(files),
    dirs,
    roots: new Set(files.map((file) => file.split('/')[0]!)),
    names: new Set(files.map((file) => file.split('/').at(-1)!)),
    ignored,
    mentioned,
  };
}

// ---------------------------------------------------------------------------------------------
// a. Repository paths in backticks

/** Extensions a file name of the repository ends in (`name.ext` on its own is taken as a file). */
const FILE_EXT = /\.(?:tsx?|mts|cts|jsx?|mjs|cjs|json|ya?ml|md|html|css|png|jpe?g|webp|avif|svg|txt|sh)$/;
/** A dotfile of configuration: `.nvmrc`, `.prettierrc.json`, `.prettierignore`. */
const DOTFILE = /^\.[a-z][\w-]*(?:rc|ignore)(?:\.(?:json|js|cjs|mjs|ya?ml))?$/;
/**
 * Not a path: a URL or anything with a scheme or a colon (`https:`, `shapes:spec`), a glob
 * (`*.stories.tsx`), a placeholder (`src/features/<name>/`, `…`, `docs/decisions/NNNN-title.md`),
 * a template (`{id}`, `$uri`), a query, an assignment, an alternative.
 */
const NOT_A_PATH = /[:*?<>{}[\]…$=|\\()'",#~!%^&;]|\.\.\.|\b(?:N{2,}|X{2,})\b/;
/** Another project's repository, cited with a path of its own (docs/conventions.md). */
export const OTHER_PROJECTS = /\b(?:bulletproof(?:-react)?|Epic Stack|TanStack Router|mswjs\/examples|react-admin)\b/;

type Token = { kind: 'path' | 'name'; path: string };

/** What a code span's text claims, if it is a repository path or a file name on its own. */
export function asPath(text: string): Token | undefined {
  let token = text.trim();
  if (!token || /\s/.test(token) || NOT_A_PATH.test(token)) return undefined;
  // A route or API path (`/cart`, `/api/…`), a package or alias (`@tanstack/react-router`, `@/`),
  // a flag (`--data`).
  if (/^[/@-]/.test(token)) return undefined;
  if (!/^[\w.@+/-]+$/.test(token)) return undefined;
  token = token.replace(/^(?:\.\/)+/, '');
  if (token.includes('/')) return { kind: 'path', path: token };
  if (DOTFILE.test(token) || (FILE_EXT.test(token) && !token.startsWith('.'))) return { kind: 'name', path: token };
  return undefined;
}

/**
 * The paths in a command or a line of code (`npx tsx scripts/foo.ts --x`): only those that start
 * at the top of the repository (or climb from the page with `../`) are taken as claims; a name
 * on its own or another relative path in code is too often something else.
 */
export function pathsInCommand(text: string, repo: Repo): string[] {
  return text
    .split(/[\s'"`(),;=]+/)
    .map((word) => word.replace(/[.:,]+$/, ''))
    .map((word) => asPath(word))
    .filter((token): token is Token => token?.kind === 'path')
    .map((token) => token.path)
    .filter((path) => path.startsWith('../') || repo.roots.has(path.split('/')[0]!));
}

const isFile = (repo: Repo, path: string) => repo.files.has(path);
const isDir = (repo: Repo, path: string) => repo.dirs.has(path);

/** Whether `path` (trailing `/`: a folder) names a file or folder of the repository. */
function exists(repo: Repo, path: string): boolean {
  const clean = posix.normalize(path).replace(/\/$/, '');
  if (clean.startsWith('../') || clean === '..') return false;
  return path.endsWith('/') ? isDir(repo, clean) : isFile(repo, clean) || isDir(repo, clean);
}

/** Why a path written on `file` is stale (undefined when it holds). */
export function pathProblem(file: string, token: Token, repo: Repo, block = ''): string | undefined {
  const here = posix.dirname(file);
  const { path } = token;
  if (token.kind === 'name') {
    if (exists(repo, path) || exists(repo, posix.join(here, path))) return undefined;
    if (repo.names.has(path.replace(/\/$/, '')) || repo.ignored(path)) return undefined;
    // A name the app gives a file it downloads or builds (`shell.html`), or an example of one.
    if (/\d{4}-\d{2}-\d{2}/.test(path) || repo.mentioned(path)) return undefined;
    return 'no file of this name in the repository';
  }
  if (path.startsWith('../')) {
    const from = posix.join(here, path);
    return exists(repo, from) || repo.ignored(from) ? undefined : `${from} does not exist`;
  }
  const first = path.split('/')[0]!;
  if (repo.roots.has(first)) {
    if (exists(repo, path) || repo.ignored(path)) return undefined;
    return path.endsWith('/') ? 'no such folder' : 'no such file or folder';
  }
  if (repo.ignored(path)) return undefined; // dist/, storybook-static/, test-results/…
  if (exists(repo, posix.join(here, path))) return undefined; // decisions/0001-….md from docs/
  // A path inside a folder the text names (`seed/`, `handlers/orders.ts`): some path ends with it.
  // Without a file extension or a trailing slash, `a/b` is more often something else: a lint
  // rule (`import-x/no-cycle`), a package's entry (`msw/node`), a media type.
  if (!path.endsWith('/') && !FILE_EXT.test(path)) return undefined;
  const tail = '/' + path.replace(/\/$/, '');
  const found = path.endsWith('/')
    ? [...repo.dirs].some((dir) => dir.endsWith(tail))
    : [...repo.files].some((f) => f.endsWith(tail)) || [...repo.dirs].some((dir) => dir.endsWith(tail));
  if (found || repo.mentioned(path)) return undefined; // `assets/`: a folder the build writes
  if (OTHER_PROJECTS.test(block)) return undefined; // bulletproof-react's `apps/react-vite/src/main.tsx`
  return `not at the top of the repository, beside ${file}, nor at the end of any repository path`;
}

/** Every stale repository path in backticks (or in a command, or in a fenced block) on `file`. */
export function pathProblems(file: string, text: string, repo: Repo): Problem[] {
  const blocks = blocksOf(text);
  const problems: Problem[] = [];
  const seen = new Set<string>();
  const report = (line: number, claim: string, reason: string | undefined) => {
    const key = `${line}\0${claim}`;
    if (reason === undefined || seen.has(key)) return;
    seen.add(key);
    problems.push({ file, line, claim, reason });
  };
  for (const code of codeOf(text)) {
    // [`apps/…/main.tsx`](https://github.com/…) names another site's file; the link test reads
    // links to this repository's.
    if (code.link !== undefined && /^[a-z][a-z0-9+.-]*:/i.test(code.link)) continue;
    const block = blocks[code.line - 1] ?? '';
    const token = code.kind === 'span' ? asPath(code.text) : undefined;
    if (token) {
      report(code.line, code.text, pathProblem(file, token, repo, block));
      continue;
    }
    for (const path of pathsInCommand(code.text, repo))
      report(code.line, path, pathProblem(file, { kind: 'path', path }, repo, block));
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// b. npm scripts

/** npm's own commands (npm 10 and 11, with their aliases); the ones marked run a script. */
const NPM_RUNS_SCRIPT: Record<string, string | undefined> = {
  test: 'test',
  t: 'test',
  tst: 'test',
  start: 'start',
  stop: 'stop',
  restart: 'restart',
};
const NPM_COMMANDS = new Set(
  (
    'access adduser add audit bugs cache ci cit clean-install completion config c dedupe ddp deprecate diff ' +
    'dist-tag docs doctor edit exec x explain why explore find-dupes fund get help help-search hook init ' +
    'create innit install i in ins inst insta instal isnt isnta isntal isntall install-ci-test install-test it ' +
    'link ln ll la list ls login logout org outdated owner pack ping pkg prefix profile prune publish query ' +
    'rebuild rb repo restart root run run-script rum urn sbom search find s se set shrinkwrap star stars ' +
    'start stop team test t tst token undeprecate uninstall unlink remove rm r un unpublish unstar update up ' +
    'upgrade udpate version verison v view info show whoami'
  ).split(' '),
);

/** The `npm …` commands written in a piece of code that name no script of package.json. */
export function npmProblems(file: string, text: string, scripts: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  for (const code of codeOf(text)) {
    for (const match of code.text.matchAll(/(?<![\w./-])npm((?:\s+[^\s;&|`)]+)+)/g)) {
      const words = match[1]!.trim().split(/\s+/);
      const end = words.indexOf('--'); // what follows goes to the script
      const [command = '', name] = (end < 0 ? words : words.slice(0, end)).filter((word) => !word.startsWith('-'));
      const claim = ['npm', command, ...(name === undefined ? [] : [name])].join(' ');
      if (/[<…[{$]/.test(command)) continue;
      if (!NPM_COMMANDS.has(command)) {
        problems.push({ file, line: code.line, claim, reason: 'npm has no such command' });
        continue;
      }
      const runs = ['run', 'run-script', 'rum', 'urn'].includes(command) ? name : NPM_RUNS_SCRIPT[command];
      if (['install-test', 'it', 'install-ci-test', 'cit'].includes(command) && !scripts.has('test')) {
        problems.push({ file, line: code.line, claim, reason: 'package.json has no "test" script' });
        continue;
      }
      if (runs === undefined || runs === '--' || /[<…[{$]/.test(runs)) continue; // `npm run` lists them
      const script = runs.replace(/[.,:]+$/, '');
      if (!scripts.has(script))
        problems.push({ file, line: code.line, claim, reason: `package.json has no "${script}" script` });
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// c. Counts of the repository's things

const SMALL =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const UNITS = SMALL.slice(2, 10).join('|');
/** A word's first letter in either case (a sentence may start with the number). */
const anyCase = (pattern: string) => pattern.replace(/\b([a-z])/g, (_, c: string) => `[${c}${c.toUpperCase()}]`);
const SPELLED = anyCase(
  `(?:${TENS.join('|')})(?:-(?:one|${UNITS}))?|${SMALL.slice(2).join('|')}|(?:a|one|two|three|four|five) hundred|(?:a )?dozen`,
);
/** "33", "1,380", "six", "twenty-two" ("one" and "a" say how a thing is built, not how many there are). */
const NUMBER = `\\d{1,3}(?:,\\d{3})+|\\d+|${SPELLED}`;
/** The contract's operations: never a handful, so "two calls" or "two endpoints" describe a mechanism. */
const CONTRACT_THINGS = /^(?:operations?|calls?|endpoints?|operationIds?)$/;
/** The things whose number goes stale as the repository grows (lower case: `File` is a class). */
const THINGS =
  'test (?:files?|cases?)|story files?|decision records?|ADRs?|operations?|calls?|endpoints?|operationIds?|rows?|' +
  'stor(?:y|ies)|baselines?|pictures?|screenshots?|snapshots?|files?|projects?|tests?|journeys?';
/** Words that end a noun phrase: between them and the noun, the number counts something else. */
const STOP =
  'of|per|for|in|on|at|to|from|by|with|without|between|each|every|than|or|is|are|was|were|be|been|' +
  'the|a|an|that|which|it|its|their|our|this|these|those|then|into|over|under|after|before|about|' +
  'later|more|less|fewer|times|s|ms|min|mins|minutes?|seconds?|hours?|days?|weeks?|px|kb|mb|gb';
/** Spaces, and at most one line break: a phrase may wrap, not run on into the next paragraph. */
const SPACE = '(?=\\s)[ \\t]*\\n?[ \\t]*';
/** Up to three words between the number and the thing: "four Vitest projects", "three home and toolbar story files". */
const MODIFIER = `(?:${SPACE}(?!(?:${STOP})\\b)[A-Za-z][\\w-]*){0,3}?`;
const COUNT = new RegExp(
  `(?<![\\w.,:/+-])(${NUMBER})(${MODIFIER})${SPACE}(${THINGS})\\b(?!-)(?!\\s+(?:per|each|a (?:second|minute|hour|day))\\b)`,
  'g',
);
/** A limit (a figure of the spec) or a subset named just before, not a count of what there is. */
const BOUND_BEFORE =
  /(?:at most|at least|up to|no more than|more than|fewer than|less than|over|under|maximum(?: of)?|max\.?|every|those|these)\s+$/i;

/** The value of a number as COUNT reads it. */
export function valueOf(number: string): number {
  const n = number.toLowerCase().replace(/\s+/g, ' ');
  if (/^\d/.test(n)) return Number(n.replace(/,/g, ''));
  if (n.endsWith('dozen')) return 12;
  const hundreds = /^(\w+) hundred$/.exec(n);
  if (hundreds) return 100 * (hundreds[1] === 'a' ? 1 : SMALL.indexOf(hundreds[1]!));
  const [tens = '', unit] = n.split('-');
  const value = TENS.includes(tens) ? 20 + 10 * TENS.indexOf(tens) : SMALL.indexOf(tens);
  return value + (unit ? SMALL.indexOf(unit) : 0);
}

/** The counts of repository things written on a page, outside its generated blocks and code spans. */
export function countProblems(file: string, text: string): Problem[] {
  // A code span is a name, not a word of the phrase: "port 5173 `npm test`" counts no tests.
  const page = withoutGeneratedBlocks(text).replace(/(`+)(?!`)(.+?)(?<!`)\1(?!`)/g, ' ` ');
  const problems: Problem[] = [];
  for (const match of page.matchAll(COUNT)) {
    const before = page.slice(Math.max(0, match.index - 24), match.index);
    if (BOUND_BEFORE.test(before)) continue;
    if (CONTRACT_THINGS.test(match[3]!) && valueOf(match[1]!) < 10) continue;
    const line = page.slice(0, match.index).split('\n').length;
    problems.push({
      file,
      line,
      claim: match[0].replace(/\s+/g, ' '),
      reason: 'a count of the repository: generate it into the page or leave it out',
    });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// d. Words

/** Words as `wc -w` counts them, outside generated blocks. */
export const wordsOf = (text: string) => withoutGeneratedBlocks(text).split(/\s+/).filter(Boolean).length;

/** What is wrong with the guides' length (undefined when they fit): the total and each file's words. */
export function wordProblem(words: Record<string, number>, budget = WORD_BUDGET): string | undefined {
  const total = Object.values(words).reduce((sum, n) => sum + n, 0);
  if (total <= budget) return undefined;
  const lines = Object.entries(words)
    .sort(([, a], [, b]) => b - a)
    .map(([file, n]) => `  ${String(n).padStart(6)}  ${file}`);
  return [`the guides have ${total} words, ${total - budget} over ${budget}:`, ...lines].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Links (in every .md file)

/** The targets of `file`'s Markdown links to repository files that do not exist. */
export function brokenLinks(file: string, text: string, exists: (path: string) => boolean): string[] {
  const broken: string[] = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const path = decodeURI(target!.split('#')[0]!);
    if (!path || path.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(path)) continue;
    if (!exists(join(dirname(file), path))) broken.push(target!);
  }
  return broken;
}

// ---------------------------------------------------------------------------------------------
// Unit tests: each check catches a planted stale claim and passes good text

const sample = makeRepo(
  [
    'README.md',
    'package.json',
    'openapi.yaml',
    '.nvmrc',
    'docs/guide.md',
    'docs/decisions/0001-contract.md',
    'src/lib/money.ts',
    'src/api/schema.gen.ts',
    'mocks/seed/presets.ts',
    'mocks/handlers/orders.ts',
    'e2e/a11y.e2e.ts',
    'public/mockServiceWorker.js',
    'scripts/prerender.ts',
    '.ci/run',
  ],
  (path) => /^(?:dist|test-results|node_modules)(?:\/|$)/.test(path),
  (name) => name === 'shell.html',
);
const pathsOf = (text: string, file = 'docs/guide.md') => pathProblems(file, text, sample).map((p) => p.claim);

describe('the check of repository paths', () => {
  it('passes paths that exist, from the top or from the page', () => {
    expect(
      pathsOf(
        'See `src/lib/money.ts`, `src/lib/`, `e2e/`, `.ci/run`, `package.json`, `./openapi.yaml`, `.nvmrc`, ' +
          '`public/mockServiceWorker.js`, `decisions/0001-contract.md`, `guide.md` and `../README.md`.',
      ),
    ).toEqual([]);
  });

  it('passes what is not a path', () => {
    expect(
      pathsOf(
        'Open `/cart`, `/admin/orders`, `/api/products/{id}`, `https://example.com/a.md`, `*.stories.tsx`, ' +
          '`src/features/<name>/`, `docs/decisions/NNNN-title.md`, `@tanstack/react-router`, `@/`, `shapes:spec`, ' +
          '`import-x/no-cycle`, `msw/node`, `image/png`, `vi.mock`, `user.id`, `--data`, `…/charge`, `.txt`, `.add`.',
      ),
    ).toEqual([]);
  });

  it('passes build outputs, names the code writes, paths inside a folder named nearby, and other projects', () => {
    expect(pathsOf('Serve `dist/shell.html`, `test-results/visual/index.html`, `shell.html`.')).toEqual([]);
    expect(pathsOf('In `mocks/`: `seed/`, `handlers/orders.ts`, `schema.gen.ts`.')).toEqual([]);
    expect(pathsOf('- bulletproof-react, `apps/react-vite/src/main.tsx`: a short entry.')).toEqual([]);
    expect(pathsOf('[`app/root.tsx`](https://github.com/epicweb-dev/epic-stack/blob/main/app/root.tsx)')).toEqual([]);
  });

  it('finds a planted stale path, file name and folder', () => {
    expect(
      pathsOf(
        'Read `src/lib/money-old.ts`, `mocks/gone/`, `e2e/old.e2e.ts`, `decisions/0002-gone.md`, ' +
          '`old-schema.gen.ts`, `handlers/carts.ts` and `../scripts/gone.ts`.',
      ),
    ).toEqual([
      'src/lib/money-old.ts',
      'mocks/gone/',
      'e2e/old.e2e.ts',
      'decisions/0002-gone.md',
      'old-schema.gen.ts',
      'handlers/carts.ts',
      '../scripts/gone.ts',
    ]);
  });

  it('reads paths in commands and fenced blocks, not the rest of the command', () => {
    const text = [
      'Run `npx tsx scripts/prerender.ts --host H` or `npx tsx scripts/prerend.ts`.',
      '```sh',
      'npx vitest run --project e2e e2e/a11y.e2e.ts  # fine',
      'FUZZ_SEED=1 npx vitest run mocks/handlers/fuzz.test.ts',
      'curl http://127.0.0.1:4010/__mock/outbox',
      '```',
    ].join('\n');
    expect(pathProblems('README.md', text, sample).map(format)).toEqual([
      'README.md:1: `scripts/prerend.ts` — no such file or folder',
      'README.md:4: `mocks/handlers/fuzz.test.ts` — no such file or folder',
    ]);
  });

  it('says where and why', () => {
    expect(pathProblems('docs/guide.md', 'a\n\nsee `src/lib/dollars.ts`', sample).map(format)).toEqual([
      'docs/guide.md:3: `src/lib/dollars.ts` — no such file or folder',
    ]);
  });
});

describe('the check of npm scripts', () => {
  const scripts = new Set(['test', 'test:quick', 'mock:server', 'gen', 'contract:check']);
  const npmOf = (text: string) => npmProblems('README.md', text, scripts).map((p) => `${p.claim}: ${p.reason}`);

  it('passes scripts that exist, with arguments, and npm commands', () => {
    expect(
      npmOf(
        '`npm test`, `npm run test:quick`, `npm run mock:server -- --port 4395`, `npm ci`, `npm install`, `npx vite`, ' +
          '`npm run contract:check -- --base-url URL`, `npm run`, `npm run --silent gen`\n```sh\nnpm ci && npm run gen\n```',
      ),
    ).toEqual([]);
  });

  it('finds a planted script that is gone, a misspelt one and a command npm lacks', () => {
    expect(npmOf('`npm run gen:everything`, `npm run mock-server -- --port 1`, `npm start`, `npm tset`')).toEqual([
      'npm run gen:everything: package.json has no "gen:everything" script',
      'npm run mock-server: package.json has no "mock-server" script',
      'npm start: package.json has no "start" script',
      'npm tset: npm has no such command',
    ]);
    expect(npmOf('```sh\nnpm ci\nnpm run build\n```').length).toBe(1);
  });
});

describe('the check of counts', () => {
  const countsOf = (text: string) => countProblems('docs/guide.md', text).map((p) => p.claim);

  it('finds planted counts of operations, rows, stories, baselines, generated files, projects, records and tests', () => {
    expect(
      countsOf(
        [
          'The contract has 33 operations; the catalogue 56 rows, and Storybook 461 stories',
          '(1,380 baselines). `npm run gen` writes six generated files; Vitest runs five Vitest',
          'projects. There are 40 decision records, all twenty-two calls, 2,225 tests and 17 test files.',
          'Five Vitest projects; the three home and toolbar story files.',
        ].join('\n'),
      ),
    ).toEqual([
      '33 operations',
      '56 rows',
      '461 stories',
      '1,380 baselines',
      'six generated files',
      'five Vitest projects',
      '40 decision records',
      'twenty-two calls',
      '2,225 tests',
      '17 test files',
      'Five Vitest projects',
      'three home and toolbar story files',
    ]);
    expect([
      valueOf('1,380'),
      valueOf('six'),
      valueOf('Twenty-two'),
      valueOf('a dozen'),
      valueOf('two hundred'),
    ]).toEqual([1380, 6, 22, 12, 200]);
  });

  it('passes figures of the spec, one of a thing, compounds, limits and counts of other things', () => {
    expect(
      countsOf(
        [
          'At most 5 per minute, 20 per page; one story per state; one call; a 16-line entry; a three-line test;',
          'up to 50 lines; at most 3 calls; 5 calls a minute; 50 ms for each operation; 10 s for 80 pages;',
          'those five rows; 500 reviews; 10,000 products; decision 0027; Node 24.6 files; the Node 24 File bug;',
          'two calls, then two endpoints outside the contract; on port 5173 `npm test` runs; in 2026\n\nTests run.',
          '```sh\nnpm run dev  # http://localhost:5173\nnpm test\n```',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('leaves generated blocks out, and says where', () => {
    const page = ['# Guide', '<!-- table:start -->', '33 operations', '<!-- table:end -->', 'and 33 operations'];
    expect(countProblems('docs/guide.md', page.join('\n')).map(format)).toEqual([
      'docs/guide.md:5: `33 operations` — a count of the repository: generate it into the page or leave it out',
    ]);
  });
});

describe('the word budget', () => {
  it('counts words like wc -w, without generated blocks', () => {
    expect(wordsOf('one two\n\tthree  four-five\n<!-- x:start -->\nsix seven\n<!-- x:end -->\neight')).toBe(5);
  });

  it('passes guides within the budget and lists each file when they are over', () => {
    expect(wordProblem({ 'docs/a.md': 40, 'docs/b.md': 60 }, 100)).toBeUndefined();
    expect(wordProblem({ 'docs/a.md': 40, 'docs/b.md': 61 }, 100)).toBe(
      'the guides have 101 words, 1 over 100:\n      61  docs/b.md\n      40  docs/a.md',
    );
  });

  it('knows a generated page by its comment', () => {
    expect(isGeneratedPage('# T\n\n<!-- Generated from x.ts by `npm run gen:x`. Do not edit. -->\n')).toBe(true);
    expect(isGeneratedPage('# T\n<!-- b:start -->\n<!-- Generated from x. Do not edit. -->\n<!-- b:end -->')).toBe(
      false,
    );
  });
});

describe('the check of links', () => {
  it('finds a link to a missing file, and passes anchors, store pages and other sites', () => {
    const exists = (path: string) => path === 'docs/spec.md';
    expect(
      brokenLinks(
        'docs/guide.md',
        '[spec](spec.md#8-errors) [gone](old-guide.md) [page](/cart?scenario=none) [site](https://example.com/x.md) [top](#top)',
        exists,
      ),
    ).toEqual(['old-guide.md']);
  });
});

// ---------------------------------------------------------------------------------------------
// The real checks, over the repository's pages

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });

function repository(): Repo {
  const files = git('ls-files', '-z', '--cached', '--others', '--exclude-standard')
    .split('\0')
    .filter((file) => file && file !== 'node_modules' && existsSync(join(ROOT, file)));
  const ask = (args: string[]) => {
    try {
      execFileSync('git', args, { cwd: ROOT, stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  return makeRepo(
    files,
    // node_modules is a link in a worktree, which git will not look through.
    (path) => /^(?:\.\/)?node_modules(?:\/|$)/.test(path) || ask(['check-ignore', '-q', '--no-index', '--', path]),
    (name) => ask(['grep', '-q', '-F', '-e', name, '--', '.', ':!*.md']),
  );
}

/** README.md and docs/*.md but the spec, each with its text. */
function pages(): { file: string; text: string }[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md') && name !== 'spec.md')
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs.sort()].map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));
}

/** Fails with every problem on a line of its own. */
function expectNone(problems: Problem[]) {
  if (problems.length) expect.fail(`${problems.length} stale:\n${problems.map(format).join('\n')}`);
}

describe('the README and the guides', () => {
  it('lead their links to files that exist (every .md file)', () => {
    const files = git('ls-files', '-z', '*.md').split('\0').filter(Boolean);
    expect(files.length).toBeGreaterThan(10);
    const broken = files.flatMap((file) =>
      brokenLinks(file, readFileSync(join(ROOT, file), 'utf8'), (path) => existsSync(join(ROOT, path))).map(
        (target) => `${file}: ${target}`,
      ),
    );
    expect(broken).toEqual([]);
  });

  it('name repository paths that exist', () => {
    const repo = repository();
    const problems = pages().flatMap(({ file, text }) => pathProblems(file, text, repo));
    expectNone(problems);
    // It asks git about each path not found: about a second alone, several on a busy machine.
  }, 30_000);

  it('name npm scripts that package.json has', () => {
    const scripts = new Set(Object.keys(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts));
    const problems = pages().flatMap(({ file, text }) => npmProblems(file, text, scripts));
    expectNone(problems);
  });

  it('write down no count of the repository outside generated pages and blocks', () => {
    const problems = pages()
      .filter(({ text }) => !isGeneratedPage(text))
      .flatMap(({ file, text }) => countProblems(file, text));
    expectNone(problems);
  });

  it(`come to at most ${WORD_BUDGET} words, the guides without generated pages and blocks`, () => {
    const words = Object.fromEntries(
      pages()
        .filter(({ file, text }) => file !== 'README.md' && !isGeneratedPage(text))
        .map(({ file, text }) => [file, wordsOf(text)]),
    );
    expect(Object.keys(words).length).toBeGreaterThan(5);
    const problem = wordProblem(words);
    if (problem) expect.fail(problem);
  });
});
