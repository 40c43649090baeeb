/**
 * Where the stories' baselines are kept (docs/decisions/0037-visual-snapshots.md): one picture a
 * story and width, `<story id>.<width>.png`, except that a picture identical to another is kept
 * once. The other names hold a one-line text file, `<story id>.<width>.same-as`, naming the PNG
 * that has their picture (a desktop story at 375 px is often its phone twin, pixel for pixel).
 *
 * - Reading goes through the note, so each story and width is still compared with its own picture:
 *   a change at any width fails, shared file or not.
 * - Writing a picture that others point at first gives them a copy of the old one, so an update
 *   of one story never changes another's baseline.
 * - `tidyBaselines` (after a run that may write, `.storybook/visual-global-setup.ts`) keeps each
 *   picture once: the first story by id holds the file, the rest point at it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const BASELINES = resolve(import.meta.dirname, 'visual-baselines');
/** The browser that drew them, one line (`.storybook/visual-global-setup.ts` writes it). */
export const BROWSER_RECORD = resolve(import.meta.dirname, 'visual-browser.txt');

const PICTURE = /^(.+)\.(\d+)\.png$/;
const NOTE = /^(.+)\.(\d+)\.same-as$/;

const pictureName = (id: string, width: number): string => `${id}.${width}.png`;
const noteName = (id: string, width: number): string => `${id}.${width}.same-as`;

/** Writes a file whole or not at all. */
function writeWhole(path: string, data: Buffer | string): void {
  writeFileSync(`${path}.tmp`, data);
  renameSync(`${path}.tmp`, path);
}

/** The PNG a note names (its one line); null if it names no picture of this folder. */
function noteTarget(dir: string, note: string): string | null {
  const target = readFileSync(join(dir, note), 'utf8').trim();
  return PICTURE.test(target) && !target.includes('/') ? target : null;
}

/** The file holding the picture of `id` at `width`: its own PNG, or the one its note names; null when neither. */
export function baselineFile(dir: string, id: string, width: number): string | null {
  const own = join(dir, pictureName(id, width));
  if (existsSync(own)) return own;
  const note = noteName(id, width);
  if (!existsSync(join(dir, note))) return null;
  const target = noteTarget(dir, note);
  return target && existsSync(join(dir, target)) ? join(dir, target) : null;
}

export function readBaseline(dir: string, id: string, width: number): Buffer | null {
  const file = baselineFile(dir, id, width);
  return file ? readFileSync(file) : null;
}

/** The notes that point at `picture`. */
function notesPointingAt(dir: string, picture: string): string[] {
  return readdirSync(dir).filter((name) => NOTE.test(name) && noteTarget(dir, name) === picture);
}

/** The baseline of `id` at `width` becomes `png`; stories that shared its old picture keep a copy of it. */
export function writeBaseline(dir: string, id: string, width: number, png: Buffer): void {
  mkdirSync(dir, { recursive: true });
  const picture = pictureName(id, width);
  const path = join(dir, picture);
  if (existsSync(path)) {
    const old = readFileSync(path);
    if (!old.equals(png))
      for (const note of notesPointingAt(dir, picture)) {
        writeWhole(join(dir, note.replace(NOTE, '$1.$2.png')), old);
        rmSync(join(dir, note));
      }
  }
  writeWhole(path, png);
  rmSync(join(dir, noteName(id, width)), { force: true });
}

/**
 * Removes the baselines of `id` at any width but `widths` (a story photographed at fewer widths
 * than before); a picture other names point at goes to the first of them.
 */
export function forgetOtherWidths(dir: string, id: string, widths: readonly number[]): string[] {
  if (!existsSync(dir)) return [];
  const other = (pattern: RegExp) => (name: string) => {
    const match = pattern.exec(name);
    return !!match && match[1] === id && !widths.includes(Number(match[2]));
  };
  const notes = readdirSync(dir).filter(other(NOTE));
  for (const note of notes) rmSync(join(dir, note));
  const pictures = readdirSync(dir).filter(other(PICTURE));
  for (const picture of pictures) {
    const [heir, ...others] = notesPointingAt(dir, picture).sort();
    if (heir) {
      const kept = heir.replace(NOTE, '$1.$2.png');
      renameSync(join(dir, picture), join(dir, kept));
      rmSync(join(dir, heir));
      for (const note of others) writeWhole(join(dir, note), `${kept}\n`);
    } else rmSync(join(dir, picture));
  }
  return [...notes, ...pictures].sort();
}

/** By story id, then width: `page--populated` before `page--populated-phone`. */
function byStory(a: string, b: string): number {
  const [, idA, widthA] = PICTURE.exec(a)!;
  const [, idB, widthB] = PICTURE.exec(b)!;
  return idA! < idB! ? -1 : idA! > idB! ? 1 : Number(widthA) - Number(widthB);
}

/**
 * Keeps each picture once: of the names whose pictures are byte for byte the same, the first by
 * story id holds the PNG and the others a note naming it; a note whose picture is gone is left
 * for the check to report. What it changed, for the log.
 */
export function tidyBaselines(dir: string): { shared: number; notes: number } {
  if (!existsSync(dir)) return { shared: 0, notes: 0 };
  const names = readdirSync(dir);
  /** Each picture's bytes, by name, whether a PNG of its own or a note's. */
  const byHash = new Map<string, { names: string[]; file: Buffer }>();
  const add = (name: string, file: Buffer) => {
    const hash = createHash('sha1').update(file).digest('hex');
    const group = byHash.get(hash);
    if (group) group.names.push(name);
    else byHash.set(hash, { names: [name], file });
  };
  for (const name of names) if (PICTURE.test(name)) add(name, readFileSync(join(dir, name)));
  for (const name of names) {
    if (!NOTE.test(name)) continue;
    const picture = name.replace(NOTE, '$1.$2.png');
    // A PNG of its own wins over a note of the same name (baselineFile reads it first).
    if (names.includes(picture)) rmSync(join(dir, name));
    else {
      const target = noteTarget(dir, name);
      if (target && names.includes(target)) add(picture, readFileSync(join(dir, target)));
    }
  }
  let shared = 0;
  let notes = 0;
  for (const { names: group, file } of byHash.values()) {
    if (group.length < 2) continue;
    shared++;
    const [keeper, ...rest] = group.sort(byStory);
    if (!existsSync(join(dir, keeper!))) writeWhole(join(dir, keeper!), file);
    rmSync(join(dir, keeper!.replace(PICTURE, '$1.$2.same-as')), { force: true });
    for (const name of rest) {
      const note = join(dir, name.replace(PICTURE, '$1.$2.same-as'));
      if (!existsSync(note) || readFileSync(note, 'utf8') !== `${keeper}\n`) {
        writeWhole(note, `${keeper}\n`);
        notes++;
      }
      rmSync(join(dir, name), { force: true });
    }
  }
  return { shared, notes };
}
