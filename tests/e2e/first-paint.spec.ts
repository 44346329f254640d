/**
 * Every control works from the moment it is painted: with JavaScript off, with the site's scripts
 * held back, and, once they run, without losing a click.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { enhancedContactForm, expect, fillEnquiry, test, visit } from "../support/fixtures";
import { caseStudies, industries, landing, services } from "../support/content";
import { sitemapPaths } from "../support/site";
import { contactErrorMessages } from "../../src/lib/contact-schema";
import { INVOKER_COMMANDS_QUERY } from "../../src/lib/video";

const LANDING = "/video-production-milton-keynes";
const THANK_YOU = "/contact/thank-you";
const VIDEO_HOSTS = /vimeo\.com|vimeocdn\.com|vumbnail\.com/;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The served site writes mail to this folder (see playwright.config.ts). */
const outbox = path.resolve(__dirname, "../../outbox/e2e");
const outboxMessages = () =>
  fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .filter((file) => file.endsWith(".eml"))
        .map((file) => fs.readFileSync(path.join(outbox, file), "utf8"))
    : [];

function recordVideoHostRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) seen.push(request.url());
  });
  return seen;
}

/** The player is third-party; it is answered locally so the tests never leave the machine. */
const answerVideoHostLocally = (page: Page) =>
  page.route(VIDEO_HOSTS, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>player</title>" }));

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const menuPanel = (page: Page, menu: "services" | "industries") => mainNav(page).locator(`[data-menu=${menu}] [popover]`);

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test.describe("on a wide screen", () => {
    test.use({ viewport: DESKTOP });

    test("the Services menu opens by click, its links lead on, and it closes on Escape", async ({ page }) => {
      await page.goto("/case-studies");
      const button = mainNav(page).getByRole("button", { name: "Services" });
      await button.click();
      await expect(menuPanel(page, "services")).toBeVisible();
      const first = services()
        .filter((service) => service.inServicesMenu)
        .sort((a, b) => a.order - b.order)[0];
      // Under its button, not somewhere else on the screen.
      const buttonBox = (await button.boundingBox())!;
      const linkBox = (await mainNav(page).getByRole("link", { name: first.name, exact: true }).boundingBox())!;
      expect(linkBox.y).toBeGreaterThan(buttonBox.y + buttonBox.height - 1);
      expect(Math.abs(linkBox.x - buttonBox.x)).toBeLessThan(40);
      await page.keyboard.press("Escape");
      await expect(menuPanel(page, "services")).toBeHidden();

      await button.focus();
      await page.keyboard.press("Enter");
      await expect(menuPanel(page, "services")).toBeVisible();
      await mainNav(page).getByRole("link", { name: first.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${first.path}$`));
    });

    test("the Industries menu opens by click, closes the Services menu, closes on an outside click, and its links lead on", async ({
      page,
    }) => {
      await page.goto("/blog");
      await mainNav(page).getByRole("button", { name: "Services" }).click();
      await expect(menuPanel(page, "services")).toBeVisible();
      await mainNav(page).getByRole("button", { name: "Industries" }).click();
      await expect(menuPanel(page, "industries")).toBeVisible();
      await expect(menuPanel(page, "services")).toBeHidden();
      await page.mouse.click(700, 600);
      await expect(menuPanel(page, "industries")).toBeHidden();

      await mainNav(page).getByRole("button", { name: "Industries" }).click();
      await mainNav(page).getByRole("link", { name: industries()[0].title }).click();
      await expect(page).toHaveURL(new RegExp(`${LANDING}#industries$`));
    });
  });

  test("the phone menu opens at 390 px, unfolds Services and leads to a service", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/blog");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    await menu.getByText("Services", { exact: true }).click();
    await menu.getByRole("link", { name: "Training Videos", exact: true }).click();
    await expect(page).toHaveURL(/\/training-video-production-milton-keynes$/);
  });

  test("an FAQ answer opens, and opening another closes it", async ({ page }) => {
    await page.goto("/training-video-production-milton-keynes");
    const items = page.getByTestId("faq").locator("details");
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0).locator("p")).toBeVisible();
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1).locator("p")).toBeVisible();
    await expect(items.nth(0).locator("p")).toBeHidden();
  });

  test("Play Video opens its dialog, whose play button loads the player there, and nothing goes to the video host before", async ({
    page,
  }) => {
    const videoRequests = recordVideoHostRequests(page);
    await answerVideoHostLocally(page);
    await page.goto("/training-video-production-milton-keynes");
    await page.waitForLoadState("networkidle");
    expect(videoRequests).toEqual([]);
    const play = page.getByRole("button", { name: "Play Video" });
    await play.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();

    await play.click();
    await expect(dialog).toBeVisible();
    expect(videoRequests).toEqual([]);
    await page.frameLocator("dialog[open] iframe").getByRole("button", { name: /^Play/ }).click();
    await expect.poll(() => videoRequests.filter((url) => url.includes("/video/")).length).toBe(1);
    expect(videoRequests[0]).toMatch(/autoplay=1/);
    await dialog.getByRole("button", { name: "Close video" }).click();
    await expect(dialog).toBeHidden();
  });

  test("a case study's thumbnail opens its film, and the close button closes it", async ({ page }) => {
    const videoRequests = recordVideoHostRequests(page);
    await answerVideoHostLocally(page);
    await page.goto("/case-studies");
    await page.waitForLoadState("networkidle");
    expect(videoRequests).toEqual([]);
    await page.getByTestId("case-study").nth(0).getByRole("button").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator(`iframe[data-video-id="${caseStudies[0].videoId}"]`)).toBeVisible();
    await dialog.getByRole("button", { name: "Close video" }).click();
    await expect(dialog).toBeHidden();
  });

  // A browser that lacks invoker commands also fails the stylesheet's feature query for them, so it
  // skips every rule inside that query. This browser has them; taking those rules out of the page's
  // stylesheets leaves it with exactly the styles such a browser applies.
  test("where invoker commands are missing, each video control is a link to the film's page on the host, opened in a new tab", async ({
    page,
    context,
  }) => {
    const videoRequests = recordVideoHostRequests(page);
    await context.route(VIDEO_HOSTS, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>film</title>" }));
    const controls = [
      { path: LANDING, name: "Watch Our Story", videoId: landing.hero.videoId },
      { path: "/training-video-production-milton-keynes", name: "Play Video" },
      { path: "/case-studies", name: /^Play video/, videoId: caseStudies[0].videoId },
    ];
    for (const control of controls) {
      await page.goto(control.path);
      const dialogId = await page.getByRole("button", { name: control.name, exact: true }).first().getAttribute("commandfor");
      const button = page.locator(`button[commandfor="${dialogId}"][command="show-modal"]`);
      const link = page.getByRole("link", { name: control.name, exact: true }).first();
      await expect(button).toBeVisible();
      await expect(link).toBeHidden();

      const skipped = await page.evaluate((query) => {
        const withoutInvokerRules = (rules: CSSRuleList): number => {
          let count = 0;
          for (let index = rules.length - 1; index >= 0; index--) {
            const rule = rules[index];
            if (rule instanceof CSSSupportsRule && rule.conditionText.replace(/\s+/g, " ") === query) {
              const parent = rule.parentRule;
              if (parent instanceof CSSGroupingRule) parent.deleteRule(index);
              else rule.parentStyleSheet?.deleteRule(index);
              count++;
            } else if (rule instanceof CSSGroupingRule) count += withoutInvokerRules(rule.cssRules);
          }
          return count;
        };
        return [...document.styleSheets].reduce((count, sheet) => count + withoutInvokerRules(sheet.cssRules), 0);
      }, INVOKER_COMMANDS_QUERY);
      expect(skipped).toBeGreaterThan(0);
      await expect(button).toBeHidden();
      await expect(link).toBeVisible();

      // The film the dialog would have played, at its plain address: nothing about the visitor in it.
      const videoId = control.videoId ?? (await page.locator(`#${dialogId} iframe`).getAttribute("data-video-id"));
      expect(videoId).toMatch(/^\d+$/);
      await expect(link).toHaveAttribute("href", `https://vimeo.com/${videoId}`);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      expect(videoRequests).toEqual([]);

      const [film] = await Promise.all([page.waitForEvent("popup"), link.click()]);
      await film.waitForLoadState();
      expect(film.url()).toBe(`https://vimeo.com/${videoId}`);
      await film.close();
      await expect(page).toHaveURL(new RegExp(`${control.path}$`));
    }
  });

  // The contact function answers a form post itself (303 to the thank-you page, or a page of errors).
  test("a message sent by plain form post is stored, mailed and thanked for, with nothing personal in the address", async ({ page }) => {
    const marker = `plain-post-${Date.now()}`;
    await page.goto("/contact");
    const form = await fillEnquiry(page.getByRole("form", { name: "Send us a message" }), marker);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(new RegExp(`${THANK_YOU}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => outboxMessages().filter((mail) => mail.includes(marker)).length, { timeout: 15_000 }).toBe(1);
  });

  test("a form post with a mistake answers with a summary linking to the field, the entries kept, and nothing personal in the address", async ({
    page,
  }) => {
    await page.goto(LANDING);
    const form = await fillEnquiry(page.getByRole("form", { name: "Send us a message" }), "plain-post-error");
    // The browser's own check lets this through; the schema wants a dot in the domain.
    await form.getByLabel("Email").fill("priya@stantonbury");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.waitForLoadState();
    expect(page.url()).not.toMatch(/priya|stantonbury|Marsh|forklift/i);
    const summaryLink = page.getByRole("link", { name: contactErrorMessages.emailInvalid });
    await expect(summaryLink).toBeVisible();
    await summaryLink.click();
    await expect(page.getByLabel(/^Email/)).toBeFocused();
    await expect(page.getByLabel(/^Email/)).toHaveValue("priya@stantonbury");
    await expect(page.getByLabel(/^First name/)).toHaveValue("Priya");
    await expect(page.getByLabel(/^Message/)).toHaveValue(/forklift/);
  });
});

test.describe("with the site's scripts held back for 3 seconds", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test.beforeEach(async ({ page }) => {
    // Every script the site loads is its own (no consent was given to anyone else's).
    await page.route("**/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => undefined);
    });
  });

  test("a tap on the menu button at first paint opens the phone menu", async ({ page }) => {
    await page.goto(LANDING, { waitUntil: "commit" });
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.waitFor();
    await toggle.tap();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible({ timeout: 1_000 });
    // The menu answered before any script did.
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(0);
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Case Studies", exact: true }).tap();
    await expect(page).toHaveURL(/\/case-studies$/);
  });

  test("what a visitor types before the scripts arrive is still there once they have", async ({ page }) => {
    await page.goto("/contact", { waitUntil: "commit" });
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("First name").fill("Priya");
    await form.getByLabel("Message").fill("Six forklift safety modules");
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(0);
    await expect(page.locator("#send-message form[novalidate]")).toHaveCount(1, { timeout: 15_000 });
    await expect(form.getByLabel("First name")).toHaveValue("Priya");
    await expect(form.getByLabel("Message")).toHaveValue("Six forklift safety modules");
  });
});

test.describe("with scripts", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px, after a failed submit, filling every field and one ordinary click on Send sends`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const marker = `one-click-${viewport.width}-${Date.now()}`;
      let posts = 0;
      page.on("request", (request) => request.method() === "POST" && request.url().includes("send-contact-email") && posts++);
      await visit(page, "/contact");
      await page.locator("#send-message").scrollIntoViewIfNeeded();
      const form = await enhancedContactForm(page);
      const send = form.getByRole("button", { name: "Send Message" });
      await send.click();
      await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
      await fillEnquiry(form, marker);
      // A person's click: press, a tenth of a second, release, with focus still in the last field,
      // near the lower edge of the button (any point of it is a fair place to click).
      const { height } = (await send.boundingBox())!;
      await send.click({ delay: 120, position: { x: 24, y: height - 6 } });
      await expect(page.getByTestId("toast")).toContainText("Message sent successfully!");
      expect(posts).toBe(1);
      await expect.poll(() => outboxMessages().filter((mail) => mail.includes(marker)).length, { timeout: 15_000 }).toBe(1);
    });
  }

  test("the thank-you page says the message arrived and what happens next, and is kept out of search", async ({ page, request }) => {
    const response = await visit(page, THANK_YOU);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("main").getByRole("link", { name: /case studies/i })).toBeVisible();
    expect(await sitemapPaths(request)).not.toContain(THANK_YOU);
  });
});
