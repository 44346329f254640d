import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createHash } from "node:crypto";
import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import { siteFiles } from "../../src/content-model/reader";
import { CSP_REPORT_ENDPOINT } from "../../src/lib/routes";
import { NOT_FOUND_PATH } from "../../gatsby/security-headers";
import { gradeResponse } from "../support/observatory";
import { ONE_PAGE_PER_TEMPLATE, sitemapPaths } from "../support/site";

const { consent } = siteFiles;

const publicDir = path.resolve(process.env.E2E_PUBLIC_DIR ?? "public");

/** The built `_headers`, read by Netlify's own parser. */
async function builtHeaderRules(): Promise<Header[]> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(publicDir, "_headers")],
    configHeaders: [],
    minimal: false,
  });
  expect(errors).toEqual([]);
  return headers as Header[];
}

/** What Netlify sends for a path: every matching rule in file order, a later one's header replacing an earlier one's. */
function headersFor(rules: readonly Header[], urlPath: string): Record<string, string> {
  const matching = rules.filter((rule) => rule.forRegExp.test(urlPath));
  return Object.fromEntries(
    Object.entries(Object.assign({}, ...matching.map((rule) => rule.values))).map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
}

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.split(/\s+/)[0] === name);

const sha256 = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

/**
 * The inline scripts the policy governs in this HTML: those a browser would run, and the
 * speculation rules (JSON-LD and other data blocks are not scripts).
 */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes, body]) => body && !/\btype=["']?(?!module|text\/javascript|speculationrules)[^"'\s>]+/i.test(attributes))
    .map(([, , body]) => body);
}

test("every page in the sitemap, and any path without a page, gets its own strict policy and the site's security headers from the built rules", async ({
  request,
}) => {
  const rules = await builtHeaderRules();
  const paths = [...(await sitemapPaths(request)), NOT_FOUND_PATH, "/no-such-page"];
  expect(paths.length).toBeGreaterThan(40);
  const policies = new Set<string>();
  for (const pagePath of paths) {
    const response = await request.get(pagePath);
    const headers = headersFor(rules, pagePath);
    const policy = headers["content-security-policy"] ?? "";
    policies.add(policy);
    const scriptSrc = directive(policy, "script-src") ?? "";
    expect(scriptSrc, pagePath).not.toMatch(/unsafe-inline|unsafe-eval/);
    const pageHashes = new Set(inlineScripts(await response.text()).map(sha256));
    expect(pageHashes.size, pagePath).toBeGreaterThan(0);
    // Exactly this page's inline scripts: none missing, none of another page's.
    expect(new Set(scriptSrc.match(/'sha256-[^']+'/g)), pagePath).toEqual(pageHashes);
    expect(directive(policy, "object-src"), pagePath).toBe("object-src 'none'");
    expect(directive(policy, "base-uri"), pagePath).toBe("base-uri 'self'");
    // Forms post to the site itself (and the no-script player's Play button to the video host).
    expect(directive(policy, "form-action"), pagePath).toMatch(/^form-action 'self'( https:\/\/[\w.-]+)*$/);
    expect(directive(policy, "frame-ancestors"), pagePath).toBe("frame-ancestors 'none'");
    expect(directive(policy, "report-uri"), pagePath).toBe(`report-uri ${CSP_REPORT_ENDPOINT}`);
    const group = directive(policy, "report-to")?.split(/\s+/)[1];
    expect(headers["reporting-endpoints"], pagePath).toBe(`${group}="${CSP_REPORT_ENDPOINT}"`);
    expect(headers["strict-transport-security"], pagePath).toMatch(/max-age=(\d{8,})/);
    expect(Number(/max-age=(\d+)/.exec(headers["strict-transport-security"])?.[1])).toBeGreaterThanOrEqual(31536000);
    expect(headers["x-content-type-options"], pagePath).toBe("nosniff");
    expect(headers["referrer-policy"], pagePath).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], pagePath).toContain("camera=()");
    expect(headers["cache-control"], pagePath).toBe("public, max-age=0, must-revalidate");
    // The local server applies the same file.
    expect(response.headers()["content-security-policy"], pagePath).toBe(policy);
  }
  // Pages differ in their inline scripts, so a site-wide union would show as one policy.
  expect(policies.size).toBeGreaterThan(1);
});

test("hashed assets are cached for a year and page data is revalidated on every visit", async ({ request }) => {
  const rules = await builtHeaderRules();
  expect(headersFor(rules, "/page-data/blog/page-data.json")["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(headersFor(rules, "/page-data/app-data.json")["cache-control"]).toBe("public, max-age=0, must-revalidate");
  const html = await (await request.get("/blog")).text();
  // Gatsby's scripts, named in the inline code that starts them once the page has painted.
  const assets = [...html.matchAll(/"(\/[\w-]+-[a-f0-9]{20}\.js)"/g)].map((match) => match[1]);
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    expect((await request.get(asset)).status(), asset).toBe(200);
    expect(headersFor(rules, asset)["cache-control"], asset).toBe("public, max-age=31536000, immutable");
  }
});

test("every template grades A+ by the Mozilla HTTP Observatory's published scoring", async ({ request }) => {
  for (const [template, pagePath] of Object.entries(ONE_PAGE_PER_TEMPLATE)) {
    const response = await request.get(pagePath);
    const graded = gradeResponse(response.headers(), await response.text());
    expect(graded.grade, `${template}: ${JSON.stringify(graded.results, null, 1)}`).toBe("A+");
  }
});

test("the Permissions-Policy names only features the browser recognises", async ({ page }) => {
  const response = await page.goto(ONE_PAGE_PER_TEMPLATE.landing);
  const features = (response?.headers()["permissions-policy"] ?? "").split(",").map((entry) => entry.trim().split("=")[0]);
  expect(features.length).toBeGreaterThan(3);
  const recognised = await page.evaluate(() =>
    (document as unknown as { featurePolicy: { features(): string[] } }).featurePolicy.features(),
  );
  for (const feature of features) expect(recognised, feature).toContain(feature);
});

test("nothing is published that a visitor does not need: no source maps, webpack stats, chunk map or Netlify's own files", async ({
  request,
}) => {
  const files = fs.readdirSync(publicDir, { recursive: true, encoding: "utf8" });
  expect(files.filter((file) => file.endsWith(".map") || ["webpack.stats.json", "chunk-map.json"].includes(path.basename(file)))).toEqual(
    [],
  );
  for (const file of ["/_headers", "/_redirects"]) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(404);
    expect(await response.text(), file).not.toContain("Content-Security-Policy");
  }
});

test("every function answers with no-store and nosniff of its own, even when it refuses a request", async ({ request }) => {
  const functions = fs
    .readdirSync(path.resolve("netlify/functions"))
    .filter((file) => /\.m?[jt]s$/.test(file))
    // Scheduled functions have no address a browser can reach.
    .filter((file) => !/\bschedule\s*:/.test(fs.readFileSync(path.resolve("netlify/functions", file), "utf8")));
  expect(functions.length).toBeGreaterThan(2);
  for (const file of functions) {
    const name = file.replace(/\.m?[jt]s$/, "");
    const response = await request.fetch(`/.netlify/functions/${name}`, { method: "PUT", data: "" });
    expect(response.status(), name).toBeGreaterThanOrEqual(400);
    expect(response.headers()["cache-control"], name).toBe("no-store");
    expect(response.headers()["x-content-type-options"], name).toBe("nosniff");
  }
});

test("the report function takes a browser's violation report and refuses anything else", async ({ request }) => {
  const report = [
    {
      type: "csp-violation",
      body: { documentURL: "http://localhost/blog", effectiveDirective: "img-src", blockedURL: "https://tracker.example/pixel.gif" },
    },
  ];
  const accepted = await request.post(CSP_REPORT_ENDPOINT, {
    headers: { "Content-Type": "application/reports+json" },
    data: JSON.stringify(report),
  });
  expect(accepted.status()).toBe(204);
  const refused = await request.post(CSP_REPORT_ENDPOINT, {
    headers: { "Content-Type": "application/json" },
    data: JSON.stringify(report),
  });
  expect(refused.status()).toBe(415);
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

  for (const [template, path] of Object.entries(ONE_PAGE_PER_TEMPLATE)) {
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
  expect(new Set(thirdPartyRequests)).toEqual(
    new Set(["www.googletagmanager.com", "snap.licdn.com", "region1.google-analytics.com", "px.ads.linkedin.com", "player.vimeo.com"]),
  );
  // And a violation, were there one, is seen (and so reported to the report function).
  await page.evaluate(() => document.body.append(Object.assign(new Image(), { src: "https://not-in-the-policy.invalid/pixel.gif" })));
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))
    .toEqual(["img-src https://not-in-the-policy.invalid/pixel.gif"]);
});
