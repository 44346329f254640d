import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test, visit } from "../support/fixtures";
import { articles, industries, legalPages, redirects, reviews, services } from "../support/content";

const LANDING = "/video-production-milton-keynes";

test.describe("every route answers with its own heading", () => {
  const routes: [string, string][] = [
    [LANDING, "Training Videos that Communicate, Educate & Inspire"],
    ...services().map((service): [string, string] => [service.path, service.hero.headline]),
    ...legalPages().map((page): [string, string] => [page.path, page.title]),
    ...articles().map((article): [string, string] => [article.path, article.data.title]),
    ["/case-studies", "Case Studies"],
    ["/blog", "Video Production Insights"],
    ["/contact", ""],
  ];

  for (const [path, heading] of routes) {
    test(path, async ({ page }) => {
      const response = await visit(page, path);
      expect(response?.status()).toBe(200);
      const h1 = page.locator("h1");
      await expect(h1).toHaveCount(1);
      if (heading) await expect(h1).toHaveText(heading);
      else await expect(h1).not.toBeEmpty();
    });
  }
});

test("the root address lands on the landing page without leaving itself in the history", async ({ page }) => {
  await visit(page, "/blog");
  await visit(page, "/");
  await expect(page).toHaveURL(new RegExp(`${LANDING}$`));
  await expect(page.locator("h1")).toHaveText("Training Videos that Communicate, Educate & Inspire");
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
});

test("on a plain static host, the root page's own HTML still sends the visitor on without a history entry", async ({ page }) => {
  // The built file, served as a host without redirect rules would serve it.
  const html = readFileSync(resolve(process.env.E2E_PUBLIC_DIR ?? "public", "index.html"), "utf8");
  await visit(page, "/blog");
  await page.route("**/static-host-root", (route) => route.fulfill({ contentType: "text/html", body: html }));
  await page.goto("/static-host-root");
  await expect(page).toHaveURL(new RegExp(`${LANDING}$`));
  await expect(page.locator("h1")).toHaveText("Training Videos that Communicate, Educate & Inspire");
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
});

test("legacy article links answer 301 with their new address", async ({ request }) => {
  expect(redirects.map((redirect) => redirect.from)).toContain("/");
  for (const { from, to } of redirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()["location"], from).toBe(to);
    const target = await request.get(to.split("#")[0]);
    expect(target.status(), to).toBe(200);
  }
});

test("an unknown address shows the not-found page with a 404 and logs the path", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
  const response = await visit(page, "/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect.poll(() => warnings.some((text) => text.includes("/no-such-page-here"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(new RegExp(`${LANDING}$`));
});

/** Opens a page and finds the desktop header's navigation, its two menu buttons and their menus. */
async function headerMenus(page: Page) {
  await visit(page, "/case-studies");
  const nav = page.getByRole("navigation", { name: "Main" });
  return {
    nav,
    servicesButton: nav.getByRole("button", { name: "Services" }),
    industriesButton: nav.getByRole("button", { name: "Industries" }),
    servicesMenu: nav.locator("[data-menu=services] [popover]"),
    industriesMenu: nav.locator("[data-menu=industries] [popover]"),
  };
}

test.describe("header menus on a wide screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("open on hover, one at a time, and close when the pointer leaves", async ({ page }) => {
    const { nav, servicesButton, industriesButton, servicesMenu, industriesMenu } = await headerMenus(page);
    await servicesButton.hover();
    await expect(servicesMenu).toBeVisible();
    const menuServices = services().filter((service) => service.inServicesMenu);
    expect(menuServices.length).toBeGreaterThan(0);
    for (const service of menuServices) {
      await expect(nav.getByRole("link", { name: service.name, exact: true })).toBeVisible();
    }
    await industriesButton.hover();
    await expect(industriesMenu).toBeVisible();
    await expect(servicesMenu).toBeHidden();
    for (const industry of industries()) {
      await expect(nav.getByRole("link", { name: industry.title })).toHaveAttribute("href", `${LANDING}#industries`);
    }
    await page.mouse.move(700, 700);
    await expect(industriesMenu).toBeHidden();
  });

  test("a menu the pointer opened closes once keyboard focus leaves it", async ({ page }) => {
    const { industriesButton, servicesButton, servicesMenu } = await headerMenus(page);
    await servicesButton.hover();
    await expect(servicesMenu).toBeVisible();
    await servicesMenu.getByRole("link").last().focus();
    await page.keyboard.press("Tab");
    await expect(industriesButton).toBeFocused();
    await expect(servicesMenu).toBeHidden();
  });

  test("open on click, close on Escape with focus back on the trigger, and on an outside click", async ({ page }) => {
    const { nav, servicesButton, industriesButton, servicesMenu, industriesMenu } = await headerMenus(page);
    await servicesButton.focus();
    await page.keyboard.press("Enter");
    await expect(servicesMenu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "AI Video Production" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(servicesMenu).toBeHidden();
    await expect(servicesButton).toBeFocused();

    await industriesButton.click();
    await expect(industriesMenu).toBeVisible();
    await page.mouse.move(700, 600);
    await page.mouse.click(700, 600);
    await expect(industriesMenu).toBeHidden();
  });

  test("a click on a menu the pointer opened keeps it open, Escape closes it, and a click opens one menu at a time", async ({ page }) => {
    const { nav, servicesButton, industriesButton, servicesMenu, industriesMenu } = await headerMenus(page);
    await servicesButton.hover();
    await expect(servicesMenu).toBeVisible();
    await servicesButton.click();
    await expect(servicesMenu).toBeVisible();
    await expect(nav.getByRole("link", { name: "AI Video Production" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(servicesMenu).toBeHidden();
    await expect(servicesButton).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(servicesMenu).toBeVisible();
    await industriesButton.click();
    await expect(industriesMenu).toBeVisible();
    await expect(servicesMenu).toBeHidden();
  });

  test("every Services menu link leads to a page", async ({ page, request }) => {
    await visit(page, "/blog");
    const links = page.getByRole("navigation", { name: "Main" }).locator("[data-menu=services] a");
    await expect(links).toHaveCount(services().filter((service) => service.inServicesMenu).length);
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""))) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test("Get Started opens the booking page in a new tab", async ({ page }) => {
    await visit(page, "/blog");
    const getStarted = page.getByRole("banner").getByRole("link", { name: /Get Started/ });
    await expect(getStarted).toHaveAttribute("target", "_blank");
    await expect(getStarted).toHaveAttribute("rel", /noopener/);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens with the same links and dropdowns and closes on Escape and on an outside tap", async ({ page }) => {
    await visit(page, "/blog");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    for (const name of ["About", "Case Studies", "Contact", "Blog"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await menu.getByText("Services", { exact: true }).click();
    await expect(menu.getByRole("link", { name: "Training Videos", exact: true })).toBeVisible();
    await menu.getByRole("link", { name: "Training Videos", exact: true }).click();
    await expect(page).toHaveURL(/\/training-video-production-milton-keynes$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.mouse.click(200, 800);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});

test.describe("section links", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("scroll smoothly on the landing page without reloading it", async ({ page }) => {
    await visit(page, LANDING);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(new RegExp(`${LANDING}#about$`));
    await expect(page.locator("#about")).toBeInViewport();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
  });

  test("load the landing page at the section from other pages", async ({ page }) => {
    await visit(page, "/blog");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(new RegExp(`${LANDING}#contact$`));
    await expect(page.locator("#contact")).toBeInViewport();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined();
  });

  test("on a slow phone, land at the section's heading, not short of it", async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/blog");
    // A phone's CPU: every section passed on the way used to be laid out and grow while the page
    // scrolled there, and the page stopped screens above the section.
    await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(new RegExp(`${LANDING}#contact$`));
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await page.waitForTimeout(1500);
    const top = await page.locator("#contact").evaluate((section) => section.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
  });

  for (const width of [390, 1440]) {
    test(`at ${width} px, every in-page link of the landing page shows the start of its target just under the header, from the top and from another section`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      await visit(page, LANDING);
      // Every link on the page to a part of this page, by its target (header menus, cards, footer).
      const targets = await page.evaluate(() => [
        ...new Set(
          Array.from(document.links)
            .filter((link) => link.pathname === location.pathname && link.hash.length > 1)
            .map((link) => decodeURIComponent(link.hash.slice(1)))
            .filter((id) => document.getElementById(id)),
        ),
      ]);
      expect(targets.length, "in-page links on the landing page").toBeGreaterThan(1);
      const missed: string[] = [];
      for (const [index, id] of targets.entries()) {
        const from = targets[(index + 1) % targets.length];
        for (const start of ["the top", `#${from}`]) {
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
          if (start !== "the top") await followInPageLink(page, from);
          const landing = await followInPageLink(page, id);
          if (!landedRight(landing))
            missed.push(`#${id} from ${start}: its top ${landing.top} px from the window's, not ${landing.wanted}`);
        }
        // Each pair starts afresh: sections a visitor has not yet reached have not been drawn.
        await visit(page, LANDING);
      }
      expect(missed).toEqual([]);
    });
  }

  test("a busy phone's early end-of-scroll signal does not stop the page short of the section", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit(page, LANDING);
    // On a loaded machine Chromium sends `scrollend` for the page's first adjustment, before the
    // smooth scroll has moved; the sections on the way then went back to their estimated heights
    // and the page stopped 700 px short of the contact section.
    const landing = await followInPageLink(page, "contact", { earlyScrollEnd: true });
    expect(landedRight(landing), `#contact's top ${landing.top} px from the window's, not ${landing.wanted}`).toBe(true);
    // Come to rest, the sections far from the window are skipped again, as before the jump.
    await expect(page.locator("html[data-in-page-jump]")).toHaveCount(0);
  });

  test("a service card opens its page at the top", async ({ page }) => {
    await visit(page, `${LANDING}#services`);
    await page
      .locator("#services")
      .getByRole("link", { name: /Documentary Production/ })
      .click();
    await expect(page).toHaveURL(/\/documentary-production-milton-keynes$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/** How many of a rating's five stars are drawn filled: the filled layer's share of the row. */
const filledStars = (stars: Locator) =>
  stars.evaluate(
    (row) => Math.round((parseFloat(getComputedStyle(row, "::before").width) / row.getBoundingClientRect().width) * 5 * 100) / 100,
  );

test("reviews follow the display rules", async ({ page }) => {
  await visit(page, LANDING);
  const section = page.locator("#reviews");
  const summary = section.getByTestId("review-summary");
  await expect(summary).toContainText(reviews.summary.rating.toFixed(1));
  await expect(summary).toContainText(`${reviews.summary.totalReviews} reviews`);
  await expect(summary.getByRole("img")).toHaveAttribute("aria-label", `Rated ${reviews.summary.rating.toFixed(1)} out of 5`);
  expect(await filledStars(summary.getByRole("img"))).toBe(Math.round(reviews.summary.rating));

  const cards = section.getByTestId("review");
  await expect(cards).toHaveCount(Math.min(6, reviews.reviews.length));
  const long = reviews.reviews.filter((review) => review.text.length > 200);
  const short = reviews.reviews.filter((review) => review.text.length <= 200);
  expect(long.length).toBeGreaterThan(0);
  expect(short.length).toBeGreaterThan(0);
  for (const review of reviews.reviews.slice(0, 6)) {
    // As a visitor reads it: the browser lays a section out only once it nears the screen.
    const quote = cards.filter({ hasText: review.authorName }).locator("blockquote");
    await quote.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await quote.innerText()).trim(), "the quote is drawn once on screen").not.toBe("");
    const text = (await quote.innerText()).trim();
    if (review.text.length > 200) {
      expect(text.endsWith("...")).toBe(true);
      expect(text.length).toBeLessThanOrEqual(203);
      expect(review.text.startsWith(text.slice(0, -3))).toBe(true);
    } else {
      expect(text).toBe(review.text);
    }
    expect(await filledStars(cards.filter({ hasText: review.authorName }).getByRole("img"))).toBe(review.rating);
  }
});

test("the landing page's canonical link points at itself", async ({ page }) => {
  await visit(page, LANDING);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${LANDING}$`));
});

interface InPageLanding {
  top: number;
  wanted: number;
  atEnd: boolean;
  atStart: boolean;
}

/**
 * Follows the page's own link to `id`, as a press on it would, and measures once the page has come
 * to rest. `earlyScrollEnd` sends `scrollend` straight after the press, as a busy browser does.
 */
function followInPageLink(page: Page, id: string, { earlyScrollEnd = false } = {}): Promise<InPageLanding> {
  return page.evaluate(
    async ({ id, earlyScrollEnd }) => {
      const link = Array.from(document.links).find((a) => a.pathname === location.pathname && decodeURIComponent(a.hash.slice(1)) === id)!;
      const target = document.getElementById(id)!;
      const wanted =
        parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) + parseFloat(getComputedStyle(target).scrollMarginTop);
      const from = window.scrollY;
      // Where the page need not move (the target already just under the header, or at the top of the
      // page), no scroll will start: that is measured as it stands.
      const needsNoScroll =
        Math.abs(target.getBoundingClientRect().top - wanted) <= 2 ||
        (from === 0 && target.getBoundingClientRect().top >= 0 && target.getBoundingClientRect().top <= wanted + 2);
      link.click();
      if (earlyScrollEnd) window.dispatchEvent(new Event("scrollend"));
      // The scroll may start late on a busy machine; then it has ended once nothing moved for half a second.
      for (let waited = 0; !needsNoScroll && window.scrollY === from && waited < 3000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      let last = Number.NaN;
      for (let still = 0; still < 10;) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        still = window.scrollY === last ? still + 1 : 0;
        last = window.scrollY;
      }
      // A target near the end of the page stops where the page does, lower in the window,
      // and one at its very start (the skip link's) where the page begins.
      const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
      return { top: Math.round(target.getBoundingClientRect().top), wanted: Math.round(wanted), atEnd, atStart: window.scrollY === 0 };
    },
    { id, earlyScrollEnd },
  );
}

/** The target's start is just under the header, or as near as the page's end or start allow. */
function landedRight({ top, wanted, atEnd, atStart }: InPageLanding): boolean {
  return atEnd ? top >= wanted - 2 : atStart ? top <= wanted + 2 : Math.abs(top - wanted) <= 2;
}
