import { newsletterSettingsProblems } from "./newsletter-settings";

describe("newsletter settings at build time", () => {
  it("fails a production build without a signing secret", () => {
    expect(newsletterSettingsProblems({ CONTEXT: "production", OWNER_SECRET: "owner" }).errors).toEqual([
      expect.stringContaining("SUBSCRIPTION_SECRET"),
    ]);
  });

  it("only warns on previews and branch deploys without one", () => {
    const report = newsletterSettingsProblems({ CONTEXT: "deploy-preview" });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([expect.stringContaining("SUBSCRIPTION_SECRET")]);
  });

  it("passes a production build with both secrets, and any local build", () => {
    expect(newsletterSettingsProblems({ CONTEXT: "production", SUBSCRIPTION_SECRET: "s".repeat(32), OWNER_SECRET: "o" })).toEqual({
      errors: [],
      warnings: [],
    });
    expect(newsletterSettingsProblems({})).toEqual({ errors: [], warnings: [] });
    // `npm start` runs `netlify serve`, which builds with Netlify's production context on the author's machine.
    expect(newsletterSettingsProblems({ CONTEXT: "production", NETLIFY_LOCAL: "true" })).toEqual({ errors: [], warnings: [] });
  });

  it("warns when Mailchimp is half configured", () => {
    expect(
      newsletterSettingsProblems({ CONTEXT: "production", SUBSCRIPTION_SECRET: "s", OWNER_SECRET: "o", MAILCHIMP_API_KEY: "k-us21" })
        .warnings,
    ).toEqual([expect.stringContaining("MAILCHIMP_AUDIENCE_ID")]);
  });
});
