/**
 * One cell of a CSV file a spreadsheet opens. Every cell is quoted, and a cell that begins like a
 * formula (= + - @, or a tab or carriage return that some programs skip first) gets a leading
 * apostrophe: a visitor's text must never run as a formula on the owner's computer.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined, formulaStart: RegExp = FORMULA_START): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}
