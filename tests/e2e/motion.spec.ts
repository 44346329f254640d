/**
 * Motion the visitor controls (WCAG 2.2.2, Pause, Stop, Hide), in Chromium: whatever moves by
 * itself on the site has a button beside it that stops it, reached and pressed by keyboard, mouse
 * or finger; the choice holds on the next page and the next visit; a visitor who asks for reduced
 * motion, or whose browser runs no scripts, meets nothing moving at all. The rule itself (nothing
 * moves for more than five seconds without a visible control) is checked on every page of the site
 * by the accessibility audit (quality-a11y.spec.ts), in the same visit, so a new animation or film
 * anywhere needs its control.
 */
import type { Locator, Page } from "@playwright/test";
import { siteFiles } from "../../src/content-model/reader";
import { MOTION_CONTROLS, MOTION_TOGGLE, STOPPED_VALUE, type MotionControl } from "../../src/lib/browser/motion-controls";
import { CONTACT_PATH, LANDING_PATH } from "../../src/lib/routes";
import { expect, test, visit } from "../support/fixtures";
import { movingThings, uncontrolledMotion } from "../support/motion";

const { labels } = siteFiles;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The smallest target for a finger (WCAG 2.5.5's 44 by 44 CSS pixels). */
const FINGER = 44;
/** At most this many presses of Tab from the top of the page to any control. */
const MOST_TABS = 80;

const control = (page: Page, name: MotionControl) => page.locator(`button[${MOTION_TOGGLE}="${name}"]`);
const film = (page: Page) => page.getByTestId("hero-video");
const strip = (page: Page) => page.getByRole("region", { name: new RegExp(labels.clientLogos) }).locator("> div");

/** Whether the strip stands still: its animation stopped, paused or gone. */
const stripStill = (page: Page) =>
  strip(page).evaluate((track) => {
    const style = getComputedStyle(track);
    return style.animationName === "none" || style.animationPlayState === "paused";
  });

/** Presses Tab, as a keyboard visitor would, until `target` has the focus; fails after MOST_TABS presses. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < MOST_TABS; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${MOST_TABS} presses of Tab never reached ${String(target)}`);
}

/** Whether the focused element shows a focus ring of at least 2 px. */
const focusRingShown = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    return element.matches(":focus-visible") && style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
  });

async function storedChoices(page: Page) {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.flatMap((key) => (localStorage.getItem(key) === null ? [] : [[key, localStorage.getItem(key)]]))),
    Object.values(MOTION_CONTROLS).map((entry) => entry.storageKey),
  );
}

async function expectStopped(page: Page, where: string) {
  await expect(control(page, "heroFilm"), where).toHaveAttribute("aria-pressed", "true");
  await expect(control(page, "clientLogos"), where).toHaveAttribute("aria-pressed", "true");
  await expect(film(page), where).toHaveJSProperty("paused", true);
  expect(await stripStill(page), `${where}: the strip stands still`).toBe(true);
  expect(await uncontrolledMotion(page, where)).toEqual([]);
  expect(await movingThings(page), `${where}: nothing moves`).toEqual([]);
}

test.describe("the landing page's moving film and logos", () => {
  test("at 1440 px, each has a button that stops it, by keyboard alone, with a focus ring", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await visit(page, LANDING_PATH);
    await expect(film(page)).toHaveJSProperty("paused", false);
    expect(await stripStill(page)).toBe(false);
    // Both move, and each has its control: the rule below sees them.
    const moving = await movingThings(page);
    expect(moving.map((thing) => thing.control).sort()).toEqual(["client-logos-motion", "hero-film-motion"]);

    const filmButton = control(page, "heroFilm");
    await expect(filmButton).toHaveAccessibleName(labels.motion.pauseFilm);
    await expect(filmButton).toHaveAttribute("aria-pressed", "false");
    await tabTo(page, filmButton);
    expect(await focusRingShown(filmButton), "the film's button shows where the focus is").toBe(true);
    await page.keyboard.press("Enter");
    await expect(film(page)).toHaveJSProperty("paused", true);
    await expect(filmButton).toHaveAttribute("aria-pressed", "true");

    const stripButton = control(page, "clientLogos");
    await expect(stripButton).toHaveAccessibleName(labels.motion.stopLogos);
    await tabTo(page, stripButton);
    expect(await focusRingShown(stripButton), "the strip's button shows where the focus is").toBe(true);
    await page.keyboard.press("Space");
    await expect(stripButton).toHaveAttribute("aria-pressed", "true");
    expect(await stripStill(page)).toBe(true);
    expect(await storedChoices(page)).toEqual({ heroFilmPaused: STOPPED_VALUE, clientLogosPaused: STOPPED_VALUE });

    // Pressed again, each moves again, and nothing is kept.
    await page.keyboard.press("Shift+Tab");
    await expect(filmButton).toBeFocused();
    await page.keyboard.press("Space");
    await expect(film(page)).toHaveJSProperty("paused", false);
    await page.keyboard.press("Tab");
    await expect(stripButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(stripButton).toHaveAttribute("aria-pressed", "false");
    // The button is not in the strip, whose own focus holds it still: the strip moves again at once.
    expect(await stripStill(page)).toBe(false);
    expect(await storedChoices(page)).toEqual({});
  });

  test("the choice holds across a reload and on returning from another page, and a stopped film is never started", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await visit(page, LANDING_PATH);
    await control(page, "heroFilm").click();
    await control(page, "clientLogos").click();
    await expect(film(page)).toHaveJSProperty("paused", true);

    // The strip is held still by the root's mark from the moment the parser puts it in the page, before any paint.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { stripWhenParsed: seen });
      const watch = new MutationObserver(() => {
        const track = document.querySelector('[role="region"] > div');
        if (!track) return;
        seen.push(getComputedStyle(track).animationName);
        watch.disconnect();
      });
      watch.observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    expect(await page.evaluate(() => (window as unknown as { stripWhenParsed: string[] }).stripWhenParsed)).toEqual(["none"]);
    await expectStopped(page, "after a reload");
    expect(await film(page).evaluate((video: HTMLVideoElement) => video.played.length), "the film never played").toBe(0);

    await visit(page, CONTACT_PATH);
    expect(await storedChoices(page)).toEqual({ heroFilmPaused: STOPPED_VALUE, clientLogosPaused: STOPPED_VALUE });
    // Back by the header's logo, as a visitor returns to the home page.
    await page
      .getByRole("banner")
      .getByRole("link", { name: new RegExp(labels.layout.homeLink) })
      .first()
      .click();
    await page.waitForURL(`**${LANDING_PATH}`);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await expectStopped(page, "back from the contact page");
  });

  test("at 390 px there is no film, and the strip's button is in sight, a finger's size, and reached by keyboard", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await visit(page, LANDING_PATH);
    await expect(film(page)).toHaveCount(0);
    await expect(control(page, "heroFilm")).toHaveCount(0);
    const stripButton = control(page, "clientLogos");
    await tabTo(page, stripButton);
    await expect(stripButton).toBeInViewport({ ratio: 1 });
    const box = (await stripButton.boundingBox())!;
    expect(box.height, "the button's height").toBeGreaterThanOrEqual(FINGER);
    expect(box.width, "the button's width").toBeGreaterThanOrEqual(FINGER);
    expect(box.x + box.width, "the button within the screen").toBeLessThanOrEqual(PHONE.width);
    expect(await focusRingShown(stripButton)).toBe(true);
    await page.keyboard.press("Enter");
    expect(await stripStill(page)).toBe(true);
    // A tap (a click where it is) starts it again.
    await stripButton.click();
    expect(await stripStill(page)).toBe(false);
  });

  test("a visitor who asks for reduced motion meets nothing moving without a click, and no button for motion that is not there", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await visit(page, LANDING_PATH);
      await page.waitForLoadState("networkidle");
      await expect(film(page)).toHaveCount(0);
      expect(await stripStill(page)).toBe(true);
      expect(await movingThings(page), `${viewport.width} px`).toEqual([]);
      await expect(control(page, "heroFilm")).toHaveCount(0);
      await expect(control(page, "clientLogos")).toBeHidden();
      expect(await storedChoices(page)).toEqual({});
    }
  });
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the strip stands still with every logo in sight, and no button that would do nothing is shown", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(LANDING_PATH);
    expect(await stripStill(page)).toBe(true);
    await expect(control(page, "clientLogos")).toBeHidden();
    await expect(film(page)).toHaveCount(0);
    // Every logo within the screen's width: in rows, not cut off by a strip that cannot move.
    const logos = page.getByRole("region", { name: new RegExp(labels.clientLogos) }).getByRole("img");
    expect(await logos.count()).toBeGreaterThan(0);
    for (const logo of await logos.all()) {
      const box = (await logo.boundingBox())!;
      const name = String(await logo.getAttribute("alt"));
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
    }
  });
});
