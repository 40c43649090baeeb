/**
 * The brand's typefaces (src/fonts.css, decision 0045), asked for once the page is drawn: before
 * it, their 65 kB would share a slow phone's bandwidth with the page's first picture. Until they
 * arrive, and if they never do, the text is in the fallback fonts.
 */
export function loadFonts(): void {
  import('../fonts.css').catch(() => undefined);
}
