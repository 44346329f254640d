import { internationalPhone } from "../../lib/site-details";
import { nationalPhone } from "./phone";

describe("a phone number typed in the editor", () => {
  it.each([
    ["+44 (0)1908 123456", "01908 123456", "+441908123456"],
    ["(01908) 123456", "01908 123456", "+441908123456"],
    ["01908 123456", "01908 123456", "+441908123456"],
    ["+441908123456", "01908 123456", "+441908123456"],
    ["01908-123-456", "01908 123456", "+441908123456"],
    ["0044 20 7946 0018", "020 7946 0018", "+442079460018"],
    ["01632 960 418", "01632 960 418", "+441632960418"],
  ])("%s is kept as %s, which the site dials as %s", (typed, kept, dialled) => {
    expect(nationalPhone(typed)).toBe(kept);
    expect(internationalPhone(kept)).toBe(dialled);
  });

  it.each(["1908 123456", "+33 1 23 45 67 89", "01908 1234", "call 01908 123456"])("%s is not a whole UK number", (typed) => {
    expect(nationalPhone(typed)).toBeUndefined();
  });
});
