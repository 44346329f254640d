/**
 * Copy in content names the company's details and facts by token, so that each is written once:
 * `{email}`, `{phone}` and `{hours}` (the days and times it is open) come from the site constants
 * (content/site/site.json), and every fact in content/site/facts.json has a token of its name,
 * such as `{turnaround.film}` or `{replyPromise}`. MDX prose uses `<Fact name="turnaround.film" />`
 * instead, as MDX reads braces as code.
 */
/** Where the company is, for the times and days it keeps: a "today" is today in the UK. */
export const COMPANY_TIME_ZONE = "Europe/London";

export interface DetailsForCopy {
  email: string;
  phone: string;
  hours: readonly { label: string; display: string; opens?: string | null }[];
  facts?: Facts;
}

/** content/site/facts.json: facts grouped by topic; each fact is `{ "value", "means" }`. */
export interface Fact {
  value: string;
  means?: string;
}
export interface Facts {
  [name: string]: Fact | Facts;
}

function isFact(entry: Fact | Facts): entry is Fact {
  return typeof entry.value === "string";
}

/** Facts by dotted name, e.g. `turnaround.film`, with what each means. */
export function factsByName(facts: Facts = {}, prefix = ""): Record<string, Fact> {
  return Object.fromEntries(
    Object.entries(facts).flatMap(([key, entry]) =>
      isFact(entry) ? [[`${prefix}${key}`, entry]] : Object.entries(factsByName(entry, `${prefix}${key}.`)),
    ),
  );
}

export const TOKEN_PATTERN = /\{([\w.]+)\}/g;
/** A fact in MDX prose, where braces would be read as code: `<Fact name="turnaround.film" />`. */
export const FACT_TAG_PATTERN = /<Fact\s+name="([^"]*)"\s*\/>/g;

export function openingHoursPhrase(hours: DetailsForCopy["hours"]): string {
  return hours
    .filter((slot) => slot.opens)
    .map((slot) => `${slot.label} ${slot.display}`)
    .join(" and ");
}

/** Every token copy may use, with the text it stands for. */
export function copyTokens(details: DetailsForCopy): Record<string, string> {
  const facts = Object.fromEntries(Object.entries(factsByName(details.facts)).map(([name, fact]) => [name, fact.value]));
  return { email: details.email, phone: details.phone, hours: openingHoursPhrase(details.hours), ...facts };
}

/**
 * Copy with its tokens filled. A token that names nothing fails, unless `unknown` is "keep": the
 * editor's preview then shows it as written, marked as a mistake, while the author fixes it.
 */
export function fillSiteDetails(text: string, details: DetailsForCopy, unknown: "fail" | "keep" = "fail"): string {
  const values = copyTokens(details);
  return text.replace(TOKEN_PATTERN, (token, name: string) => {
    if (Object.hasOwn(values, name)) return values[name];
    if (unknown === "keep") return token;
    throw new Error(`Unknown token ${token} in copy: use {email}, {phone}, {hours} or a fact named in content/site/facts.json`);
  });
}

/** The same, through every string of a query result (page data), keeping its shape. */
export function fillSiteDetailsDeep<T>(value: T, details: DetailsForCopy, unknown: "fail" | "keep" = "fail"): T {
  // Image placeholders arrive as data: addresses, which are never copy.
  if (typeof value === "string")
    return (value.includes("{") && !value.startsWith("data:") ? fillSiteDetails(value, details, unknown) : value) as T;
  if (Array.isArray(value)) return value.map((item) => fillSiteDetailsDeep(item, details, unknown)) as T;
  // Plain objects only: a Date or an image's class instance is passed through as it is.
  if (value && typeof value === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillSiteDetailsDeep(item, details, unknown)])) as T;
  }
  return value;
}

/** The address that writes to the company. */
export const mailtoHref = (email: string) => `mailto:${email}`;

/**
 * The company's number as it is dialled from anywhere (+441908555123), from the number as the
 * site shows it: dialled in the UK (01908 555 123) or already international (+44 1908 555123).
 * The one number is written once, in the site settings; links and structured data derive this.
 */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return digits.startsWith("+") ? digits : `+44${digits.replace(/^0/, "")}`;
}

/** The address that dials the company, from its number as the site shows it. */
export const telHref = (phone: string) => `tel:${internationalPhone(phone)}`;
