import { describe, expect, it } from 'vitest';
import { csvCell, csvFilename, toCsv } from './csv';

describe('csv', () => {
  it('quotes fields with commas, quotes and line breaks, and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('leaves empty cells for null and undefined, and writes numbers as they are', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(-4500.5)).toBe('-4500.5');
    expect(csvCell(0)).toBe('0');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvCell('+2348012345678')).toBe("'+2348012345678");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['id', 'email'],
        [
          [1, 'a@example.com'],
          [2, 'b,c@example.com'],
        ],
      ),
    ).toBe('id,email\r\n1,a@example.com\r\n2,"b,c@example.com"\r\n');
  });

  it('names the file with the date', () => {
    expect(csvFilename('orders', new Date('2026-11-22T10:00:00Z'))).toBe('orders-2026-11-22.csv');
  });
});
