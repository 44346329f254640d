/**
 * WCAG 2.0, 2.1 and 2.2 A and AA rules, checked by axe-core in Chromium on every page of the
 * sitemap and on the not-found page, 390 and 1440 px wide, with the cookie banner open (one page of
 * each template) or answered (every other page), and with each dialog and menu open. A test
 * audits several pages in one browser page and lists every violation it met, so one run shows all
 * that needs fixing. In the same visit, scrolled through so every section has been drawn, each page
 * is checked for motion without a control (WCAG 2.2.2: nothing moves by itself for more than five
 * seconds without a visible button that stops it; tests/support/motion.ts): at 1440 px on every
 * page, and at 390 px as well where the cookie banner is open, as a first visit on a phone sees it.
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, type Locator, type Page } from "@playwright/test";
import { siteFiles } from "../../src/content-model/reader";
import { VIDEO_HOSTS } from "../../src/lib/video";
import { articles, services } from "../support/content";
import { answerCookieBanner, expect, scrollThroughPage, visit } from "../support/fixtures";
import { uncontrolledMotion } from "../support/motion";
import { sitemapPaths } from "../support/site";
import { CONTACT_THANK_YOU_PATH } from "../../src/lib/routes";

const { consent: copy } = siteFiles;

const WCAG_A_AND_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const LANDING = "/video-production-milton-keynes";
const NOT_FOUND = "/this-page-does-not-exist";
const MILLISECONDS_PER_PAGE = 15_000;
const SETTLE_CAP_MS = 3000;

/**
 * Every page is audited with the cookie banner answered; one page of each template also as a
 * first visit sees it, with the banner open.
 */
const ONE_PER_TEMPLATE = [
  LANDING,
  "/training-video-production-milton-keynes",
  "/case-studies",
  "/blog",
  "/blog/category/training-videos",
  articles()[0].path,
  "/privacy-policy",
  "/contact",
  NOT_FOUND,
];

const servicePaths = new Set(services().map((service) => service.path));
const isArticle = (path: string) => /^\/blog\/(?!category\/)[^/]+$/.test(path);
const isBlogListing = (path: string) => path === "/blog" || path.startsWith("/blog/category/");

/** Groups of similar size, so that two workers share the load evenly. */
/** Pages kept out of the sitemap that visitors still land on. */
const OUT_OF_SITEMAP = [CONTACT_THANK_YOU_PATH, NOT_FOUND];

const PAGE_GROUPS: { name: string; select: (sitemap: string[]) => string[] }[] = [
  { name: "service pages", select: (sitemap) => sitemap.filter((path) => servicePaths.has(path)) },
  { name: "articles, first half", select: (sitemap) => sitemap.filter(isArticle).filter((_, index) => index % 2 === 0) },
  { name: "articles, second half", select: (sitemap) => sitemap.filter(isArticle).filter((_, index) => index % 2 === 1) },
  { name: "blog listings", select: (sitemap) => sitemap.filter(isBlogListing) },
  {
    name: "landing, case studies, contact, legal, thank-you and not-found pages",
    // The thank-you page is kept out of the sitemap, but visitors land on it.
    select: (sitemap) => [
      ...sitemap.filter((path) => !servicePaths.has(path) && !isArticle(path) && !isBlogListing(path)),
      ...OUT_OF_SITEMAP,
    ],
  },
];

const VIDEO_HOST_URL = new RegExp(`^https://([\\w-]+\\.)*(${VIDEO_HOSTS.map((host) => host.replaceAll(".", "\\.")).join("|")})/`);
const PLAYER_STAND_IN = '<!doctype html><html lang="en-GB"><head><title>Video player</title></head><body></body></html>';

/**
 * Answers the video host's player locally, so opening a video dialog needs no network. Only the
 * video tests route requests: routing turns off the browser's cache, which every other test needs
 * to load page after page quickly.
 */
async function answerVideoHostLocally(page: Page) {
  await page.route(VIDEO_HOST_URL, (route) => route.fulfill({ contentType: "text/html", body: PLAYER_STAND_IN }));
}

const test = base.extend<{ answeredBanner: boolean }>({
  answeredBanner: [true, { option: true }],
  page: async ({ page, answeredBanner }, use) => {
    if (answeredBanner) await answerCookieBanner(page);
    await use(page);
  },
});

const cookieBanner = (page: Page) => page.getByRole("region", { name: copy.banner.title });

/**
 * Waits for what a visitor waits for before reading: fonts, and animations that end (loops never
 * do), so colours are measured at rest. A paused animation would never end either, hence the cap.
 */
async function settle(page: Page) {
  await page.evaluate(async (capMs) => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, capMs))]);
  }, SETTLE_CAP_MS);
}

/** Every violation on the page as one line: where, which rule, which element, and what axe measured. */
async function violations(page: Page, state: string): Promise<string[]> {
  await settle(page);
  // Legacy mode runs axe inside the page rather than collecting results in a fresh blank page,
  // which halves each audit; all it leaves out is cross-origin frames, i.e. the video host's
  // player. Asking for violations only spares axe from listing every element that passed.
  // `options` replaces all options, so it must come before `withTags`.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_A_AND_AA)
    .setLegacyMode(true)
    .analyze();
  const where = `${new URL(page.url()).pathname} at ${page.viewportSize()?.width} px, ${state}`;
  return results.violations.flatMap((rule) =>
    rule.nodes.map((node) => {
      const finding = (node.failureSummary ?? "")
        .split("\n")
        .slice(1)
        .map((line) => line.trim())
        .join(" ");
      return `${where}: ${rule.id} (${rule.impact}) on ${node.target.join(" ")}: ${finding || rule.help}`;
    }),
  );
}

/**
 * Audits the page as it stands at each width. Resizing rather than reloading halves the run, and
 * the layout at a width comes from media queries, which apply the same either way.
 */
async function auditAtBothWidths(page: Page, state: string): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    found.push(...(await violations(page, state)));
  }
  return found;
}

/** What moves without a control on the page at each width, once scrolled through (sections far from the window are drawn only near it). */
async function motionAt(page: Page, widths: { width: number; height: number }[], state: string): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    await scrollThroughPage(page, 1);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    found.push(...(await uncontrolledMotion(page, `${new URL(page.url()).pathname} at ${viewport.width} px, ${state}`)));
  }
  return found;
}

async function auditEach(
  page: Page,
  paths: string[],
  state: string,
  { ready = async () => {}, motionWidths = [DESKTOP] }: { ready?: (page: Page) => Promise<void>; motionWidths?: (typeof DESKTOP)[] } = {},
) {
  test.setTimeout(paths.length * MILLISECONDS_PER_PAGE);
  const found: string[] = [];
  for (const path of paths) {
    await visit(page, path);
    await ready(page);
    found.push(...(await auditAtBothWidths(page, state)));
    found.push(...(await motionAt(page, motionWidths, state)));
  }
  return found;
}

// A failed audit lists each violation with its element and what axe measured; a trace would add
// nothing to that and makes the run about a sixth longer.
test.use({ viewport: PHONE, trace: "off" });

test("every page in the sitemap, the thank-you page and the not-found page are audited", async ({ request }) => {
  const sitemap = await sitemapPaths(request);
  expect(sitemap.length).toBeGreaterThan(0);
  const audited = PAGE_GROUPS.flatMap((group) => group.select(sitemap));
  expect(audited.sort()).toEqual([...sitemap, ...OUT_OF_SITEMAP].sort());
  expect(ONE_PER_TEMPLATE.every((path) => audited.includes(path))).toBe(true);
});

for (const group of PAGE_GROUPS) {
  test(`${group.name}, cookie banner answered`, async ({ page, request }) => {
    const paths = group.select(await sitemapPaths(request));
    expect(await auditEach(page, paths, "cookie banner answered")).toEqual([]);
  });
}

test.describe("on a first visit", () => {
  test.use({ answeredBanner: false });
  const bannerShown = (page: Page) => expect(cookieBanner(page)).toBeVisible({ timeout: 10_000 });

  for (const [name, paths] of [
    ["one page of each template, first half", ONE_PER_TEMPLATE.filter((_, index) => index % 2 === 0)],
    ["one page of each template, second half", ONE_PER_TEMPLATE.filter((_, index) => index % 2 === 1)],
  ] as const) {
    test(`${name}, cookie banner open`, async ({ page }) => {
      expect(await auditEach(page, [...paths], "cookie banner open", { ready: bannerShown, motionWidths: [DESKTOP, PHONE] })).toEqual([]);
    });
  }

  test("the cookie preferences dialog", async ({ page }) => {
    await visit(page, "/privacy-policy");
    await cookieBanner(page).getByRole("button", { name: copy.banner.viewPreferences, exact: true }).click();
    await expect(page.getByRole("dialog", { name: copy.dialog.title })).toBeVisible();
    expect(await auditAtBothWidths(page, "cookie preferences dialog open")).toEqual([]);
  });
});

test.describe("video dialogs", () => {
  const dialogs: { name: string; path: string; opener: (page: Page) => Locator }[] = [
    {
      name: "a service page's Play Video",
      path: "/training-video-production-milton-keynes",
      opener: (page) => page.getByRole("button", { name: "Play Video" }),
    },
    { name: "the landing page's Watch Our Story", path: LANDING, opener: (page) => page.getByRole("button", { name: "Watch Our Story" }) },
    {
      name: "the social media page's portrait player",
      path: "/social-media-video-production-milton-keynes",
      opener: (page) => page.getByRole("button", { name: "Play Video" }),
    },
    { name: "a case study's film", path: "/case-studies", opener: (page) => page.getByTestId("case-study").nth(0).getByRole("button") },
  ];
  for (const { name, path, opener } of dialogs) {
    test(name, async ({ page }) => {
      await answerVideoHostLocally(page);
      await visit(page, path);
      await opener(page).click();
      await expect(page.getByRole("dialog").locator("iframe")).toBeVisible();
      expect(await auditAtBothWidths(page, `${name} open`)).toEqual([]);
    });
  }
});

test.describe("header menus", () => {
  test("the mobile menu open, with its Services list, on a phone", async ({ page }) => {
    await visit(page, "/blog");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByText("Services", { exact: true }).click();
    await expect(menu.getByRole("link", { name: "Training Videos", exact: true })).toBeVisible();
    expect(await violations(page, "mobile menu with Services open")).toEqual([]);
  });

  test("the Services menu open on a desktop", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await visit(page, "/blog");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services" }).click();
    await expect(nav.getByRole("link", { name: "Training Videos", exact: true })).toBeVisible();
    expect(await violations(page, "Services menu open")).toEqual([]);
  });
});
