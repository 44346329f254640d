/**
 * WCAG 2.0, 2.1 and 2.2 A and AA rules, checked by axe-core in Chromium on every page of the
 * sitemap and on the not-found page, on a phone and a desktop screen, with the cookie banner closed
 * and open, and with each dialog and the mobile menu open. Each test audits several pages in one
 * browser page and reports every violation it found, so one run lists all that needs fixing.
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, type APIRequestContext, type Page } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import copy from "../../content/site/consent.json";
import { answerCookieBanner, expect, visit } from "../support/fixtures";
import { articles, services } from "../support/content";
import { VIDEO_HOSTS } from "../../src/lib/video";

const WCAG_A_AND_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const LANDING = "/video-production-milton-keynes";
const NOT_FOUND = "/this-page-does-not-exist";

/** Stands in for the video host's player, whose own markup is the host's responsibility. */
const PLAYER_STAND_IN = '<!doctype html><html lang="en-GB"><head><title>Video player</title></head><body></body></html>';

interface Visitor {
  /** Whether the visitor has already answered the cookie banner, so it stays closed. */
  answeredBanner: boolean;
}

/** Keeps every request on this machine: the video player is answered locally, anything else foreign is refused. */
const test = base.extend<Visitor>({
  answeredBanner: [true, { option: true }],
  page: async ({ page, baseURL, answeredBanner }, use) => {
    const siteHost = new URL(baseURL ?? "http://localhost:8888").host;
    await page.route(
      (url) => url.host !== siteHost && url.protocol.startsWith("http"),
      (route) => {
        const host = new URL(route.request().url()).hostname;
        const isVideoHost = VIDEO_HOSTS.some((videoHost) => host === videoHost || host.endsWith(`.${videoHost}`));
        return isVideoHost ? route.fulfill({ contentType: "text/html", body: PLAYER_STAND_IN }) : route.abort("blockedbyclient");
      },
    );
    if (answeredBanner) await answerCookieBanner(page);
    await use(page);
  },
});

const cookieBanner = (page: Page) => page.getByRole("region", { name: copy.banner.title });

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const parser = new XMLParser({ isArray: (name) => name === "sitemap" || name === "url" });
  const index = parser.parse(await (await request.get("/sitemap-index.xml")).text());
  const paths: string[] = [];
  for (const { loc } of index.sitemapindex.sitemap as { loc: string }[]) {
    const sitemap = parser.parse(await (await request.get(new URL(loc).pathname)).text());
    paths.push(...(sitemap.urlset.url as { loc: string }[]).map((entry) => new URL(entry.loc).pathname));
  }
  return paths.sort();
}

/** Waits for what a visitor waits for before reading: fonts, and transitions that end (not loops). */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Every violation on the page as one line: where, which rule, which element, and what axe measured. */
async function violations(page: Page, state: string): Promise<string[]> {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_A_AND_AA).analyze();
  const where = `${new URL(page.url()).pathname} at ${page.viewportSize()?.width} px, ${state}`;
  return results.violations.flatMap((rule) =>
    rule.nodes.map((node) => {
      const finding = (node.failureSummary ?? "").split("\n").slice(1).map((line) => line.trim()).join(" ");
      return `${where}: ${rule.id} (${rule.impact}) on ${node.target.join(" ")}: ${finding || rule.help}`;
    }),
  );
}

async function auditEach(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await visit(page, path);
    found.push(...(await violations(page, "cookie banner closed")));
  }
  return found;
}

const serviceSlugs = new Set(services().map((service) => `/${service.slug}`));
const isService = (path: string) => serviceSlugs.has(path);
const isArticle = (path: string) => /^\/blog\/(?!category\/)[^/]+$/.test(path);
const isBlogListing = (path: string) => path === "/blog" || path.startsWith("/blog/category/");
const isOtherPage = (path: string) => !isService(path) && !isArticle(path) && !isBlogListing(path);

/** Groups of similar size, so two workers share the load evenly. */
const PAGE_GROUPS: { name: string; select: (sitemap: string[]) => string[] }[] = [
  { name: "service pages", select: (sitemap) => sitemap.filter(isService) },
  { name: "articles, first half", select: (sitemap) => sitemap.filter(isArticle).filter((_, index) => index % 2 === 0) },
  { name: "articles, second half", select: (sitemap) => sitemap.filter(isArticle).filter((_, index) => index % 2 === 1) },
  { name: "blog listings", select: (sitemap) => sitemap.filter(isBlogListing) },
  { name: "landing, case studies, contact, legal and not-found pages", select: (sitemap) => [...sitemap.filter(isOtherPage), NOT_FOUND] },
];

/** One page of each template, for the states that look the same on every page of a template. */
const ONE_PER_TEMPLATE = [
  LANDING,
  "/training-video-production-milton-keynes",
  "/case-studies",
  "/blog",
  "/blog/category/training-videos",
  `/blog/${articles()[0].slug}`,
  "/privacy-policy",
  "/contact",
  NOT_FOUND,
];

const MILLISECONDS_PER_PAGE = 12_000;

test("the audited groups cover every page in the sitemap", async ({ request }) => {
  const sitemap = await sitemapPaths(request);
  expect(sitemap.length).toBeGreaterThan(0);
  const covered = PAGE_GROUPS.flatMap((group) => group.select(sitemap));
  expect(covered.filter((path) => path !== NOT_FOUND).sort()).toEqual(sitemap);
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    for (const group of PAGE_GROUPS) {
      test(`${group.name}, cookie banner closed`, async ({ page, request }) => {
        const paths = group.select(await sitemapPaths(request));
        test.setTimeout(paths.length * MILLISECONDS_PER_PAGE);
        expect(await auditEach(page, paths)).toEqual([]);
      });
    }

    test.describe("with the cookie banner open", () => {
      test.use({ answeredBanner: false });

      test("one page of each template", async ({ page }) => {
        test.setTimeout(ONE_PER_TEMPLATE.length * MILLISECONDS_PER_PAGE);
        const found: string[] = [];
        for (const path of ONE_PER_TEMPLATE) {
          await visit(page, path);
          await expect(cookieBanner(page)).toBeVisible({ timeout: 5000 });
          found.push(...(await violations(page, "cookie banner open")));
        }
        expect(found).toEqual([]);
      });

      test("the cookie preferences dialog", async ({ page }) => {
        await visit(page, "/privacy-policy");
        await cookieBanner(page).getByRole("button", { name: copy.banner.viewPreferences, exact: true }).click();
        await expect(page.getByRole("dialog", { name: copy.dialog.title })).toBeVisible();
        expect(await violations(page, "cookie preferences dialog open")).toEqual([]);
      });
    });

    test("a service page's video dialog", async ({ page }) => {
      await visit(page, "/training-video-production-milton-keynes");
      await page.getByRole("button", { name: "Play Video" }).click();
      await expect(page.getByRole("dialog").locator("iframe")).toBeVisible();
      expect(await violations(page, "video dialog open")).toEqual([]);
    });

    test("the landing page's Watch Our Story dialog", async ({ page }) => {
      await visit(page, LANDING);
      await page.getByRole("button", { name: "Watch Our Story" }).click();
      await expect(page.getByRole("dialog").locator("iframe")).toBeVisible();
      expect(await violations(page, "Watch Our Story dialog open")).toEqual([]);
    });

    test("a case study's video dialog", async ({ page }) => {
      await visit(page, "/case-studies");
      await page.getByTestId("case-study").nth(0).getByRole("button").click();
      await expect(page.getByRole("dialog").locator("iframe")).toBeVisible();
      expect(await violations(page, "case study dialog open")).toEqual([]);
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the mobile menu, and its Services list, open", async ({ page }) => {
    await visit(page, "/blog");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    const found = await violations(page, "mobile menu open");
    await menu.getByRole("button", { name: "Services" }).click();
    await expect(menu.getByRole("link", { name: "Training Videos", exact: true })).toBeVisible();
    found.push(...(await violations(page, "mobile menu with Services open")));
    expect(found).toEqual([]);
  });
});
