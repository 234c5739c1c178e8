/**
 * CSV for spreadsheets (RFC 4180): every field quoted, quotes doubled, CRLF line ends. A cell that a spreadsheet
 * would run as a formula (starting with =, +, -, @, tab or carriage return) gets a leading apostrophe (OWASP
 * "CSV injection"), so an e-mail like `=HYPERLINK(...)@x.test` stays text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const csvLine = (cells: readonly (string | number | null | undefined)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;
