import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import consent from "../../content/site/consent.json";

const TEMPLATES = {
  landing: "/video-production-milton-keynes",
  service: "/social-media-video-production-milton-keynes",
  "case studies": "/case-studies",
  "blog index": "/blog",
  article: "/blog/why-every-company-milton-keynes-needs-training-video-strategy",
  legal: "/terms-of-service",
  contact: "/contact",
  "not found": "/no-such-page",
};

test("every template is served with strict security headers and HTML is not cached", async ({ request }) => {
  for (const [template, path] of Object.entries(TEMPLATES)) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc, template).toContain("'sha256-");
    expect(scriptSrc, template).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp, template).toContain("frame-ancestors 'none'");
    expect(headers["strict-transport-security"], template).toMatch(/max-age=\d{8}/);
    expect(headers["x-content-type-options"], template).toBe("nosniff");
    expect(headers["referrer-policy"], template).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], template).toContain("camera=()");
    expect(headers["cache-control"], template).toMatch(/max-age=0/);
  }
  const pageData = await request.get("/page-data/blog/page-data.json");
  expect(pageData.headers()["cache-control"]).toMatch(/max-age=0/);
});

test("hashed assets are marked immutable for a year in the headers file Netlify serves", async ({ request }) => {
  // Netlify's local emulation answers every static file with max-age=0, so the production rule
  // is checked in the built _headers file that Netlify applies.
  const headersFile = fs.readFileSync(path.resolve(process.env.E2E_PUBLIC_DIR ?? "public", "_headers"), "utf8");
  const html = await (await request.get("/blog")).text();
  const assets = [...html.matchAll(/src="(\/[\w-]+-[a-f0-9]{20}\.js)"/g)].map((match) => match[1]);
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    expect(headersFile, asset).toContain(`${asset}\n  Cache-Control: public, max-age=31536000, immutable`);
  }
});

test("browsing every template with consent given and dialogs open breaks no content security rule", async ({ page }) => {
  await page.addInitScript((version) => {
    window.localStorage.setItem("cookieConsent", "accepted");
    window.localStorage.setItem("cookiePreferences", JSON.stringify({ necessary: true, analytics: true, marketing: true }));
    window.localStorage.setItem("cookieConsentVersion", version);
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener("securitypolicyviolation", (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  }, consent.version);
  // Third parties answer locally, so the test never leaves the machine.
  await page.route(/googletagmanager\.com|google-analytics\.com|licdn\.com|linkedin\.com|vimeo\.com/, (route) =>
    route.fulfill({ status: 200, contentType: route.request().resourceType() === "script" ? "text/javascript" : "text/html", body: "" }),
  );

  for (const [template, path] of Object.entries(TEMPLATES)) {
    await page.goto(path);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    const play = page.getByRole("button", { name: /Play Video|Watch Our Story/ }).first();
    if (await play.count()) {
      await play.click();
      await expect(page.getByRole("dialog").locator("iframe")).toBeAttached();
      await page.keyboard.press("Escape");
    }
    await page.getByRole("contentinfo").getByRole("button", { name: consent.settingsLink }).click();
    await expect(page.getByRole("dialog", { name: consent.dialog.title })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), template).toEqual([]);
  }
});
