/**
 * The one part of jsdom the scripts' tests use (jsdom ships no types; Vitest's jsdom environment
 * brings the package, not its types).
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
