/** @jsxImportSource react */
/*
 * The editor's own controls, in Decap's widget shape (`CMS.registerWidget`): each draws its own
 * field and, where the content model has a rule Decap's `required` and `pattern` cannot state, says
 * so at the field through `isValid`, the check Decap asks every custom control for. They are drawn
 * by Decap's React (the build resolves `react` for src/cms/editor/ to Decap's copy).
 */
import { Component, type ComponentType, type CSSProperties } from "react";
import { iconNames, type IconName } from "../../lib/icon-names";
import { COMPANY_TIME_ZONE, internationalPhone } from "../../lib/site-details";
import { tokenMistakes, type TokenSetting } from "../../content-model/content-checks";
import { iconPictures } from "../icon-pictures";
import { EDITOR_TOKEN_REMEDY } from "../messages";
import { TOKEN_OPTION } from "../names";
import { nationalPhone, SAMPLE_STAYS_ON } from "./phone";
import { vimeoVideo } from "./vimeo";

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
      const { forID, classNameWrapper, value, onChange, setActiveStyle, field } = this.props;
      const common = {
        id: forID,
        className: classNameWrapper,
        value: text(value),
        onFocus: setActiveStyle,
        onBlur: this.leave,
      };
      const box = multiline ? (
        <textarea {...common} style={growing} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input type="text" {...common} style={{ font: "inherit" }} onChange={(event) => onChange(event.target.value)} />
      );
      const token = field.get(TOKEN_OPTION);
      return typeof token === "string" ? (
        <div>
          {box}
          <TokenToCopy token={token} />
        </div>
      ) : (
        box
      );
    }
  };
}

/** Under a fact's figure: the token to type to show it, and a button that copies it. */
class TokenToCopy extends Component<{ token: string }, { copied: boolean }> {
  state = { copied: false };

  private copy = () => {
    void navigator.clipboard?.writeText(this.props.token).then(() => this.setState({ copied: true }));
  };

  render() {
    const { token } = this.props;
    return (
      <p className="gf-note" data-testid="fact-token">
        Type <code>{token}</code> in any other text box to show this figure there.{" "}
        <button type="button" className="gf-copy" onClick={this.copy} onBlur={() => this.setState({ copied: false })}>
          Copy {token}
        </button>{" "}
        <span role="status">{this.state.copied ? "Copied" : ""}</span>
      </p>
    );
  }
}

/**
 * A video on Vimeo: the author pastes its address as Vimeo shows it ("https://vimeo.com/824113507")
 * and the field keeps the number at its end, the video ID the site plays, once the author leaves it.
 */
export function vimeoControl(known: readonly string[]) {
  const Line = copyControl(known, false);
  return class VimeoControl extends Component<ControlProps> {
    private line: InstanceType<typeof Line> | null = null;

    isValid = () => this.line?.isValid() ?? true;

    private keep = () => {
      const id = vimeoVideo(text(this.props.value));
      if (id && id !== this.props.value) this.props.onChange(id);
    };

    render() {
      const id = vimeoVideo(text(this.props.value));
      return (
        <div onBlur={this.keep}>
          <Line {...this.props} ref={(line) => void (this.line = line)} />
          <p className="gf-note" data-testid="vimeo-video">
            {id ? `The site plays the video at vimeo.com/${id}.` : "Paste the video's address from Vimeo, or the number at its end."}
          </p>
        </div>
      );
    }
  };
}

/** The months as an author in the UK names them. */
const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" }).format(Date.UTC(2000, month, 1)),
);

interface DateParts {
  day: string;
  month: string;
  year: string;
}

const partsOf = (value: unknown): DateParts => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text(value));
  return match ? { day: String(Number(match[3])), month: String(Number(match[2])), year: match[1] } : { day: "", month: "", year: "" };
};

/** The ISO date ("2026-11-28") the parts name, or "" when they name no day of the calendar. */
export function isoDateOf({ day, month, year }: DateParts): string {
  if (!/^\d{1,2}$/.test(day.trim()) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year.trim())) return "";
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCDate() === Number(day) ? date.toISOString().slice(0, 10) : "";
}

/** Today in the company's time zone, as an ISO date. */
export const companyToday = (now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: COMPANY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);

/** A date in words, as people in the UK write it: "Saturday 28 November 2026". */
export const dateInWords = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })
    .formatToParts(new Date(`${iso}T00:00:00Z`))
    .filter((part) => part.type !== "literal")
    .map((part) => part.value)
    .join(" ");

/**
 * A calendar date, as people in the UK write one: day, month by its name, year, in that order
 * whatever the browser's language (a browser's own date box follows the browser, and showed
 * 11/28/2026 to an author in the UK), with the date in words under it and a button for today in
 * the company's time zone. Saved as the ISO date the build reads ("2026-11-28"); a date not yet
 * whole is named at the field.
 */
export class DateControl extends Component<ControlProps, DateParts> {
  state = partsOf(this.props.value);

  componentDidUpdate(previous: ControlProps) {
    // A value set from outside the control (a new entry's default, an undo): shown as it is.
    if (this.props.value !== previous.value && this.props.value !== isoDateOf(this.state) && text(this.props.value))
      this.setState(partsOf(this.props.value));
  }

  isValid = (): Validity => {
    const { day, month, year } = this.state;
    if (!day.trim() && !month && !year.trim()) return true;
    if (isoDateOf(this.state)) return true;
    const label = String(this.props.field.get("label") ?? this.props.field.get("name"));
    return {
      error: {
        type: "CUSTOM",
        message: `${label} must be a whole date: a day of the month, the month and a year of four figures`,
        parentIds: this.props.parentIds,
      },
    };
  };

  private set(parts: Partial<DateParts>) {
    const next = { ...this.state, ...parts };
    this.setState(next);
    this.props.onChange(isoDateOf(next));
  }

  private leave = () => {
    this.props.setInactiveStyle();
    this.props.validate?.();
  };

  render() {
    const { forID, setActiveStyle, classNameWrapper } = this.props;
    const { day, month, year } = this.state;
    const iso = isoDateOf(this.state);
    const common = { onFocus: setActiveStyle, onBlur: this.leave, style: { font: "inherit" } };
    return (
      <div className={`${classNameWrapper} gf-date`} role="group" aria-label={String(this.props.field.get("label") ?? "Date")}>
        <span>
          <label htmlFor={forID}>Day</label>
          <input
            id={forID}
            inputMode="numeric"
            autoComplete="off"
            size={2}
            maxLength={2}
            value={day}
            {...common}
            onChange={(event) => this.set({ day: event.target.value })}
          />
        </span>
        <span>
          <label htmlFor={`${forID}-month`}>Month</label>
          <select id={`${forID}-month`} value={month} {...common} onChange={(event) => this.set({ month: event.target.value })}>
            <option value="">Choose…</option>
            {MONTHS.map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </select>
        </span>
        <span>
          <label htmlFor={`${forID}-year`}>Year</label>
          <input
            id={`${forID}-year`}
            inputMode="numeric"
            autoComplete="off"
            size={4}
            maxLength={4}
            value={year}
            {...common}
            onChange={(event) => this.set({ year: event.target.value })}
          />
        </span>
        <button type="button" onClick={() => this.set(partsOf(companyToday()))}>
          Today
        </button>
        <p className="gf-note" data-testid="date-in-words">
          {iso ? dateInWords(iso) : "Day, month and year, as you would write them in the UK."}
        </p>
      </div>
    );
  }
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
