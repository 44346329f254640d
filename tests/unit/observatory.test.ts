/** The header grader the security tests use, checked against scores the Observatory publishes. */
import { contentSecurityPolicy, siteWideHeaders } from "../../gatsby/security-headers";
import { gradeResponse } from "../support/observatory";

const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

describe("Observatory grading", () => {
  it("grades the headers the Netlify adapter writes on its own C, 55 (no policy, no HSTS)", () => {
    const adapterDefaults = {
      "cache-control": "public, max-age=0, must-revalidate",
      "x-xss-protection": "1; mode=block",
      "x-content-type-options": "nosniff",
      "referrer-policy": "same-origin",
      "x-frame-options": "DENY",
    };
    expect(gradeResponse(adapterDefaults, "<p>hi</p>")).toMatchObject({ grade: "C", score: 55 });
  });

  it("grades the site's headers A+, 110: a strict script policy, framing refused by the policy, a private referrer policy", () => {
    const headers = lowerCased({ ...siteWideHeaders, "Content-Security-Policy": contentSecurityPolicy(["'sha256-abc='"]) });
    const graded = gradeResponse(headers, '<script src="/app-123.js"></script>');
    expect(graded).toMatchObject({ grade: "A+", score: 110 });
    expect(graded.results["content-security-policy"].result).toBe("csp-implemented-with-unsafe-inline-in-style-src-only");
  });

  it("takes the policy's points away for unsafe-inline scripts and the bonuses with them", () => {
    const headers = lowerCased({ ...siteWideHeaders, "Content-Security-Policy": "default-src 'self'; script-src 'self' 'unsafe-inline'" });
    expect(gradeResponse(headers, "")).toMatchObject({ grade: "B+", score: 80 });
  });

  it("marks down an external script loaded without integrity", () => {
    const headers = lowerCased({ ...siteWideHeaders, "Content-Security-Policy": contentSecurityPolicy([]) });
    expect(gradeResponse(headers, '<script src="https://cdn.example/x.js"></script>').results["subresource-integrity"].modifier).toBe(-5);
  });
});
