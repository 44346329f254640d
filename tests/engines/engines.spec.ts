/**
 * The site in Firefox and in Safari's engine (WebKitGTK), as visitors on those browsers meet it:
 * every template without an error at desktop and phone widths, laid out as Chromium lays it out
 * (headings, pictures, controls and landmarks) and looking as its baselines show, the header
 * menus, the questions, the film dialog, the buttons that stop the landing page's motion, the
 * cookie banner, the contact form's mistakes and success, the footer's newsletter, and actions
 * taken the moment a page has loaded. The engines
 * come from Debian (see support/engines.ts); without them the suite says so, and fails in CI.
 */
import { test as base, expect } from "@playwright/test";
import { siteFiles } from "../../src/content-model/reader";
import { MOTION_CONTROLS, MOTION_TOGGLE, type MotionControl } from "../../src/lib/browser/motion-controls";
import { CONTACT_PATH, LANDING_PATH } from "../../src/lib/routes";
import { services } from "../support/content";
import { ONE_PAGE_PER_TEMPLATE } from "../support/site";
import {
  INSTALL_LINE,
  enginesInstalled,
  openChromium,
  openFirefox,
  openWebKit,
  startErrorRecordingProxy,
  type EngineTab,
} from "./support/engines";
import {
  chromiumLayouts,
  expectLikeBaseline,
  largestDifferences,
  layoutDifferences,
  measure,
  scrollFrameTo,
  showInFrame,
  type Layouts,
} from "./support/layout";

const { consent, contactForm, newsletter } = siteFiles;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Six templates: the landing page, a service, the case studies, the blog, an article, a legal page. */
const TEMPLATES = ["landing", "service", "case studies", "blog index", "article", "legal"] as const;
/** How often a visitor acts the moment a page has loaded, per page. */
const EARLY_TRIES = 5;

const HYDRATED = `document.documentElement.dataset.hydrated === "true"`;
const ERRORS = `window.__engineErrors || []`;
const islandHydrated = (selector: string) =>
  `!!document.querySelector(${JSON.stringify(selector)})?.closest("[data-island]")?.hasAttribute("data-hydrated")`;
const SCROLL_THROUGH = `(async () => {
  for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
    scrollTo({ top: y, behavior: "instant" });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 60)));
  }
  return true;
})()`;
/** Numbers every section that waits for the visitor's touch, so each can be reached for in turn; returns how many. */
const NUMBER_WAITING_SECTIONS = `Array.from(document.querySelectorAll("[data-island=when-touched]")).map((island, index) => island.setAttribute("data-engine-section", String(index))).length`;
/** The box a waiting section draws (its holders draw none). */
const waitingSection = (index: number) => `[data-engine-section="${index}"] > [data-island-root] > *`;
/** The sections that should have hydrated and have not, each named by its first heading or landmark. */
const SECTIONS_NOT_HYDRATED = `Array.from(document.querySelectorAll("[data-island]:not([data-island=never]):not([data-hydrated])")).map((island) =>
  (island.querySelector("h1, h2, h3, header, footer, form")?.textContent || island.innerHTML).trim().slice(0, 60))`;
const BANNER = `document.querySelector('section[aria-labelledby="cookie-banner-title"]')`;
const BANNER_SHOWN = `!!${BANNER}`;
/** Shown, and done sliding in, so a press lands where the button is. */
const BANNER_SETTLED = `!!${BANNER} && ${BANNER}.getAnimations({ subtree: true }).every((animation) => animation.playState !== "running")`;
const FOOTER_EMAIL = `[data-testid="subscribe-footer"] input[type="email"]`;
const servicesMenu = `nav[aria-label="Main"] [data-menu="services"]`;
const industriesMenu = `nav[aria-label="Main"] [data-menu="industries"]`;
const popoverOpen = (menu: string) => `!!document.querySelector(${JSON.stringify(`${menu} [popover]`)})?.matches(":popover-open")`;

/**
 * Beyond each template's first screen, the parts of a page most likely to look different from one
 * engine to another: the native form controls of the contact form, and the questions' disclosure
 * markers.
 */
const PARTS: { template: keyof typeof ONE_PAGE_PER_TEMPLATE; selector: string; name: string }[] = [
  { template: "contact", selector: "#send-message", name: "contact-form" },
  { template: "service", selector: '[data-testid="faq"]', name: "questions" },
];

/**
 * Checks what `engine` shows in the frame against that engine's own baselines (tests/engines/baselines/,
 * updated with `npm run test:baselines`): the page's first screen, then each part of it in PARTS.
 * A failed comparison is noted and the run goes on, so one run shows every picture that changed.
 */
async function expectBaselines(engine: EngineTab, template: keyof typeof ONE_PAGE_PER_TEMPLATE, width: number) {
  const shots = [{ name: template.replaceAll(" ", "-"), selector: undefined as string | undefined }];
  shots.push(...PARTS.filter((part) => part.template === template).map(({ name, selector }) => ({ name, selector })));
  for (const { name, selector } of shots) {
    if (selector) await scrollFrameTo(engine, selector);
    await expectLikeBaseline(engine, [engine.name.toLowerCase(), `${name}-${width}.png`], `${engine.name}'s ${name} at ${width} px`);
  }
}

/** Marks the visible button or link whose text is `text`, so the driver can click it. */
async function clickByText(tab: EngineTab, text: string) {
  const found = await tab.run<boolean>(`(() => {
    document.querySelectorAll("[data-engine-target]").forEach((element) => element.removeAttribute("data-engine-target"));
    const element = Array.from(document.querySelectorAll("button, a")).find((candidate) => candidate.textContent.trim() === ${JSON.stringify(text)} && candidate.checkVisibility());
    element?.setAttribute("data-engine-target", "");
    return Boolean(element);
  })()`);
  expect(found, `a visible control named "${text}"`).toBe(true);
  await tab.click("[data-engine-target]");
}

/** Opens a page as a visitor who answered the cookie banner (denied), and waits for it to hydrate. */
async function visit(tab: EngineTab, path: string) {
  await tab.goto(path);
  await tab.waitFor(HYDRATED, `${path} to hydrate in ${tab.name}`);
}

async function answerBannerBeforehand(tab: EngineTab) {
  await tab.goto(LANDING_PATH);
  await tab.run(`(() => {
    localStorage.clear();
    localStorage.setItem("cookieConsent", "denied");
    localStorage.setItem("cookiePreferences", JSON.stringify({ necessary: true, analytics: false, marketing: false }));
    localStorage.setItem("cookieConsentVersion", ${JSON.stringify(consent.version)});
    return true;
  })()`);
}

async function expectNoErrors(tab: EngineTab, where: string) {
  expect(await tab.run<string[]>(ERRORS), `${tab.name}, ${where}`).toEqual([]);
}

const test = base.extend<object, { proxyOrigin: string }>({
  proxyOrigin: [
    // Playwright reads a fixture's dependencies from its first argument's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const proxy = await startErrorRecordingProxy(String(workerInfo.project.use.baseURL));
      await use(proxy.origin);
      await proxy.stop();
    },
    { scope: "worker" },
  ],
});

base.beforeAll(() => {
  if (enginesInstalled()) return;
  const message = `Firefox ESR and WebKitGTK are not installed (Debian: ${INSTALL_LINE}), so the site was not tried in them`;
  if (process.env.CI) throw new Error(message);
  base.skip(true, message);
});

for (const open of [openFirefox, openWebKit]) {
  test.describe(open === openFirefox ? "Firefox" : "WebKit", () => {
    test.describe.configure({ mode: "serial" });
    let tab: EngineTab;

    test.beforeAll(async ({ proxyOrigin }) => {
      test.setTimeout(60_000);
      tab = await open(proxyOrigin);
      await tab.resize(DESKTOP.width, DESKTOP.height);
      await answerBannerBeforehand(tab);
    });
    test.afterAll(async () => tab?.close());

    test("six templates at 1440 and 390 px load, scroll through, and hydrate each section the visitor touches, without an error", async () => {
      test.setTimeout(180_000);
      for (const viewport of [DESKTOP, PHONE]) {
        await tab.resize(viewport.width, viewport.height);
        for (const template of TEMPLATES) {
          const path = ONE_PAGE_PER_TEMPLATE[template];
          await visit(tab, path);
          await tab.run(SCROLL_THROUGH);
          // A real press into the footer's field, the last section of every page; then the mouse comes onto every other section that waits for the visitor.
          await tab.click(FOOTER_EMAIL);
          await tab.waitFor(islandHydrated(FOOTER_EMAIL), `${path}'s footer to hydrate in ${tab.name}`);
          const waiting = await tab.run<number>(NUMBER_WAITING_SECTIONS);
          expect(waiting).toBeGreaterThan(1);
          for (let index = 0; index < waiting; index++) await tab.hover(waitingSection(index));
          await tab
            .waitFor(`${SECTIONS_NOT_HYDRATED}.length === 0`, `every section of ${path} that was touched or came in sight to hydrate`)
            .catch(async (error: Error) => {
              throw new Error(
                `${error.message} in ${tab.name}; not hydrated: ${(await tab.run<string[]>(SECTIONS_NOT_HYDRATED)).join(" | ")}`,
              );
            });
          await expectNoErrors(tab, `${path} at ${viewport.width} px`);
        }
      }
      await tab.resize(DESKTOP.width, DESKTOP.height);
    });

    test("every template at 1440 and 390 px is laid out as in Chromium and looks as its baselines show", async ({
      browser,
      proxyOrigin,
    }) => {
      test.setTimeout(360_000);
      const pages = [DESKTOP, PHONE].flatMap((viewport) =>
        (Object.entries(ONE_PAGE_PER_TEMPLATE) as [keyof typeof ONE_PAGE_PER_TEMPLATE, string][]).map(([template, path]) => ({
          viewport,
          template,
          path,
          key: `${template}@${viewport.width}`,
        })),
      );
      const layouts: Layouts = {};
      for (const { viewport, template, path, key } of pages) {
        await showInFrame(tab, path, viewport.width, viewport.height);
        layouts[key] = await measure(tab);
        await expectBaselines(tab, template, viewport.width);
      }
      const expected = await chromiumLayouts(async () => {
        const chromium = openChromium(await browser.newPage({ viewport: DESKTOP }), proxyOrigin);
        try {
          await answerBannerBeforehand(chromium);
          const measured: Layouts = {};
          for (const { viewport, template, path, key } of pages) {
            await showInFrame(chromium, path, viewport.width, viewport.height);
            measured[key] = await measure(chromium);
            await expectBaselines(chromium, template, viewport.width);
          }
          return measured;
        } finally {
          await chromium.close();
        }
      });
      const differences: string[] = [];
      const figures: string[] = [];
      for (const { template, path, key, viewport } of pages) {
        const where = `${template} page (${path}) at ${viewport.width} px`;
        differences.push(...layoutDifferences(expected[key], layouts[key], `${tab.name}, ${where}`));
        const largest = largestDifferences(expected[key], layouts[key]);
        figures.push(`${where}: ${largest.box} px, ${largest.section} px, ${largest.top} px, ${(largest.pageHeight * 100).toFixed(1)} %`);
      }
      test.info().annotations.push({
        type: `${tab.name} against Chromium (largest difference of a heading's, picture's or control's box; of a section's or a paragraph's height; of a top; the page's height)`,
        description: figures.join("; "),
      });
      expect(differences, `${tab.name}'s layout against Chromium's`).toEqual([]);
    });

    test("the header's Services and Industries menus open by click, one at a time; the phone menu opens", async () => {
      await visit(tab, LANDING_PATH);
      await tab.click(`${servicesMenu} > button`);
      await tab.waitFor(popoverOpen(servicesMenu), "the Services menu to open");
      await tab.click(`${industriesMenu} > button`);
      await tab.waitFor(popoverOpen(industriesMenu), "the Industries menu to open");
      expect(await tab.run<boolean>(popoverOpen(servicesMenu))).toBe(false);
      await tab.resize(PHONE.width, PHONE.height);
      await visit(tab, LANDING_PATH);
      await tab.click(`button[popovertarget="mobile-menu"]`);
      await tab.waitFor(`document.querySelector("#mobile-menu").matches(":popover-open")`, "the phone menu to open");
      await tab.resize(DESKTOP.width, DESKTOP.height);
      await expectNoErrors(tab, "the menus");
    });

    test("the header's link to the contact section, on the landing page, stops with the section just under the header", async () => {
      await visit(tab, LANDING_PATH);
      await tab.click(`header a[href$="#contact"]`);
      // At rest: away from the top, and in the same place for a second (a busy engine's smooth scroll can pause).
      await tab.waitFor(
        `(() => {
          if (window.__rest?.y !== window.scrollY) window.__rest = { y: window.scrollY, since: performance.now() };
          return window.scrollY > 0 && performance.now() - window.__rest.since >= 1000;
        })()`,
        "the page to come to rest",
      );
      const [top, wanted] = await tab.run<[number, number]>(`(() => {
        const section = document.getElementById("contact");
        const wanted = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) + parseFloat(getComputedStyle(section).scrollMarginTop);
        return [Math.round(section.getBoundingClientRect().top), Math.round(wanted)];
      })()`);
      expect(
        Math.abs(top - wanted),
        `${tab.name}: the contact section's top ${top} px from the window's, not ${wanted}`,
      ).toBeLessThanOrEqual(2);
    });

    test("a question's answer opens, and opening another closes it", async () => {
      await visit(tab, services()[0].path);
      const open = (index: number) => `document.querySelectorAll('[data-testid="faq"] details')[${index}].open`;
      await tab.click(`[data-testid="faq"] details:nth-of-type(1) summary`);
      await tab.waitFor(open(0), "the first answer to open");
      await tab.click(`[data-testid="faq"] details:nth-of-type(2) summary`);
      await tab.waitFor(`${open(1)} && !${open(0)}`, "the second answer to open and the first to close");
    });

    test("Play Video opens the film's dialog with the player and the focus in it; Escape and its close button close it and give the focus back", async () => {
      await visit(tab, services()[0].path);
      const play = `button[commandfor="hero-film"][command="show-modal"]`;
      const dialog = `document.querySelector("dialog#hero-film")`;
      const focusOnPlay = `document.activeElement === document.querySelector(${JSON.stringify(play)})`;
      // WebKitGTK has no invoker commands: the page gives it the polyfill, and the same button then replaces the link.
      await tab.waitFor(`document.querySelector(${JSON.stringify(play)}).checkVisibility()`, `the Play Video button in ${tab.name}`);
      expect(
        await tab.run<boolean>(`document.querySelector('a[href^="https://vimeo.com/"]').checkVisibility()`),
        "the link to the film",
      ).toBe(false);
      for (const closing of ["Escape", "the close button"]) {
        await tab.click(play);
        await tab.waitFor(`${dialog}.open && ${dialog}.matches(":modal")`, "the film's dialog to open, modal");
        await tab.waitFor(`${dialog}.contains(document.activeElement)`, "the focus to move into the dialog");
        await tab.waitFor(
          `!!${dialog}.querySelector('iframe[src^="https://player.vimeo.com/video/"]')`,
          "the player to be put in the dialog",
        );
        if (closing === "Escape") await tab.pressEscape();
        else await tab.click(`dialog#hero-film button[command="close"]`);
        await tab.waitFor(`!${dialog}.open`, `the dialog to close by ${closing}`);
        await tab.waitFor(focusOnPlay, `the focus to return to Play Video after ${closing}`);
        expect(await tab.run<boolean>(`!${dialog}.querySelector("iframe[src]")`), "the player taken out once closed").toBe(true);
      }
      await expectNoErrors(tab, "the film dialog");
    });

    test("the landing page's film and logo strip each stop at their button, reached by Tab and pressed with Enter or Space, and stay stopped on the next visit", async () => {
      const film = `document.querySelector('[data-testid="hero-video"]')`;
      const button = (control: MotionControl) => `document.querySelector('button[${MOTION_TOGGLE}="${control}"]')`;
      const pressed = (control: MotionControl) => `${button(control)}.getAttribute("aria-pressed") === "true"`;
      const stripStill = `getComputedStyle(document.querySelector('[role="region"] > div')).animationName === "none"`;
      const focused = (control: MotionControl) => `document.activeElement === ${button(control)}`;
      /** Puts the focus on whatever comes before the control in the page's order, so one press of Tab reaches it. */
      const focusBefore = (control: MotionControl) => `(() => {
        const focusable = Array.from(document.querySelectorAll("a[href], button, input, select, textarea, [tabindex='0']")).filter((element) => element.checkVisibility());
        focusable[focusable.indexOf(${button(control)}) - 1].focus();
        return true;
      })()`;
      await tab.resize(DESKTOP.width, DESKTOP.height);
      try {
        await visit(tab, LANDING_PATH);
        await tab.waitFor(`!!${film} && !${film}.paused`, `the background film to play in ${tab.name}`);
        expect(await tab.run<boolean>(stripStill), "the strip moves at first").toBe(false);

        await tab.run(focusBefore("heroFilm"));
        await tab.press("Tab");
        await tab.waitFor(focused("heroFilm"), "Tab to reach the film's button");
        // Where the driven engine's keys cannot activate a button (headless Firefox, see EngineTab.press), the press is a click.
        const activate = async (key: "Enter" | "Space", control: MotionControl) =>
          tab.keysActivateButtons ? tab.press(key) : tab.click(`button[${MOTION_TOGGLE}="${control}"]`);
        await activate("Enter", "heroFilm");
        await tab.waitFor(`${film}.paused && ${pressed("heroFilm")}`, "Enter to stop the film");

        await tab.press("Tab");
        await tab.waitFor(focused("clientLogos"), "Tab to reach the strip's button, next");
        await activate("Space", "clientLogos");
        await tab.waitFor(`${pressed("clientLogos")} && ${stripStill}`, "Space to stop the strip");

        await visit(tab, LANDING_PATH);
        await tab.waitFor(`!!${film} && ${pressed("heroFilm")} && ${pressed("clientLogos")}`, "both buttons pressed on the next visit");
        expect(await tab.run<boolean>(`${film}.paused && ${film}.played.length === 0`), "the film not started").toBe(true);
        expect(await tab.run<boolean>(stripStill), "the strip still").toBe(true);
        await expectNoErrors(tab, "the motion controls");
      } finally {
        await tab.run(
          `(() => { ${JSON.stringify(Object.values(MOTION_CONTROLS).map((entry) => entry.storageKey))}.forEach((key) => localStorage.removeItem(key)); return true; })()`,
        );
      }
    });

    test("a first visit sees the cookie banner; Accept all stores the choice, starts analytics, and the banner does not return", async () => {
      await tab.goto(LANDING_PATH);
      await tab.run(`(localStorage.clear(), sessionStorage.clear(), true)`);
      await visit(tab, LANDING_PATH);
      await tab.waitFor(BANNER_SETTLED, "the banner");
      await clickByText(tab, consent.banner.accept);
      await tab.waitFor(`localStorage.getItem("cookieConsent") === "accepted"`, "the choice to be stored");
      // The consent bootstraps were added and ran: Google's command queue holds its consent defaults.
      await tab.waitFor(
        `!!document.querySelector('script[src="/scripts/gtag-consent.js"]') && Array.isArray(window.dataLayer) && window.dataLayer.length > 0`,
        "analytics' consent bootstrap to run",
      );
      await visit(tab, LANDING_PATH);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(await tab.run<boolean>(BANNER_SHOWN), "the banner on a later visit").toBe(false);
      await answerBannerBeforehand(tab);
    });

    test("the contact form names each mistake, then sends and says so", async () => {
      await visit(tab, CONTACT_PATH);
      // Going into the form brings its in-place checks.
      await tab.click("#contact-firstName");
      await tab.waitFor(`!!document.querySelector("#send-message form[novalidate]")`, "the contact form to be enhanced");
      await tab.click(`#send-message button[type="submit"]`);
      await tab.waitFor(`document.querySelectorAll('#send-message [aria-invalid="true"]').length >= 4`, "the mistakes to be marked");
      const fields = { firstName: "Priya", lastName: "Marsh", email: "priya.marsh@example.co.uk", company: "Stantonbury Logistics" };
      for (const [name, value] of Object.entries(fields)) await tab.type(`#contact-${name}`, value);
      await tab.type(`#contact-message`, `Six forklift safety modules, tried in ${tab.name}.`);
      await tab.click(`#send-message button[type="submit"]`);
      await tab.waitFor(
        `document.querySelector('[data-testid="toast"]')?.textContent.includes(${JSON.stringify(contactForm.sent.title)})`,
        "the message to be sent",
      );
      await expectNoErrors(tab, "the contact form");
    });

    test("the footer's newsletter sign-up answers in place", async () => {
      await visit(tab, ONE_PAGE_PER_TEMPLATE.legal);
      await tab.type(FOOTER_EMAIL, `reader-${tab.name.toLowerCase()}-${Date.now()}@example.co.uk`);
      await tab.click(`[data-testid="subscribe-footer"] button[type="submit"]`);
      await tab.waitFor(
        `document.querySelector("#subscribe-footer-status")?.textContent.includes(${JSON.stringify(newsletter.form.confirmationSent.slice(0, 40))})`,
        "the sign-up to be confirmed in place",
      );
      await expectNoErrors(tab, "the newsletter sign-up");
    });

    for (const path of [LANDING_PATH, CONTACT_PATH]) {
      test(`typing and clicking the moment ${path} has loaded loses nothing and breaks nothing (${EARLY_TRIES} tries)`, async () => {
        test.setTimeout(120_000);
        for (let attempt = 1; attempt <= EARLY_TRIES; attempt++) {
          await tab.goto(path);
          const typed = `early-${attempt}@example.co.uk`;
          await tab.type(FOOTER_EMAIL, typed);
          await tab.click(`${servicesMenu} > button`);
          await tab.waitFor(HYDRATED, "the page to hydrate");
          await tab.waitFor(islandHydrated(FOOTER_EMAIL), "the footer to hydrate");
          expect(await tab.run<string>(`document.querySelector(${JSON.stringify(FOOTER_EMAIL)}).value`), `try ${attempt}`).toBe(typed);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await expectNoErrors(tab, `${path}, try ${attempt}`);
        }
      });
    }
  });
}
