/** @jest-environment jsdom */
/** @jsxImportSource react */
import { Component, createRef } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { SAMPLE_STAYS_ON } from "../phone";
import { TOKEN_OPTION } from "../../names";
import { companyToday, copyControl, DateControl, phoneControl, vimeoControl, type ControlProps } from "./index";

// The icons' pictures are drawn with React's server renderer, which jsdom cannot load; these controls draw none.
jest.mock("../../icon-pictures", () => ({ iconPictures: {} }));

const known = ["phone", "email", "turnaround.film", "turnaround.aiFilm", "replyPromise"];
const map = (value: Record<string, unknown>) => ({
  get: (key: string) => value[key],
  getIn: (path: (string | number)[]) =>
    path.reduce<unknown>((at, key) => (at as Record<string | number, unknown> | undefined)?.[key], value),
});

type Validity = ReturnType<InstanceType<ReturnType<typeof copyControl>>["isValid"]>;

/** A field of a form as Decap draws it: the value held by the form, its checks run on demand. */
function formWith(
  Control: ReturnType<typeof copyControl> | ReturnType<typeof phoneControl> | ReturnType<typeof vimeoControl> | typeof DateControl,
  label: string,
  initial: string,
  entry = {},
  options: Record<string, unknown> = {},
) {
  const checked: Validity[] = [];
  const control = createRef<InstanceType<typeof Control>>();
  class Form extends Component<object, { value: string }> {
    state = { value: initial };
    render() {
      const props: ControlProps = {
        value: this.state.value,
        field: map({ name: "field", label, ...options }),
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
  const form = createRef<Form>();
  render(<Form ref={form} />);
  return { checked, control, value: () => form.current?.state.value };
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

describe("a fact's figure", () => {
  it("shows the name to type to use it, and copies it on a press", async () => {
    const written: string[] = [];
    Object.assign(navigator, { clipboard: { writeText: async (text: string) => void written.push(text) } });
    formWith(copyControl(known, false), "Figure", "2-4 weeks", {}, { [TOKEN_OPTION]: "{turnaround.film}" });
    expect(screen.getByTestId("fact-token")).toHaveTextContent("Type {turnaround.film} in any other text box to show this figure there.");
    fireEvent.click(screen.getByRole("button", { name: "Copy {turnaround.film}" }));
    expect(await screen.findByText("Copied")).toBeVisible();
    expect(written).toEqual(["{turnaround.film}"]);
  });
});

describe("a Vimeo video's control", () => {
  it("keeps the number at the end of an address pasted from Vimeo, and says which video it is", () => {
    const Vimeo = vimeoControl(known);
    for (const pasted of [
      "https://vimeo.com/824113507",
      "vimeo.com/channels/staffpicks/824113507",
      "https://player.vimeo.com/video/824113507?h=ab12",
    ]) {
      const { value, control } = formWith(Vimeo, "Vimeo video", "");
      const [box] = screen.getAllByRole("textbox").slice(-1);
      fireEvent.change(box, { target: { value: pasted } });
      expect(screen.getAllByTestId("vimeo-video").at(-1)).toHaveTextContent("The site plays the video at vimeo.com/824113507.");
      fireEvent.blur(box);
      expect({ pasted, kept: value() }).toEqual({ pasted, kept: "824113507" });
      expect(control.current?.isValid()).toBe(true);
    }
  });

  it("leaves what is no Vimeo video as it was typed, for the field's pattern to name", () => {
    const { value } = formWith(vimeoControl(known), "Vimeo video", "");
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "https://youtu.be/abc" } });
    fireEvent.blur(screen.getByRole("textbox"));
    expect(value()).toBe("https://youtu.be/abc");
    expect(screen.getByTestId("vimeo-video")).toHaveTextContent("Paste the video's address from Vimeo");
  });
});

describe("a date", () => {
  it("is shown as it is written in the UK, day, month by name, year, whatever the browser's language, and saved as the ISO date", () => {
    const { value } = formWith(DateControl, "Published", "2024-03-22");
    expect(screen.getByLabelText("Day")).toHaveValue("22");
    expect(screen.getByLabelText("Month")).toHaveDisplayValue("March");
    expect(screen.getByLabelText("Year")).toHaveValue("2024");
    expect(screen.getByTestId("date-in-words")).toHaveTextContent("Friday 22 March 2024");
    fireEvent.change(screen.getByLabelText("Day"), { target: { value: "28" } });
    fireEvent.change(screen.getByLabelText("Month"), { target: { value: "11" } });
    fireEvent.change(screen.getByLabelText("Year"), { target: { value: "2026" } });
    expect(value()).toBe("2026-11-28");
    expect(screen.getByTestId("date-in-words")).toHaveTextContent("Saturday 28 November 2026");
    expect(document.body.textContent).not.toMatch(/UTC|11\/28\/2026/);
  });

  it("names a date that is not whole or not in the calendar at the field, and saves none", () => {
    const { value, control } = formWith(DateControl, "Published", "2024-03-22");
    fireEvent.change(screen.getByLabelText("Day"), { target: { value: "31" } });
    fireEvent.change(screen.getByLabelText("Month"), { target: { value: "2" } });
    expect(value()).toBe("");
    expect(control.current?.isValid()).toMatchObject({ error: { message: expect.stringMatching(/^Published must be a whole date/) } });
  });

  it("takes today in the UK for Today, whatever the computer's own time zone", () => {
    // 23:30 on 28 November in UTC is 23:30 in London too (GMT); 23:30 UTC on 28 June is half past midnight on 29 June in London (BST).
    expect(companyToday(new Date("2026-11-28T23:30:00Z"))).toBe("2026-11-28");
    expect(companyToday(new Date("2026-06-28T23:30:00Z"))).toBe("2026-06-29");
    const { value } = formWith(DateControl, "Published", "");
    fireEvent.click(screen.getByRole("button", { name: "Today" }));
    expect(value()).toBe(companyToday());
  });
});
