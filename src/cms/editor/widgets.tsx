/** @jsxImportSource react */
/*
 * The editor's own controls, in Decap's widget shape (`CMS.registerWidget`): each draws its own
 * field and, where the content model has a rule Decap's `required` and `pattern` cannot state, says
 * so at the field through `isValid`, the check Decap asks every custom control for. They are drawn
 * by Decap's React (the build resolves `react` for src/cms/editor/ to Decap's copy).
 */
import { Component, type ComponentType, type CSSProperties } from "react";
import { iconNames, type IconName } from "../../lib/icon-names";
import { internationalPhone } from "../../lib/site-details";
import { tokenMistakes, type TokenSetting } from "../../lib/content-checks";
import { iconPictures } from "../icon-pictures";
import { EDITOR_TOKEN_REMEDY } from "../messages";
import { nationalPhone, SAMPLE_STAYS_ON } from "./phone";

/** An Immutable map, as Decap hands a field's configuration and the entry. */
interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: (string | number)[]): unknown;
}

/** The props Decap gives a control, as far as the editor's controls read them. */
export interface ControlProps {
  value: unknown;
  field: ImmutableMap;
  forID: string;
  classNameWrapper: string;
  onChange(value: unknown): void;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  /** Runs the field's checks (Decap's and `isValid`) and shows their messages at the field. */
  validate?(): void;
  /** The entry as it is in the form. */
  getEntry?(): ImmutableMap | undefined;
  /** The blocks around the field, so a folded block says it holds a problem. */
  parentIds?: string[];
}

/** What `isValid` answers Decap: valid, or the message shown at the field. */
type Validity = true | { error: { type: "CUSTOM"; message: string; parentIds?: string[] } };

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The first of the model's token mistakes in a text field's value, named by the field's label, or null. */
export function tokenMistake(value: unknown, label: string, known: readonly string[], setting: TokenSetting = "copy"): string | null {
  const [mistake] = tokenMistakes(text(value), known, EDITOR_TOKEN_REMEDY, setting);
  return mistake ? `${label}: ${mistake}` : null;
}

/** A complete `{token}` or `<Fact … />` is in the text: a mistake in it can be named while the author is still typing. */
const holdsWholeToken = (value: string) => /\{[\w.]+\}|<Fact\s+name="[^"]*"\s*\/>/.test(value);

/** Grows with its text, as the form's other text boxes do. */
const growing: CSSProperties & { fieldSizing: string } = { fieldSizing: "content", minHeight: "4lh", resize: "vertical", font: "inherit" };

/**
 * A line or lines of the site's copy (`multiline`), or an article's MDX text (`setting`
 * "mdx-prose"). Every `{token}` must name a company detail or a fact: a misspelt one is named at
 * the field as soon as it is typed whole, and again on leaving the field, in the build's words
 * with the token nearest to it.
 */
export function copyControl(known: readonly string[], multiline: boolean, setting: TokenSetting = "copy") {
  return class CopyControl extends Component<ControlProps> {
    isValid = (): Validity => {
      const label = String(this.props.field.get("label") ?? this.props.field.get("name"));
      const message = tokenMistake(this.props.value, label, known, setting);
      return message ? { error: { type: "CUSTOM", message, parentIds: this.props.parentIds } } : true;
    };

    componentDidUpdate(previous: ControlProps) {
      const value = text(this.props.value);
      if (value !== previous.value && holdsWholeToken(value)) this.props.validate?.();
    }

    private leave = () => {
      this.props.setInactiveStyle();
      this.props.validate?.();
    };

    render() {
      const { forID, classNameWrapper, value, onChange, setActiveStyle } = this.props;
      const common = {
        id: forID,
        className: classNameWrapper,
        value: text(value),
        onFocus: setActiveStyle,
        onBlur: this.leave,
      };
      return multiline ? (
        <textarea {...common} style={growing} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input type="text" {...common} style={{ font: "inherit" }} onChange={(event) => onChange(event.target.value)} />
      );
    }
  };
}

/**
 * The company's phone number: written as people write it ("+44 (0)1908 123456"), kept in the
 * site's form (01908 123456) once the author leaves the field, with the number the site's Call
 * links will dial shown under it. The Sample switch of the site settings covers the address, the
 * booking link and the figures as well, so typing a real number leaves it on, and says why.
 */
export function phoneControl(known: readonly string[]) {
  const Line = copyControl(known, false);
  return class PhoneControl extends Component<ControlProps> {
    /** The number the field held when the form opened. */
    private readonly opened = nationalPhone(text(this.props.value));
    private line: InstanceType<typeof Line> | null = null;

    isValid = () => this.line?.isValid() ?? true;

    private keep = () => {
      const kept = nationalPhone(text(this.props.value).trim());
      if (kept && kept !== this.props.value) this.props.onChange(kept);
    };

    render() {
      const kept = nationalPhone(text(this.props.value).trim());
      const sampleOn = this.props.getEntry?.()?.getIn(["data", "sample"]) === true;
      return (
        <div onBlur={this.keep}>
          <Line {...this.props} ref={(line) => void (this.line = line)} />
          <p className="gf-note" data-testid="dialled-number">
            {kept
              ? `The site's Call links dial ${internationalPhone(kept)}.`
              : "The site's Call links dial this number once it is a whole UK number."}
          </p>
          {sampleOn && kept && kept !== this.opened ? (
            <p className="gf-note" role="note" data-testid="sample-stays-on">
              {SAMPLE_STAYS_ON}
            </p>
          ) : null}
        </div>
      );
    }
  };
}

/*
 * Controls are classes: Decap keeps a reference to each control it draws, to ask it `isValid`,
 * and a function component gives none.
 */

/** The icon of a block, chosen by its picture: the icons the site draws, each with its name. */
export class IconPicker extends Component<ControlProps> {
  render() {
    const props = this.props;
    const chosen = text(props.value);
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
}

export type Control = ComponentType<ControlProps>;
