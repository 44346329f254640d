/** @jsxImportSource react */
/*
 * The editor's own controls and the site's additions to Decap's, in Decap's widget shape. They
 * are drawn by Decap's React (the build resolves `react` for src/cms/editor/ to Decap's copy).
 */
import { Component, type ComponentType, type ReactNode } from "react";
import { iconNames, type IconName } from "../../lib/icon-names";
import { iconPictures } from "../icon-pictures";
import { tokenProblem } from "./checks";
import { nationalPhone } from "./phone";
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

/** One of Decap's controls with a check added (a message or null), reporting the entry's problems to the list above the form. */
export function checkedControl(
  base: Control,
  check: ((value: unknown, field: ImmutableMap) => string | null) | null,
  around?: (control: ReactNode, props: ControlProps) => ReactNode,
) {
  return class CheckedControl extends Wrapper {
    isValid = () => {
      const message = check?.(this.props.value, this.props.field);
      if (message) return { error: { type: "CUSTOM", message } };
      return this.innerControl()?.isValid?.() ?? true;
    };

    render() {
      const Base = base;
      const control = <Base {...this.props} ref={this.keepInner} />;
      return around ? around(control, this.props) : control;
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
 */
export function phoneAround(control: ReactNode, props: ControlProps) {
  const phone = typeof props.value === "string" ? props.value.trim() : "";
  const kept = phone ? nationalPhone(phone) : undefined;
  const keep = () => {
    if (kept && kept !== props.value) props.onChange(kept);
  };
  return (
    <div onBlur={keep}>
      {control}
      <p className="gf-dialled" data-testid="dialled-number">
        {kept
          ? `The site's Call links dial ${internationalPhone(kept)}.`
          : "The site's Call links dial this number once it is a whole UK number."}
      </p>
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
