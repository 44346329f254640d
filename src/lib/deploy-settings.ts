/**
 * The settings a production deploy needs for no enquiry to go unseen, and what goes wrong without
 * each. Read by the build (reported at the start of its log) and by the scheduled retry function
 * (reported in its alerts), so both say the same.
 */
export interface SettingProblem {
  name: string;
  consequence: string;
}

const NEEDED: readonly SettingProblem[] = [
  { name: "SMTP_URL", consequence: "contact messages are stored but not emailed; read them in the owner inbox." },
  { name: "ALERT_WEBHOOK_URL", consequence: "nobody is alerted when enquiries cannot be emailed; it shows only in the function log." },
  {
    name: "OWNER_SECRET",
    consequence:
      "the owner inbox (contact-inbox), its Data requests page and the newsletter export open for nobody, so stored messages and subscribers can only be read in Netlify's database dashboard, and a person's data request cannot be answered from the site.",
  },
  {
    name: "DATA_REQUESTS_SECRET",
    consequence:
      "the Data requests page handles no request: its record of requests is keyed with this secret, so a person's data request cannot be answered from the site.",
  },
];

/** The needed settings missing from `values` (names only, never their values), in the order above. */
export function deploySettingProblems(
  values: Readonly<Record<string, string | undefined>>,
  names: readonly string[] = NEEDED.map(({ name }) => name),
): SettingProblem[] {
  return NEEDED.filter(({ name }) => names.includes(name) && !values[name]?.trim());
}

/**
 * Lines for the start of a production build's log. Netlify sets CONTEXT for builds; a variable
 * given only the Functions scope is invisible here, hence the hint.
 */
export function buildSettingWarnings(env: Readonly<Record<string, string | undefined>>): string[] {
  // `netlify serve` (npm start) builds with CONTEXT=production too, but on the author's machine.
  if (env.CONTEXT !== "production" || env.NETLIFY_LOCAL) return [];
  return deploySettingProblems(env).map(
    ({ name, consequence }) =>
      `Production deploy without ${name}: ${consequence} Set it under Site configuration > Environment variables (scopes Functions and Builds, so this check sees it).`,
  );
}
