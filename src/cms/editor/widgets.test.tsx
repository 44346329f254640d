/** @jest-environment jsdom */
/** @jsxImportSource react */
import { Component } from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { SAMPLE_STAYS_ON } from "./phone";
import { checkedControl, phoneAround, type ControlProps } from "./widgets";

// The icons' pictures are drawn with React's server renderer, which jsdom cannot load; the phone's control draws none.
jest.mock("../icon-pictures", () => ({ iconPictures: {} }));

/**
 * A text control as Decap's is: it puts the caret back where the last edit left it whenever it is
 * drawn again (decap-cms-widget-string's StringControl).
 */
class CaretKeepingControl extends Component<ControlProps> {
  private at = 0;
  private input: HTMLInputElement | null = null;

  componentDidUpdate() {
    if (this.input && this.input.selectionStart !== this.at) this.input.setSelectionRange(this.at, this.at);
  }

  render() {
    return (
      <input
        ref={(input) => {
          this.input = input;
        }}
        id={this.props.forID}
        className={this.props.classNameWrapper}
        value={typeof this.props.value === "string" ? this.props.value : ""}
        onFocus={this.props.setActiveStyle}
        onChange={(event) => {
          this.at = event.target.selectionStart ?? 0;
          this.props.onChange(event.target.value);
        }}
      />
    );
  }
}

const Phone = checkedControl(CaretKeepingControl, null, phoneAround);
const map = (value: Record<string, unknown>) => ({
  get: (key: string) => value[key],
  getIn: (path: (string | number)[]) =>
    path.reduce<unknown>((at, key) => (at as Record<string | number, unknown> | undefined)?.[key], value),
  toJS: () => value,
});

/** The phone field of the site settings in a form drawn again on every change and as the field is entered, as Decap's is. */
class PhoneForm extends Component<{ sample: boolean; initial: string }, { value: string; active: boolean }> {
  state = { value: this.props.initial, active: false };
  render() {
    return (
      <Phone
        value={this.state.value}
        field={map({ name: "phone", label: "Phone" })}
        entry={map({ data: { sample: this.props.sample, phone: this.state.value } })}
        forID="phone-field-1"
        classNameWrapper={this.state.active ? "active" : "inactive"}
        onChange={(value) => this.setState({ value: String(value) })}
        setActiveStyle={() => this.setState({ active: true })}
        setInactiveStyle={() => this.setState({ active: false })}
        getAsset={() => undefined}
      />
    );
  }
}

describe("the phone number's control", () => {
  it("keeps the text selected as the field is entered and drawn again, so what the author types replaces it", () => {
    render(<PhoneForm sample={false} initial="01632 960 418" />);
    const input = screen.getByRole("textbox") as HTMLInputElement;
    // An edit leaves the caret mid-text; then the author leaves the field and comes back to it with its text selected.
    input.setSelectionRange(5, 5);
    fireEvent.change(input, { target: { value: "01632 960" } });
    act(() => {
      input.blur();
    });
    // Entering the field lights its frame up: the form is drawn again, with nothing typed, after the text was selected.
    act(() => {
      input.focus();
      input.setSelectionRange(0, input.value.length);
    });
    expect(input).toHaveClass("active");
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, "01632 960".length]);
  });

  it("says the number the Call links dial, and while the site settings are a sample, that the switch stays on once a new number is typed", () => {
    render(<PhoneForm sample={true} initial="01632 960 418" />);
    expect(screen.getByTestId("dialled-number")).toHaveTextContent("The site's Call links dial +441632960418.");
    expect(screen.queryByTestId("sample-stays-on")).toBeNull();
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "+44 (0)1908 123456" } });
    expect(screen.getByTestId("dialled-number")).toHaveTextContent("The site's Call links dial +441908123456.");
    expect(screen.getByTestId("sample-stays-on")).toHaveTextContent(SAMPLE_STAYS_ON);
    fireEvent.blur(screen.getByRole("textbox"));
    expect(screen.getByRole("textbox")).toHaveValue("01908 123456");
  });

  it("says nothing of the Sample switch when the settings are not a sample", () => {
    render(<PhoneForm sample={false} initial="01908 555 123" />);
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "(01908) 123456" } });
    expect(screen.getByTestId("dialled-number")).toHaveTextContent("The site's Call links dial +441908123456.");
    expect(screen.queryByTestId("sample-stays-on")).toBeNull();
  });
});
