import { tokenProblem } from "./checks";

const known = ["phone", "email", "turnaround.film", "turnaround.animation", "replyPromise"];
const field = { name: "description", label: "Card description", widget: "string" };

describe("a token checked at its field", () => {
  it("names the known token nearest to a typo, in the spelling it must have", () => {
    expect(tokenProblem("Ready in {turnaround.aifilm}.", field, known)).toBe(
      "Card description: unknown token {turnaround.aifilm}: did you mean {turnaround.film}? If not, fix its spelling",
    );
    expect(tokenProblem('Ready in <Fact name="turnaround.flim" />.', { ...field, widget: "markdown" }, known)).toMatch(
      /did you mean <Fact name="turnaround\.film" \/>\?/,
    );
  });

  it("lists the known tokens when none is near", () => {
    expect(tokenProblem("Call {switchboard}.", field, known)).toMatch(
      /unknown token \{switchboard\}; fix its spelling \(known: phone, email/,
    );
  });

  it("passes known tokens, and braces in an article's prose only as a fact tag", () => {
    expect(tokenProblem("Call {phone} within {turnaround.film}.", field, known)).toBeNull();
    expect(tokenProblem("Call {phone}.", { ...field, widget: "markdown" }, known)).toMatch(/write <Fact name="phone" \/> instead/);
  });
});
