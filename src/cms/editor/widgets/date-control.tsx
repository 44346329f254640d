/** @jsxImportSource react */
import { Component } from "react";
import { COMPANY_TIME_ZONE } from "../../../lib/site-details";
import { text, type ControlProps, type Validity } from "./control";

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
