import { csvCell } from "./csv";

describe("a CSV cell", () => {
  it.each([
    ["=SUM(A1:A9)", `"'=SUM(A1:A9)"`],
    ["+44 1632 960418", `"'+44 1632 960418"`],
    ["-2+3", `"'-2+3"`],
    ["@cmd", `"'@cmd"`],
    ["\t=1", `"'\t=1"`],
    ["\r=1", `"'\r=1"`],
  ])("never starts like a formula a spreadsheet would run: %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("quotes everything, doubles quotes inside, and keeps ordinary text, line breaks and commas as they are", () => {
    expect(csvCell('Say "hello", then\nleave')).toBe('"Say ""hello"", then\nleave"');
    expect(csvCell("Priya = lead")).toBe('"Priya = lead"');
    expect(csvCell(3)).toBe('"3"');
    expect(csvCell(null)).toBe('""');
  });
});
