/** Hands the browser a file to save. */
export function download(name: string, text: string | Blob, type: string) {
  const url = URL.createObjectURL(typeof text === 'string' ? new Blob([text], { type }) : text);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
