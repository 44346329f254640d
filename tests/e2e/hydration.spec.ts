/**
 * Hydration on demand, as a visitor meets it: every section works from its HTML until its code is
 * needed; one whose script acts on its own (the reviews) hydrates when it nears the window, one
 * whose script only answers the visitor (the header, the heroes, the forms, the footer) when the
 * visitor touches it or a mouse comes onto it; each works the same after; what the visitor typed
 * or pressed before is kept; and no page logs an error, whether from a script or from React finding
 * the server's HTML not as it drew it.
 */
import type { Locator, Page } from "@playwright/test";
import { siteFiles } from "../../src/content-model/reader";
import { LANDING_PATH } from "../../src/lib/routes";
import { articles, services } from "../support/content";
import { ONE_PAGE_PER_TEMPLATE } from "../support/site";
import { expect, scrollThroughPage, test, visit } from "../support/fixtures";

const { consent } = siteFiles;
const PHONE = { width: 390, height: 844 };

/** The island (src/hydration/island.tsx) that holds `inner`. */
const islandOf = (inner: Locator) => inner.locator("xpath=ancestor::*[@data-island][1]");
const isHydrated = (island: Locator) => island.evaluate((element) => element.hasAttribute("data-hydrated"));

/** Holds back the scripts the page loads after its first ones (the islands' code) until `release` is called. */
async function holdBackLaterScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let firstScriptsDone = false;
  await page.route("**/*.js", async (route) => {
    if (firstScriptsDone) await released;
    await route.continue().catch(() => undefined);
  });
  return {
    firstScriptsDone: () => (firstScriptsDone = true),
    release: () => release(),
  };
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the landing page's sections keep their HTML until needed, and work before and after", async ({ page }) => {
    await visit(page, LANDING_PATH);
    const header = islandOf(page.getByRole("banner"));
    const hero = islandOf(page.locator("#hero-heading"));
    const reviews = islandOf(page.locator("#reviews"));
    const contact = islandOf(page.locator("#send-message"));
    const footer = islandOf(page.getByRole("contentinfo"));
    // The page is ready, yet nothing of it has hydrated: its first screen only answers a touch.
    for (const island of [header, hero, reviews, contact, footer]) expect(await isHydrated(island)).toBe(false);
    // Sections with nothing a script does are never hydrated.
    const neverHydrated = page.locator("[data-island=never]");
    expect(await neverHydrated.count()).toBeGreaterThan(0);

    // The phone menu opens from its HTML, and the touch brings the header's code.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expect.poll(() => isHydrated(header)).toBe(true);
    await page.keyboard.press("Escape");
    // Near the window, the reviews hydrate: for a visitor who allowed it, they load themselves.
    await page.locator("#reviews").scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(reviews)).toBe(true);
    // In sight, the contact form is the server's form, posting to the contact function, until the visitor goes into it.
    await page.locator("#send-message").scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(await isHydrated(contact)).toBe(false);
    await expect(page.locator("#send-message form")).toHaveAttribute("method", "post");
    await page.locator("#send-message form").getByRole("textbox").first().focus();
    await expect(page.locator("#send-message form[novalidate]")).toHaveCount(1);
    expect(await isHydrated(contact)).toBe(true);
    await scrollThroughPage(page);
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(await isHydrated(footer), "the footer waits for a touch").toBe(false);
    expect(await isHydrated(hero), "the hero waits for a touch on a phone").toBe(false);
    for (const island of await neverHydrated.all()) expect(await isHydrated(island)).toBe(false);
  });

  test("a service page's questions open from their HTML; the sections after the hero are never hydrated", async ({ page }) => {
    const [service] = services();
    await visit(page, service.path);
    const faq = page.getByTestId("faq");
    await faq.scrollIntoViewIfNeeded();
    const [first, second] = await faq.locator("details").all();
    await first.locator("summary").click();
    await expect(first.locator("p")).toBeVisible();
    await second.locator("summary").click();
    await expect(second.locator("p")).toBeVisible();
    await expect(first.locator("p")).toBeHidden();
    expect(await isHydrated(islandOf(faq))).toBe(false);
  });
});

test("a touch hydrates a section at once, wherever it is: Tab into the footer's newsletter field", async ({ page }) => {
  await visit(page, services()[0].path);
  const footer = islandOf(page.getByRole("contentinfo"));
  expect(await isHydrated(footer)).toBe(false);
  // Focus arrives in the field while the footer is far below the window (as a keyboard jump can
  // bring it), so only the touch, not nearness, can hydrate it.
  await page
    .getByTestId("subscribe-footer")
    .getByRole("textbox")
    .evaluate((field: HTMLInputElement) => {
      field.focus({ preventScroll: true });
      window.scrollTo({ top: 0, behavior: "instant" });
    });
  await expect.poll(() => isHydrated(footer)).toBe(true);
});

test("a press on a button only a script can answer, made before its section hydrated, is answered once it has", async ({ page }) => {
  const held = await holdBackLaterScripts(page);
  await visit(page, ONE_PAGE_PER_TEMPLATE.legal);
  held.firstScriptsDone();
  const settings = page.getByRole("contentinfo").getByRole("button", { name: consent.settingsLink });
  await settings.click();
  expect(await isHydrated(islandOf(settings))).toBe(false);
  held.release();
  await expect(page.getByRole("dialog", { name: consent.dialog.title })).toBeVisible();
  await page.getByRole("button", { name: consent.dialog.cancel }).click();
  await expect(page.getByRole("dialog", { name: consent.dialog.title })).toHaveCount(0);
});

test("a press made while its section is hydrating is answered too", async ({ page }) => {
  // The press comes after the section's code has arrived and its root has taken over the HTML,
  // before the island has marked itself hydrated (from an effect, once the browser has painted):
  // a moment that lasts a few frames on a slow phone, and that a busy machine can run in one task,
  // leaving no moment to press in. So the visit is made again, up to six times, until one lands
  // a press in it; the press must then be answered.
  const settings = page.getByRole("contentinfo").getByRole("button", { name: consent.settingsLink });
  let pressed = false;
  for (let visitNumber = 1; visitNumber <= 6 && !pressed; visitNumber++) {
    await visit(page, ONE_PAGE_PER_TEMPLATE.legal);
    expect(await isHydrated(islandOf(settings))).toBe(false);
    // The renderer marks the element it hydrates into as a root at once (React's
    // `__reactContainer$…`; Preact's `__k` where the owner chose Preact).
    const pressedMidway = settings.evaluate(
      (button: HTMLButtonElement) =>
        new Promise<boolean>((resolve) => {
          const island = button.closest("[data-island]")!;
          const until = performance.now() + 15_000;
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const hydrating =
              [island, ...island.querySelectorAll("*")].some((element) =>
                Object.keys(element).some((key) => key === "__k" || key.startsWith("__reactContainer$")),
              ) && !island.hasAttribute("data-hydrated");
            if (hydrating) {
              button.click();
              resolve(true);
            } else if (island.hasAttribute("data-hydrated") || performance.now() > until) resolve(false);
            else channel.port2.postMessage(null);
          };
          channel.port2.postMessage(null);
        }),
    );
    // A touch elsewhere in the footer (its newsletter field taking focus) starts its hydration.
    await page.getByTestId("subscribe-footer").getByRole("textbox").focus();
    pressed = await pressedMidway;
  }
  expect(pressed, "a press between the section's code arriving and its hydration finishing, in six visits").toBe(true);
  await expect(page.getByRole("dialog", { name: consent.dialog.title })).toBeVisible();
});

test("what a visitor types into the footer's newsletter field before it hydrates is kept, and the form answers in place after", async ({
  page,
}) => {
  const held = await holdBackLaterScripts(page);
  await visit(page, articles()[0].path);
  held.firstScriptsDone();
  const form = page.getByTestId("subscribe-footer");
  const field = form.getByRole("textbox");
  await field.fill("not-an-address");
  expect(await isHydrated(islandOf(form))).toBe(false);
  held.release();
  await expect.poll(() => isHydrated(islandOf(form))).toBe(true);
  await expect(field).toHaveValue("not-an-address");
  await form.getByRole("button").click();
  // Answered in place by the script (a post would have left the page).
  await expect(form.getByRole("status")).not.toBeEmpty();
  await expect(page).toHaveURL(new RegExp(`${articles()[0].path}$`));
});

test("no template logs an error, from a script or from hydration, as a visitor scrolls through it and reaches for each part", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !/Failed to load resource/.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of Object.values(ONE_PAGE_PER_TEMPLATE)) {
    await visit(page, path);
    await scrollThroughPage(page);
    // The mouse comes onto every section that waits for the visitor, and each hydrates.
    for (const island of await page.locator("[data-island=when-touched]").all()) {
      await island.locator("xpath=./*/*").first().hover({ force: true });
      await expect.poll(() => isHydrated(island), `${path}: a section hydrates when the mouse comes onto it`).toBe(true);
    }
    await page.waitForLoadState("networkidle");
  }
  expect(errors).toEqual([]);
});
