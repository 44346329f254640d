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

test("the headers file Netlify serves keeps HTML and page data uncached and hashed assets immutable for a year", async ({ request }) => {
  // Netlify's local emulation answers every static file with max-age=0, whatever the rules say, so
  // the caching rules are checked in the built _headers file that Netlify applies.
  const headersFile = fs.readFileSync(path.resolve(process.env.E2E_PUBLIC_DIR ?? "public", "_headers"), "utf8");
  const noCache = "  Cache-Control: public, max-age=0, must-revalidate";
  for (const [template, pagePath] of Object.entries(TEMPLATES)) {
    const rulePath = template === "not found" ? "/404.html" : pagePath;
    expect(headersFile, template).toContain(`\n${rulePath}\n${noCache}\n`);
  }
  expect(headersFile).toContain(`\n/page-data/*\n${noCache}\n`);
  const html = await (await request.get("/blog")).text();
  // Gatsby's scripts, named in the inline code that starts them once the page has painted.
  const assets = [...html.matchAll(/"(\/[\w-]+-[a-f0-9]{20}\.js)"/g)].map((match) => match[1]);
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
  // Third parties answer locally, so the test never leaves the machine. The stand-ins for the two
  // trackers send the kinds of request the real ones send next (a beacon, a pixel), so those
  // hosts are checked against the policy too.
  const standIns: Record<string, string> = {
    googletagmanager: 'navigator.sendBeacon("https://region1.google-analytics.com/g/collect?v=2&tid=G-TEST123");',
    licdn: 'new Image().src = "https://px.ads.linkedin.com/collect?pid=123456&fmt=gif";',
  };
  const thirdPartyRequests: string[] = [];
  await page.route(/googletagmanager\.com|google-analytics\.com|licdn\.com|linkedin\.com|vimeo\.com/, (route) => {
    const url = route.request().url();
    thirdPartyRequests.push(new URL(url).host);
    const script = Object.entries(standIns).find(([host]) => url.includes(host))?.[1];
    return route.fulfill({ status: 200, contentType: script ? "text/javascript" : "text/html", body: script ?? "" });
  });

  for (const [template, path] of Object.entries(TEMPLATES)) {
    await page.goto(path);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    const play = page.getByRole("button", { name: /play video|watch our story/i }).first();
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
  expect(new Set(thirdPartyRequests)).toEqual(new Set(["www.googletagmanager.com", "snap.licdn.com", "region1.google-analytics.com", "px.ads.linkedin.com", "player.vimeo.com"]));
});
