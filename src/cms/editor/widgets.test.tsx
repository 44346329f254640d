/** @jest-environment jsdom */
/** @jsxImportSource react */
import { Component, createRef } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { SAMPLE_STAYS_ON } from "./phone";
import { copyControl, phoneControl, type ControlProps } from "./widgets";

// The icons' pictures are drawn with React's server renderer, which jsdom cannot load; these controls draw none.
jest.mock("../icon-pictures", () => ({ iconPictures: {} }));

const known = ["phone", "email", "turnaround.film", "turnaround.aiFilm", "replyPromise"];
const map = (value: Record<string, unknown>) => ({
  get: (key: string) => value[key],
  getIn: (path: (string | number)[]) =>
    path.reduce<unknown>((at, key) => (at as Record<string | number, unknown> | undefined)?.[key], value),
});

type Validity = ReturnType<InstanceType<ReturnType<typeof copyControl>>["isValid"]>;

/** A field of a form as Decap draws it: the value held by the form, its checks run on demand. */
function formWith(Control: ReturnType<typeof copyControl> | ReturnType<typeof phoneControl>, label: string, initial: string, entry = {}) {
  const checked: Validity[] = [];
  const control = createRef<InstanceType<typeof Control>>();
  class Form extends Component<object, { value: string }> {
    state = { value: initial };
    render() {
      const props: ControlProps = {
        value: this.state.value,
        field: map({ name: "field", label }),
        forID: "field-1",
        classNameWrapper: "",
        onChange: (value) => this.setState({ value: String(value) }),
        setActiveStyle: () => undefined,
        setInactiveStyle: () => undefined,
        validate: () => checked.push(control.current?.isValid() ?? true),
        getEntry: () => map({ data: entry }),
      };
      return <Control {...props} ref={control} />;
    }
  }
  render(<Form />);
  return { checked, control };
}

describe("a line of copy", () => {
  const Line = copyControl(known, false);

  it("names a misspelt token at the field as soon as it is typed whole, with the known token nearest to it, in the spelling it must have", () => {
    const { checked } = formWith(Line, "Card description", "Ready in ");
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "Ready in {turnaround.aiFlim" } });
    expect(checked).toEqual([]);
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "Ready in {turnaround.aiFlim}" } });
    expect(checked).toEqual([
      {
        error: {
          type: "CUSTOM",
          message:
            "Card description: {turnaround.aiFlim} names no fact or company detail: did you mean {turnaround.aiFilm}? If not, fix its spelling",
        },
      },
    ]);
  });

  it("checks again on leaving the field, and is content once the token is right", () => {
    const { checked } = formWith(Line, "Card description", "Ready in {turnaround.aiFilm}.");
    fireEvent.blur(screen.getByRole("textbox"));
    expect(checked).toEqual([true]);
  });

  it("lists the known tokens when none is near, and in an article's text asks for a fact as a tag", () => {
    const { control } = formWith(Line, "Intro", "Call {switchboard}.");
    expect(control.current?.isValid()).toMatchObject({
      error: {
        message: expect.stringMatching(/\{switchboard\} names no fact or company detail; fix its spelling \(the names are phone, email/),
      },
    });
    const Article = copyControl(known, true, "mdx-prose");
    const article = formWith(Article, "Article text", 'In <Fact name="turnaround.flim" /> or {phone}.');
    expect(article.control.current?.isValid()).toMatchObject({
      error: { message: expect.stringMatching(/did you mean <Fact name="turnaround\.film" \/>\?/) },
    });
  });
});

describe("the phone number's control", () => {
  const Phone = phoneControl(known);

  it("says the number the Call links dial, and while the site settings are a sample, that the switch stays on once a new number is typed", () => {
    formWith(Phone, "Phone", "01632 960 418", { sample: true });
    expect(screen.getByTestId("dialled-number")).toHaveTextContent("The site's Call links dial +441632960418.");
    expect(screen.queryByTestId("sample-stays-on")).toBeNull();
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "+44 (0)1908 123456" } });
    expect(screen.getByTestId("dialled-number")).toHaveTextContent("The site's Call links dial +441908123456.");
    expect(screen.getByTestId("sample-stays-on")).toHaveTextContent(SAMPLE_STAYS_ON);
    fireEvent.blur(screen.getByRole("textbox"));
    expect(screen.getByRole("textbox")).toHaveValue("01908 123456");
  });

  it("says nothing of the Sample switch when the settings are not a sample", () => {
    formWith(Phone, "Phone", "01908 555 123", { sample: false });
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "(01908) 123456" } });
    expect(screen.getByTestId("dialled-number")).toHaveTextContent("The site's Call links dial +441908123456.");
    expect(screen.queryByTestId("sample-stays-on")).toBeNull();
  });
});
