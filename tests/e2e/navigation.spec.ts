/**
 * Moving between pages, in Chromium against the production build: the next page is prerendered
 * while the visitor's pointer rests on its link (the speculation rules each page's header names),
 * a prerendered page does nothing for a visitor who has not seen it, back and forward restore
 * pages from the back/forward cache, and a choice about cookies reaches every open page of the
 * site. Google's and LinkedIn's scripts are answered by empty stand-ins and every other
 * third-party request is blocked.
 */
import { createHash } from "node:crypto";
import { expect, test as base, type BrowserContext, type Page } from "@playwright/test";
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";
import { siteFiles } from "../../src/content-model/reader";
import { CONSENT_STORAGE_KEYS } from "../../src/lib/consent";
import { ADMIN_PATH, GTAG_BOOTSTRAP_PATH, LINKEDIN_BOOTSTRAP_PATH, NEWSLETTER_FUNCTIONS, OWNER_FUNCTIONS } from "../../src/lib/routes";
import { speculationRules } from "../../gatsby/speculation-rules";
import { answerCookieBanner } from "../support/fixtures";
import { ONE_PAGE_PER_TEMPLATE, sitemapPaths } from "../support/site";

const { consent: copy, navigation } = siteFiles;
const MEASUREMENT_ID = "G-TEST123";
const ALL_ON = { necessary: true, analytics: true, marketing: true };
const ANALYTICS_ONLY = { necessary: true, analytics: true, marketing: false };

/** Google's and LinkedIn's scripts answered by empty stand-ins; nothing else leaves for another host. */
async function standInThirdParties(context: BrowserContext, baseURL: string) {
  const siteHost = new URL(baseURL).host;
  await context.route(
    (url) => url.host !== siteHost,
    (route) => {
      const { host } = new URL(route.request().url());
      if (host === "www.googletagmanager.com" || host === "snap.licdn.com")
        return route.fulfill({ contentType: "text/javascript", body: "" });
      return route.abort("blockedbyclient");
    },
  );
}

// Playwright turns the back/forward cache off; a visitor's browser has it on.
base.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, "--disable-quic"],
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  },
});

const test = base.extend<{ standIns: void }>({
  standIns: [
    async ({ context, baseURL }, use) => {
      await standInThirdParties(context, baseURL ?? "http://localhost:8800");
      await use();
    },
    { auto: true },
  ],
});

/** A choice stored as the banner stores it, before any page of the context loads. */
async function storeChoice(page: Page, preferences: { analytics: boolean; marketing: boolean }) {
  await page.addInitScript(
    ({ keys, version, preferences }) => {
      // Only on the context's first page: later pages must read what the visitor chose since.
      if (localStorage.getItem(keys.version)) return;
      localStorage.setItem(keys.decision, preferences.analytics && preferences.marketing ? "accepted" : "customized");
      localStorage.setItem(keys.preferences, JSON.stringify(preferences));
      localStorage.setItem(keys.version, version);
    },
    { keys: CONSENT_STORAGE_KEYS, version: copy.version, preferences: { necessary: true, ...preferences } },
  );
}

/** The visitor opens Cookie settings in the footer and switches analytics off. */
async function withdrawAnalytics(page: Page) {
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.getByRole("contentinfo").getByRole("button", { name: copy.settingsLink }).click();
  const dialog = page.getByRole("dialog", { name: copy.dialog.title });
  await dialog.getByRole("switch", { name: copy.dialog.categories.analytics.name, exact: true }).uncheck();
  await dialog.getByRole("button", { name: copy.dialog.save }).click();
  await expect(dialog).toBeHidden();
}

/** The address of the header's first link to a page of its own (not a section of the landing page). */
function headerPageHref(): string {
  const link = navigation.header.find((entry) => !entry.href.includes("#"));
  if (!link) throw new Error("content/site/navigation.json has no header link to a page of its own");
  return link.href;
}

/** A header link to another page (not a section of the landing page), as content names it. */
const headerPageLink = (page: Page) => {
  const link = navigation.header.find((entry) => !entry.href.includes("#"));
  if (!link) throw new Error("content/site/navigation.json has no header link to a page of its own");
  return page.getByRole("banner").getByRole("link", { name: link.name, exact: true });
};

/** The visitor rests the pointer on the link, as a visitor about to click does, then clicks. */
async function hoverThenClick(page: Page, link: ReturnType<typeof headerPageLink>, restMs: number) {
  await link.hover();
  await page.waitForTimeout(restMs);
  const href = await link.getAttribute("href");
  await Promise.all([page.waitForURL(`**${href}`, { waitUntil: "commit" }), link.click()]);
}

/** How the page now showing was delivered, on its own clock. */
function arrival(page: Page) {
  return page.evaluate(() => {
    const [entry] = performance.getEntriesByType("navigation") as (PerformanceNavigationTiming & {
      activationStart: number;
      deliveryType: string;
    })[];
    return {
      activationStart: entry.activationStart,
      deliveryType: entry.deliveryType,
      sinceActivation: performance.now() - entry.activationStart,
    };
  });
}

/** When each of these first-party files was requested, on the page's clock (none: not requested). */
function requestedAt(page: Page, paths: string[]) {
  return page.evaluate(
    (wanted) =>
      Object.fromEntries(
        wanted.map((path) => [
          path,
          (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
            .filter((entry) => new URL(entry.name).pathname === path)
            .map((entry) => entry.startTime),
        ]),
      ),
    paths,
  );
}

test.describe("speculative navigation", () => {
  test("every page carries the rules, allowed by its own policy", async ({ request }) => {
    for (const path of Object.values(ONE_PAGE_PER_TEMPLATE)) {
      const response = await request.get(path);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script type="speculationrules">([^<]*)<\/script>/g)].map((match) => match[1]);
      expect(scripts, path).toHaveLength(1);
      expect(JSON.parse(scripts[0])).toEqual(speculationRules);
      const hash = `'sha256-${createHash("sha256").update(scripts[0]).digest("base64")}'`;
      expect(response.headers()["content-security-policy"]).toContain(hash);
    }
  });

  test("the rules take in every page of the sitemap and leave out functions, downloads, the editor and one-off links", async ({
    page,
    request,
  }) => {
    await answerCookieBanner(page);
    await page.goto(ONE_PAGE_PER_TEMPLATE.landing);
    const rules = speculationRules;
    const prepared = (hrefs: string[]) =>
      page.evaluate(
        ({ hrefs, rules }) => {
          type Predicate = { and?: Predicate[]; not?: Predicate; href_matches?: string | string[]; selector_matches?: string };
          // Not yet in TypeScript's DOM types.
          const { URLPattern } = window as unknown as {
            URLPattern: new (pattern: string, base: string) => { test: (url: string) => boolean };
          };
          const matches = (link: HTMLAnchorElement, predicate: Predicate): boolean => {
            if (predicate.and) return predicate.and.every((part) => matches(link, part));
            if (predicate.not) return !matches(link, predicate.not);
            if (predicate.href_matches !== undefined) {
              const patterns = ([] as string[]).concat(predicate.href_matches);
              return patterns.some((pattern) => new URLPattern(pattern, document.baseURI).test(link.href));
            }
            if (predicate.selector_matches !== undefined) return link.matches(predicate.selector_matches);
            throw new Error(`An unknown predicate: ${JSON.stringify(predicate)}`);
          };
          return hrefs.map((href) => {
            const link = document.createElement("a");
            link.href = href;
            return [...rules.prefetch, ...rules.prerender].some((rule) => matches(link, rule.where as unknown as Predicate));
          });
        },
        { hrefs, rules },
      );
    const pages = await sitemapPaths(request);
    expect(pages.length).toBeGreaterThan(5);
    expect(await prepared(pages)).toEqual(pages.map(() => true));
    const neverPrepared = [
      ...Object.values(NEWSLETTER_FUNCTIONS).map((path) => `${path}?token=abc`),
      ...Object.values(OWNER_FUNCTIONS),
      "/.netlify/functions/send-contact-email",
      ADMIN_PATH,
      `${ADMIN_PATH}#/collections/blog`,
      "/rss.xml",
      "/sitemap-index.xml",
      "/media/hero.mp4",
      "/newsletter/confirmed?new=1",
      "https://calendly.com/",
    ];
    expect(await prepared(neverPrepared)).toEqual(neverPrepared.map(() => false));
  });

  test("a page link rested on is fetched before the click, and the click is served from it", async ({ page }) => {
    await answerCookieBanner(page);
    await page.goto(ONE_PAGE_PER_TEMPLATE.service);
    await hoverThenClick(page, headerPageLink(page), 500);
    // Playwright's way of driving Chromium keeps it from prerendering (it only prefetches); the
    // tests below drive it as puppeteer does, which lets it prerender.
    const { activationStart, deliveryType } = await arrival(page);
    expect(activationStart > 0 || deliveryType === "navigational-prefetch").toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("page-to-page transitions", () => {
  /**
   * Whether the browser animated the change from one page to the next (the old page learns it in
   * `pageswap`), and on the next page, how long the fade of the page itself lasts (`pagereveal`).
   */
  async function toNextPage(page: Page) {
    await page.addInitScript(() => {
      addEventListener("pageswap", (event) =>
        sessionStorage.setItem("animated", String(Boolean((event as Event & { viewTransition: unknown }).viewTransition))),
      );
      addEventListener("pagereveal", (event) => {
        const transition = (event as Event & { viewTransition: ViewTransition | null }).viewTransition;
        void transition?.ready.then(() => {
          const ends = document
            .getAnimations()
            .filter((animation) => (animation.effect as KeyframeEffect).pseudoElement?.includes("(root)"))
            .map((animation) => Number(animation.effect?.getComputedTiming().endTime));
          sessionStorage.setItem("fadeMs", String(Math.max(0, ...ends)));
        });
      });
    });
    await answerCookieBanner(page);
    await page.goto(ONE_PAGE_PER_TEMPLATE.landing);
    const link = page.locator(`main a[href="${ONE_PAGE_PER_TEMPLATE.service}"]`).first();
    await Promise.all([page.waitForURL(`**${ONE_PAGE_PER_TEMPLATE.service}`), link.click()]);
    const animated = await page.evaluate(() => sessionStorage.getItem("animated"));
    return { animated, fadeMs: () => page.evaluate(() => Number(sessionStorage.getItem("fadeMs"))) };
  }

  test("a wide screen fades one page into the next, briefly, the header held still", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const { animated, fadeMs } = await toNextPage(page);
    expect(animated).toBe("true");
    await expect.poll(fadeMs).toBeGreaterThan(0);
    expect(await fadeMs()).toBeLessThanOrEqual(150);
    expect(
      await page
        .locator("header")
        .first()
        .evaluate((header) => getComputedStyle(header).viewTransitionName),
    ).not.toBe("none");
  });

  test("a phone-sized screen shows the next page at once", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await toNextPage(page)).animated).toBe("false");
  });

  test("a visitor who asks for less motion gets the page at once on any screen", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1440, height: 900 });
    expect((await toNextPage(page)).animated).toBe("false");
  });
});

test.describe("a prerendered page", () => {
  let browser: PuppeteerBrowser;
  test.beforeAll(async () => {
    browser = await puppeteer.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      // No request leaves for another host: the trackers' vendors are never reached.
      args: [
        ...CHROMIUM_FLAGS.filter((flag) => !flag.startsWith("--headless")),
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost",
      ],
    });
  });
  test.afterAll(async () => browser?.close());

  /** A fresh visitor's tab, with `preferences` stored as their earlier choice (none: no choice yet). */
  async function visitorTab(baseURL: string, path: string, preferences?: { analytics: boolean; marketing: boolean }) {
    const context = await browser.createBrowserContext();
    const tab = await context.newPage();
    await tab.setViewport({ width: 1280, height: 800 });
    await tab.goto(new URL(path, baseURL).href);
    if (preferences) {
      await tab.evaluate(
        ({ keys, version, preferences }) => {
          localStorage.setItem(keys.decision, preferences.analytics && preferences.marketing ? "accepted" : "customized");
          localStorage.setItem(keys.preferences, JSON.stringify({ necessary: true, ...preferences }));
          localStorage.setItem(keys.version, version);
        },
        { keys: CONSENT_STORAGE_KEYS, version: copy.version, preferences },
      );
      await tab.reload();
    }
    return { tab, close: () => context.close() };
  }

  /** Rests the pointer on the header's page link for `restMs`, then clicks it and waits for the next page. */
  async function restThenClick(tab: PuppeteerPage, restMs: number) {
    const link = await tab.$(`header a[href="${headerPageHref()}"]`);
    if (!link) throw new Error("No header link to a page");
    await link.hover();
    await new Promise((resolve) => setTimeout(resolve, restMs));
    await Promise.all([tab.waitForNavigation(), link.click()]);
  }

  const activationStart = (tab: PuppeteerPage) =>
    tab.evaluate(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { activationStart: number }).activationStart,
    );

  const requestedAfterShown = (tab: PuppeteerPage, paths: string[]) =>
    tab.evaluate((wanted) => {
      const [navigation] = performance.getEntriesByType("navigation") as (PerformanceNavigationTiming & { activationStart: number })[];
      const entries = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) =>
        wanted.includes(new URL(entry.name).pathname),
      );
      return {
        all: wanted.every((path) => entries.some((entry) => new URL(entry.name).pathname === path)),
        early: entries.filter((entry) => entry.startTime < navigation.activationStart).map((entry) => entry.name),
      };
    }, paths);

  const bannerShowing = (tab: PuppeteerPage) =>
    tab.evaluate(
      (title) => [...document.querySelectorAll("h2")].some((heading) => heading.textContent === title && heading.checkVisibility()),
      copy.banner.title,
    );

  test("is prerendered when the pointer rests on its link, and the click shows it", async ({ baseURL }) => {
    const { tab, close } = await visitorTab(baseURL!, ONE_PAGE_PER_TEMPLATE.service, { analytics: false, marketing: false });
    try {
      await restThenClick(tab, 1000);
      expect(await activationStart(tab)).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  test("starts no tracker before it is shown, and starts them once it is", async ({ baseURL }) => {
    const { tab, close } = await visitorTab(baseURL!, ONE_PAGE_PER_TEMPLATE.article, ALL_ON);
    try {
      // Longer than trackers wait for an idle moment (src/lib/browser/external-scripts.ts).
      await restThenClick(tab, 3000);
      expect(await activationStart(tab)).toBeGreaterThan(0);
      await expect.poll(async () => (await requestedAfterShown(tab, [GTAG_BOOTSTRAP_PATH, LINKEDIN_BOOTSTRAP_PATH])).all).toBe(true);
      expect((await requestedAfterShown(tab, [GTAG_BOOTSTRAP_PATH, LINKEDIN_BOOTSTRAP_PATH])).early).toEqual([]);
    } finally {
      await close();
    }
  });

  test("times the cookie banner from when it is shown", async ({ baseURL }) => {
    const { tab, close } = await visitorTab(baseURL!, ONE_PAGE_PER_TEMPLATE.legal);
    try {
      // The next page loads in the prerender long before the banner's delay is over.
      await restThenClick(tab, 3000);
      const { shownFor, showing } = await tab.evaluate(
        (title) => ({
          shownFor:
            performance.now() -
            (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { activationStart: number }).activationStart,
          showing: [...document.querySelectorAll("h2")].some((heading) => heading.textContent === title),
        }),
        copy.banner.title,
      );
      expect(await activationStart(tab)).toBeGreaterThan(0);
      expect(shownFor, "checked too late to tell").toBeLessThan(1500);
      expect(showing).toBe(false);
      await expect.poll(() => bannerShowing(tab), { timeout: 5000 }).toBe(true);
    } finally {
      await close();
    }
  });

  test("holds to a choice made on the page it was prerendered from", async ({ baseURL }) => {
    const { tab, close } = await visitorTab(baseURL!, ONE_PAGE_PER_TEMPLATE.legal);
    try {
      // The next page is prerendered while no choice is stored...
      const link = await tab.$(`header a[href="${headerPageHref()}"]`);
      await link!.hover();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // ...then the visitor accepts in the banner, and clicks.
      await expect.poll(() => bannerShowing(tab), { timeout: 5000 }).toBe(true);
      await tab.evaluate((label) => {
        const button = [...document.querySelectorAll("button")].find((candidate) => candidate.textContent?.trim() === label);
        button?.click();
      }, copy.banner.accept);
      await restThenClick(tab, 200);
      expect(await activationStart(tab)).toBeGreaterThan(0);
      await expect.poll(async () => (await requestedAfterShown(tab, [GTAG_BOOTSTRAP_PATH])).all).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await bannerShowing(tab)).toBe(false);
    } finally {
      await close();
    }
  });
});

test.describe("back and forward", () => {
  async function noteRestores(page: Page) {
    await page.addInitScript(() => {
      addEventListener("pageshow", (event) => {
        if (event.persisted) Object.assign(window, { restoredFromCache: true });
      });
    });
  }

  // Chromium never keeps a page answered with an error status, so the not-found page is left out.
  const { "not found": _notFound, ...templates } = ONE_PAGE_PER_TEMPLATE;
  for (const [template, path] of Object.entries(templates)) {
    test(`${template} page: going back restores it from the back/forward cache`, async ({ page }) => {
      await answerCookieBanner(page);
      await noteRestores(page);
      await page.goto(path);
      await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
      const otherPage = path === ONE_PAGE_PER_TEMPLATE.legal ? ONE_PAGE_PER_TEMPLATE.contact : ONE_PAGE_PER_TEMPLATE.legal;
      await page.goto(otherPage);
      await page.goBack({ waitUntil: "commit" });
      await expect.poll(() => page.evaluate(() => "restoredFromCache" in window)).toBe(true);
    });
  }

  test("a page restored after analytics was withdrawn on another page stops analytics", async ({ page }) => {
    await storeChoice(page, ANALYTICS_ONLY);
    await noteRestores(page);
    await page.goto(ONE_PAGE_PER_TEMPLATE.service);
    await expect.poll(async () => (await requestedAt(page, [GTAG_BOOTSTRAP_PATH]))[GTAG_BOOTSTRAP_PATH].length).toBeGreaterThan(0);
    const analyticsOff = () => page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], MEASUREMENT_ID);
    await expect.poll(analyticsOff).toBe(false);

    await page.goto(ONE_PAGE_PER_TEMPLATE.legal);
    await withdrawAnalytics(page);

    await page.goBack({ waitUntil: "commit" });
    await expect.poll(() => page.evaluate(() => "restoredFromCache" in window)).toBe(true);
    await expect.poll(analyticsOff).toBe(true);
  });
});

test("withdrawing analytics in one tab stops it in the site's other open tabs at once", async ({ context }) => {
  const [here, there] = [await context.newPage(), await context.newPage()];
  await storeChoice(here, ANALYTICS_ONLY);
  await storeChoice(there, ANALYTICS_ONLY);
  await there.goto(ONE_PAGE_PER_TEMPLATE.landing);
  await here.goto(ONE_PAGE_PER_TEMPLATE.contact);
  const analyticsOff = () => there.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], MEASUREMENT_ID);
  await expect.poll(analyticsOff).toBe(false);

  await withdrawAnalytics(here);

  await expect.poll(analyticsOff, { timeout: 2000 }).toBe(true);
  expect(
    await there.evaluate(() =>
      (window as unknown as { dataLayer: IArguments[] }).dataLayer
        .map((entry) => Array.from(entry))
        .filter((entry) => entry[0] === "consent")
        .at(-1),
    ),
  ).toEqual(["consent", "update", { analytics_storage: "denied" }]);
});
