/**
 * CSV for the back office's exports (RFC 4180: comma separated, CRLF line ends, fields with a
 * comma, quote or line break quoted, quotes doubled), opened cleanly by Excel and Google Sheets.
 * Text that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) gets a
 * leading apostrophe, so a hostile email or name cannot run code on the accountant's machine.
 */
/** How far an export has got: rows fetched of the total the list reports. */
export interface ExportProgress {
  done: number;
  total: number;
}

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves text as a file through the browser's download (a UTF-8 BOM tells Excel the encoding: ₦). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name with today's date: `orders-2026-11-22.csv`. */
export function csvFilename(stem: string, date = new Date()): string {
  return `${stem}-${date.toISOString().slice(0, 10)}.csv`;
}
