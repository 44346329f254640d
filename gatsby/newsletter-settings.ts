/**
 * The newsletter's settings, checked when the site is built on Netlify (CONTEXT is set there), so a
 * production deploy without a signing secret fails loudly instead of refusing every signup
 * (reported by gatsby/report-deploy-settings.ts). The functions check again at runtime
 * (netlify/lib/runtime/settings.ts).
 */

type Environment = Readonly<Record<string, string | undefined>>;

export interface SettingsReport {
  errors: string[];
  warnings: string[];
}

const scopeHint = "Set it in the Netlify UI (Site configuration > Environment variables) for the Builds and Functions scopes.";

export function newsletterSettingsProblems(env: Environment): SettingsReport {
  const report: SettingsReport = { errors: [], warnings: [] };
  const context = env.CONTEXT?.trim();
  // `netlify serve` (npm start) builds with CONTEXT=production too, but on the author's machine,
  // where the functions sign with their development secret.
  if (!context || context === "dev" || env.NETLIFY_LOCAL) return report;
  const has = (name: string) => Boolean(env[name]?.trim());
  if (!has("SUBSCRIPTION_SECRET")) {
    const problem = `SUBSCRIPTION_SECRET is not set, so the newsletter cannot sign its confirmation and unsubscribe links and refuses every signup. Use a random value of 32 characters or more (for example: openssl rand -base64 32). ${scopeHint}`;
    (context === "production" ? report.errors : report.warnings).push(problem);
  }
  if (has("MAILCHIMP_API_KEY") !== has("MAILCHIMP_AUDIENCE_ID")) {
    report.warnings.push("Only one of MAILCHIMP_API_KEY and MAILCHIMP_AUDIENCE_ID is set; both are needed, so Mailchimp is not used.");
  }
  return report;
}
