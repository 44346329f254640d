/** @jsxImportSource react */
/*
 * The editor's own controls and the site's additions to Decap's, in Decap's widget shape. They
 * are drawn by Decap's React (the build resolves `react` for src/cms/editor/ to Decap's copy).
 */
import { Component, type ComponentType, type ReactNode } from "react";
import { iconNames, type IconName } from "../../lib/icon-names";
import { iconPictures } from "../icon-pictures";
import { tokenProblem } from "./checks";
import { nationalPhone, SAMPLE_STAYS_ON } from "./phone";
import { showProblems } from "./problems";
import { internationalPhone } from "../../lib/site-details";

/** An Immutable map, as Decap hands a field's configuration. */
interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: (string | number)[]): unknown;
  toJS(): unknown;
}

/** The props Decap gives a control, as far as the site's controls read them. */
export interface ControlProps {
  value: unknown;
  field: ImmutableMap;
  forID: string;
  classNameWrapper: string;
  onChange(value: unknown): void;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  getAsset(path: string, field?: unknown): { path?: string; toString(): string } | undefined;
  fieldsErrors?: { toJS(): unknown };
  /** The entry as it is in the form (Decap keeps handing it to controls, though it marks it for removal). */
  entry?: ImmutableMap;
}

/** What Decap asks of a control's instance besides rendering it. */
interface ControlInstance {
  isValid?(): unknown;
  getValidateValue?(): unknown;
  focus?(path?: unknown): void;
  shouldComponentUpdate?(next: unknown, state?: unknown): boolean;
  getWrappedInstance?(): ControlInstance;
}

type Control = ComponentType<ControlProps & { ref?: (instance: ControlInstance | null) => void }>;

/** A Decap control wrapped, answering Decap as the control it wraps does. */
abstract class Wrapper<State = object> extends Component<ControlProps, State> {
  protected inner: ControlInstance | null = null;

  protected keepInner = (ref: ControlInstance | null) => {
    this.inner = ref;
  };

  // Decap calls these apart from the instance, so they are bound to it.
  protected innerControl = (): ControlInstance | null => (this.inner?.getWrappedInstance ? this.inner.getWrappedInstance() : this.inner);

  getValidateValue = () => this.innerControl()?.getValidateValue?.();

  focus = (path?: unknown) => {
    const inner = this.innerControl();
    if (inner?.focus) inner.focus(path);
    else document.getElementById(this.props.forID)?.focus();
  };

  /**
   * Decap asks a control whether it needs drawing again (a picture's control does when the media
   * library hands it the chosen picture); a wrapper answers as the control it wraps does, and
   * draws itself whenever its own state changed.
   */
  shouldComponentUpdate(next: ControlProps, state: State) {
    if (state !== this.state) return true;
    const inner = this.innerControl();
    return inner?.shouldComponentUpdate ? inner.shouldComponentUpdate(next) : true;
  }

  componentDidMount() {
    showProblems(this.props.fieldsErrors);
  }

  componentDidUpdate(_previous: ControlProps) {
    showProblems(this.props.fieldsErrors);
  }
}

/** Where the text of a focused field is selected, as the browser or the author left it. */
interface Selection {
  field: HTMLInputElement | HTMLTextAreaElement;
  start: number;
  end: number;
  direction: "forward" | "backward" | "none";
}

/** The field of this id if it is a text field with the focus: its selection is the author's. */
function focusedSelection(id: string): Selection | null {
  const field = document.getElementById(id);
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field !== document.activeElement) return null;
  if (field.selectionStart === null || field.selectionEnd === null) return null;
  return { field, start: field.selectionStart, end: field.selectionEnd, direction: field.selectionDirection ?? "none" };
}

/** One of Decap's controls with a check added (a message or null), reporting the entry's problems to the list above the form. */
export function checkedControl(
  base: Control,
  check: ((value: unknown, field: ImmutableMap) => string | null) | null,
  around?: (control: ReactNode, props: ControlProps, opened: unknown) => ReactNode,
) {
  return class CheckedControl extends Wrapper {
    /** The value the field had when the form opened. */
    private readonly opened = this.props.value;

    /*
     * Decap's text control puts the caret back where the last edit left it whenever it is drawn
     * again, and entering a field draws it again (its frame lights up). So a field entered with Tab,
     * which selects its text, lost the selection, and what the author typed next was added to the
     * old text ("01632 960+44 (0)1908 123456") instead of replacing it. A drawing that changes no
     * text keeps the selection the author has.
     */
    getSnapshotBeforeUpdate(): Selection | null {
      return focusedSelection(this.props.forID);
    }

    componentDidUpdate(previous: ControlProps, _state?: unknown, selection?: Selection | null) {
      super.componentDidUpdate(previous);
      if (!selection || previous.value !== this.props.value || selection.field !== document.activeElement) return;
      const { field, start, end, direction } = selection;
      if (field.selectionStart !== start || field.selectionEnd !== end) field.setSelectionRange(start, end, direction);
    }

    isValid = () => {
      const message = check?.(this.props.value, this.props.field);
      if (message) return { error: { type: "CUSTOM", message } };
      return this.innerControl()?.isValid?.() ?? true;
    };

    render() {
      const Base = base;
      const control = <Base {...this.props} ref={this.keepInner} />;
      return around ? around(control, this.props, this.opened) : control;
    }
  };
}

/** The token check of a text field, against the names of the copy's tokens. */
export const checkTokens = (known: readonly string[]) => (value: unknown, field: ImmutableMap) =>
  tokenProblem(
    value,
    { name: String(field.get("name")), label: field.get("label") as string | undefined, widget: String(field.get("widget")) },
    known,
  );

/**
 * The phone number: written as people write it, kept in the site's form (01908 123456) once the
 * author leaves the field, with the number the site's Call links will dial shown under it.
 *
 * The Sample switch of the site settings covers the address, the booking link and the figures as
 * well as the number, so typing a real number does not turn it off (that would drop the rest from
 * the pre-launch list); once a new whole number is typed, the hint says why the switch stays on.
 */
export function phoneAround(control: ReactNode, props: ControlProps, opened?: unknown) {
  const phone = typeof props.value === "string" ? props.value.trim() : "";
  const kept = phone ? nationalPhone(phone) : undefined;
  const keep = () => {
    if (kept && kept !== props.value) props.onChange(kept);
  };
  const openedNumber = typeof opened === "string" ? nationalPhone(opened) : undefined;
  const sampleOn = props.entry?.getIn(["data", "sample"]) === true;
  return (
    <div onBlur={keep}>
      {control}
      <p className="gf-dialled" data-testid="dialled-number">
        {kept
          ? `The site's Call links dial ${internationalPhone(kept)}.`
          : "The site's Call links dial this number once it is a whole UK number."}
      </p>
      {sampleOn && kept && kept !== openedNumber ? (
        <p className="gf-dialled" role="note" data-testid="sample-stays-on">
          {SAMPLE_STAYS_ON}
        </p>
      ) : null}
    </div>
  );
}

/*
 * A picture's control that shows the picture already chosen. Decap asks for the picture once,
 * gets a blank stand-in while it loads, and never asks again, so every picture in use showed as an
 * empty box. This asks again until the picture has loaded, then hands Decap's control a new
 * `getAsset`, which makes it ask once more and show it.
 */
export function imageControl(base: Control) {
  return class ImageControl extends Wrapper<{ loaded: number }> {
    state = { loaded: 0 };
    private timer = 0;
    private tries = 0;
    private bound: ControlProps["getAsset"] | undefined;
    private boundAt = -1;
    private getAsset: ControlProps["getAsset"] = (path, field) => this.props.getAsset(path, field);

    componentDidMount() {
      super.componentDidMount();
      this.watch();
    }

    componentDidUpdate(previous: ControlProps) {
      super.componentDidUpdate(previous);
      if (previous.value !== this.props.value) this.watch();
    }

    componentWillUnmount() {
      window.clearTimeout(this.timer);
    }

    private watch() {
      this.tries = 0;
      window.clearTimeout(this.timer);
      this.look();
    }

    private look = () => {
      const { value } = this.props;
      if (!value || typeof value !== "string") return;
      const asset = this.props.getAsset(value, this.props.field);
      if (asset && asset.path !== "empty.svg") this.setState(({ loaded }) => ({ loaded: loaded + 1 }));
      else if ((this.tries += 1) < 100) this.timer = window.setTimeout(this.look, 150);
    };

    render() {
      if (this.bound !== this.props.getAsset || this.boundAt !== this.state.loaded) {
        this.bound = this.props.getAsset;
        this.boundAt = this.state.loaded;
        this.getAsset = (path, field) => this.props.getAsset(path, field);
      }
      const Base = base;
      return <Base {...this.props} getAsset={this.getAsset} ref={this.keepInner} />;
    }
  };
}

/** The note of sample material, at the top of its form: what replaces it, and how to say it is real. */
export function SampleNote(props: ControlProps) {
  const note = typeof props.value === "string" ? props.value : "";
  const input = (
    <textarea
      id={props.forID}
      className={props.classNameWrapper}
      value={note}
      rows={3}
      onChange={(event) => props.onChange(event.target.value)}
      onFocus={props.setActiveStyle}
      onBlur={props.setInactiveStyle}
    />
  );
  if (!note.trim()) return input;
  return (
    <div>
      <div role="note" style={{ border: "2px solid currentColor", borderRadius: 5, padding: "12px 16px", margin: "0 0 8px" }}>
        <strong>Sample material. </strong>
        This stands in for the company&apos;s own. Replace it with: <em>{note}</em> Once the material is real, turn off Sample and publish:
        this note goes with the flag.
      </div>
      {input}
    </div>
  );
}

/** The icon of a block, chosen by its picture: the icons the site draws, each with its name. */
export function IconPicker(props: ControlProps) {
  const chosen = typeof props.value === "string" ? props.value : "";
  const optional = props.field.get("required") === false;
  const choose = (name: IconName | "") => props.onChange(name || undefined);
  return (
    <div id={props.forID} role="group" aria-label={String(props.field.get("label") ?? "Icon")} className="gf-icons">
      {optional && (
        <button type="button" aria-pressed={chosen === ""} onClick={() => choose("")}>
          No icon
        </button>
      )}
      {iconNames.map((name) => (
        <button key={name} type="button" aria-pressed={chosen === name} onClick={() => choose(name)}>
          <span dangerouslySetInnerHTML={{ __html: iconPictures[name] }} />
          {name}
        </button>
      ))}
    </div>
  );
}
