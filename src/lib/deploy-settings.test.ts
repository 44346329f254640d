import { buildSettingWarnings, deploySettingProblems } from "./deploy-settings";

describe("settings a production deploy needs", () => {
  it("warns a production build about each missing one by name, saying what goes wrong and where to set it", () => {
    const warnings = buildSettingWarnings({ CONTEXT: "production", SMTP_URL: "smtp://user:pass@mail.example.net:587" });
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/^Production deploy without ALERT_WEBHOOK_URL: nobody is alerted/);
    expect(warnings[1]).toMatch(/^Production deploy without OWNER_SECRET: the owner inbox .* open for nobody/);
    expect(warnings[2]).toMatch(/^Production deploy without DATA_REQUESTS_SECRET: the Data requests page handles no request/);
    for (const warning of warnings) expect(warning).toMatch(/Site configuration > Environment variables/);
    expect(warnings.join("\n")).not.toContain("user:pass");
  });

  it("says nothing for previews, branch deploys and local builds, or when all are set", () => {
    for (const CONTEXT of ["deploy-preview", "branch-deploy", undefined]) expect(buildSettingWarnings({ CONTEXT })).toEqual([]);
    // `npm start` runs `netlify serve`, which builds with Netlify's production context on the author's machine.
    expect(buildSettingWarnings({ CONTEXT: "production", NETLIFY_LOCAL: "true" })).toEqual([]);
    expect(
      buildSettingWarnings({
        CONTEXT: "production",
        SMTP_URL: "smtp://m",
        ALERT_WEBHOOK_URL: "https://hooks.example",
        OWNER_SECRET: "x",
        DATA_REQUESTS_SECRET: "y",
      }),
    ).toEqual([]);
  });

  it("counts a blank value as missing", () => {
    expect(deploySettingProblems({ SMTP_URL: "  " }, ["SMTP_URL"]).map(({ name }) => name)).toEqual(["SMTP_URL"]);
  });
});
