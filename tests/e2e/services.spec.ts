import path from "node:path";
import type { Page } from "@playwright/test";
import { answerCookieBanner, expect, test, visit } from "../support/fixtures";
import { caseStudies, landing, services } from "../support/content";

function serviceBySlug(slug: string) {
  const service = services().find((entry) => entry.slug === slug);
  if (!service) throw new Error(`content/services/${slug}.json is missing`);
  return service;
}

const VIDEO_HOSTS = /vimeo\.com|vimeocdn\.com|vumbnail\.com/;

function recordVideoHostRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) seen.push(request.url());
  });
  return seen;
}

/** The player itself is third-party; tests answer it locally so they never leave the machine. */
async function stubPlayer(page: Page) {
  await page.route(VIDEO_HOSTS, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>player</title>" }));
}

/** Tags the open dialog's player, so a test can tell whether closing the dialog replaced it. */
async function markPlayer(page: Page) {
  await page
    .getByRole("dialog")
    .locator("iframe")
    .evaluate((frame) => frame.setAttribute("data-was-playing", ""));
}

/** Closing a dialog stops its film: the player that was playing is gone, and a fresh one waits unloaded. */
async function expectPlayerReplaced(page: Page) {
  await expect(page.locator("dialog iframe[data-was-playing]")).toHaveCount(0);
}

test.describe("service pages", () => {
  for (const service of services()) {
    test(`${service.slug}: own heading, 3 to 5 questions, and a click-to-load player`, async ({ page }) => {
      const videoRequests = recordVideoHostRequests(page);
      await stubPlayer(page);
      await visit(page, service.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.hero.headline);
      const questions = page.getByTestId("faq").locator("details");
      const count = await questions.count();
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(5);
      expect(count).toBe(service.faq.length);

      await page.waitForLoadState("networkidle");
      expect(videoRequests).toEqual([]);

      const play = page.getByRole("button", { name: "Play Video" });
      await play.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      const player = dialog.locator("iframe");
      await expect(player).toHaveAttribute("src", new RegExp(`/video/${service.hero.videoId}\\?autoplay=1`));
      await expect(player).toHaveAttribute("src", /dnt=1/);
      if (service.hero.videoOrientation === "portrait") {
        const box = await player.boundingBox();
        expect(box && box.height > box.width).toBe(true);
      }
      await markPlayer(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expectPlayerReplaced(page);
      await expect(play).toBeFocused();

      const closing = page.getByRole("link", { name: /Get Started Today/ });
      await expect(closing).toHaveAttribute("target", "_blank");
    });
  }

  test("the FAQ keeps one answer open at a time and can close it", async ({ page }) => {
    await visit(page, "/training-video-production-milton-keynes");
    const items = page.getByTestId("faq").locator("details");
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await items.nth(1).locator("summary").click();
    await expect(page.getByTestId("faq").locator("details[open]")).toHaveCount(0);
    await items.nth(2).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(2)).toHaveAttribute("open", "");
  });

  test("Start Your Project takes the visitor to the contact form", async ({ page }) => {
    await visit(page, "/event-video-production-milton-keynes");
    await page.getByRole("link", { name: /Start Your Project/ }).click();
    await expect(page).toHaveURL(/\/contact#send-message$/);
    await expect(page.locator("#send-message")).toBeInViewport();
  });

  test("the AI page compares traditional and AI-enhanced timelines and books from the hero", async ({ page }) => {
    const service = serviceBySlug("ai-video-production-milton-keynes");
    await visit(page, service.path);
    const columns = page.getByTestId("comparison-column");
    await expect(columns.nth(0)).toContainText("2-4 weeks");
    await expect(columns.nth(1)).toContainText("3-7 days");
    await expect(page.getByTestId("faq").locator("details")).toHaveCount(service.faq.length);
    await expect(
      page
        .locator("#service-heading")
        .locator("..")
        .getByRole("link", { name: /Book Discovery Call/ }),
    ).toHaveAttribute("target", "_blank");
  });

  test("the e-learning page has its six types, its steps and comparison", async ({ page }) => {
    const service = serviceBySlug("e-learning-video-production-milton-keynes");
    await visit(page, service.path);
    for (const type of ["Compliance", "Onboarding", "Software", "Skills", "Product", "Assessment"]) {
      await expect(page.getByRole("heading", { level: 3, name: new RegExp(`^${type}`) }).first()).toBeVisible();
    }
    await expect(page.getByTestId("comparison-column").nth(0)).toContainText("4-8 weeks");
    await expect(page.getByTestId("comparison-column").nth(1)).toContainText("1-2 weeks");
    const steps = (service.process as { steps: unknown[] }).steps;
    await expect(page.locator("#process-heading").locator("xpath=ancestor::section[1]").locator("ol > li")).toHaveCount(steps.length);
    await expect(page.getByTestId("faq").locator("details")).toHaveCount(service.faq.length);
  });
});

test.describe("landing page video", () => {
  test("Watch Our Story loads the player only when pressed", async ({ page }) => {
    const videoRequests = recordVideoHostRequests(page);
    await stubPlayer(page);
    await visit(page, "/video-production-milton-keynes");
    await page.waitForLoadState("networkidle");
    expect(videoRequests).toEqual([]);
    await page.getByRole("button", { name: "Watch Our Story" }).click();
    await expect(page.getByRole("dialog").locator("iframe")).toHaveAttribute(
      "src",
      new RegExp(`/video/${landing.hero.videoId}\\?autoplay=1`),
    );
    await markPlayer(page);
    await page.getByRole("button", { name: "Close video" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expectPlayerReplaced(page);
    await expect(page.getByRole("button", { name: "Watch Our Story" })).toBeFocused();
  });

  test("the background clip is not played when the visitor prefers reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await answerCookieBanner(page);
    await visit(page, "/video-production-milton-keynes");
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("hero-video")).toHaveCount(0);
    await context.close();
  });

  test("the background clip is not played when the visitor has asked to save data", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true } }));
    await visit(page, "/video-production-milton-keynes");
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("hero-video")).toHaveCount(0);
  });

  const recordLargestPaints = (page: Page) =>
    page.addInitScript(() => {
      const paints: string[] = [];
      Object.assign(window, { largestPaints: paints });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[]) {
          paints.push(
            entry.element?.tagName === "IMG" ? `IMG ${new URL(entry.url).pathname.split("/").pop()}` : String(entry.element?.tagName),
          );
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
  const largestPaints = (page: Page) => page.evaluate(() => (window as unknown as { largestPaints: string[] }).largestPaints);

  test("from tablet width the clip plays otherwise, and the poster, not the clip, is the page's largest paint", async ({ page }) => {
    for (const viewport of [
      { width: 600, height: 960 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await recordLargestPaints(page);
      await visit(page, "/video-production-milton-keynes");
      await expect(page.getByTestId("hero-video")).toHaveJSProperty("paused", false);
      await page.waitForTimeout(1000);
      const paints = await largestPaints(page);
      expect(paints.at(-1), `${viewport.width} px: ${paints.join(" then ")}`).toMatch(/^IMG poster\./);
    }
  });

  test("a phone downloads neither poster nor clip, and its largest paint is the hero's text", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const heroMedia: string[] = [];
    page.on("request", (request) => {
      if (/\/poster\.|\/media\/hero\./.test(request.url())) heroMedia.push(request.url());
    });
    await recordLargestPaints(page);
    await visit(page, "/video-production-milton-keynes");
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("hero-video")).toHaveCount(0);
    expect(heroMedia).toEqual([]);
    const paints = await largestPaints(page);
    expect(paints.at(-1), paints.join(" then ")).toMatch(/^(H1|P)$/);
    // Widened to a tablet, the poster and the clip appear.
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect(page.getByTestId("hero-video")).toHaveJSProperty("paused", false);
    await expect(page.locator("#main picture img").first()).toBeVisible();
  });
});

test.describe("client logo strip", () => {
  const track = (page: Page) => page.getByRole("region", { name: /client logos/ }).locator("> div");
  const playState = (page: Page) => track(page).evaluate((element) => getComputedStyle(element).animationPlayState);

  test("moves, and stops while the pointer is over it or it has keyboard focus", async ({ page }) => {
    await visit(page, "/video-production-milton-keynes");
    expect(await playState(page)).toBe("running");
    // The strip never stands still, so the pointer is moved onto it by position.
    const strip = page.getByRole("region", { name: /client logos/ });
    await strip.scrollIntoViewIfNeeded();
    const box = (await strip.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    expect(await playState(page)).toBe("paused");
    await page.mouse.move(0, 0);
    expect(await playState(page)).toBe("running");
    await page.getByRole("region", { name: /client logos/ }).focus();
    expect(await playState(page)).toBe("paused");
  });

  test("does not move for a visitor who prefers reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await answerCookieBanner(page);
    await visit(page, "/video-production-milton-keynes");
    expect(await track(page).evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
    await context.close();
  });
});

test.describe("case studies", () => {
  test("lists every client story, each opening its film in a dialog", async ({ page }) => {
    const videoRequests = recordVideoHostRequests(page);
    await stubPlayer(page);
    await visit(page, "/case-studies");
    const entries = page.getByTestId("case-study");
    await expect(entries).toHaveCount(caseStudies.length);
    await page.waitForLoadState("networkidle");
    expect(videoRequests).toEqual([]);
    const first = caseStudies[0];
    await expect(entries.nth(0).getByRole("heading", { level: 2 })).toHaveText(first.company);
    await entries.nth(0).getByRole("button").click();
    await expect(page.getByRole("dialog").locator("iframe")).toHaveAttribute("src", new RegExp(`/video/${first.videoId}\\?`));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "Start Your Project Today" })).toHaveAttribute("href", "/contact#send-message");
  });

  test("on a wide screen the stories zigzag: picture left, then right", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit(page, "/case-studies");
    const side = async (index: number) => {
      const entry = page.getByTestId("case-study").nth(index);
      await entry.scrollIntoViewIfNeeded();
      const picture = await entry.getByTestId("case-study-thumbnail").boundingBox();
      const heading = await entry.getByRole("heading", { level: 2 }).boundingBox();
      return picture!.x < heading!.x ? "left" : "right";
    };
    expect([await side(0), await side(1), await side(2), await side(3)]).toEqual(["left", "right", "left", "right"]);
  });

  test("a case study's own poster comes from the image pipeline with its alt text; if it fails, the video host's image, then a local placeholder", async ({
    page,
  }) => {
    const [first, second] = caseStudies;
    expect(first.thumbnail && second.thumbnail, "the first two case studies have posters of their own").toBeTruthy();
    const fileName = (thumbnail: string) => path.posix.basename(thumbnail).replace(/\.[^.]+$/, "");
    // Every width and format the pipeline made of the first poster fails.
    await page.route(new RegExp(`/static/.+/${fileName(first.thumbnail!)}\\.(avif|webp|jpg|png)$`), (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await page.route(/vumbnail\.com/, (route) => route.fulfill({ status: 404, body: "" }));
    await visit(page, "/case-studies");
    // The story, not its picture, is scrolled to: the picture is replaced as each source fails.
    await page.getByTestId("case-study").nth(0).scrollIntoViewIfNeeded();
    const thumbnail = page.getByTestId("case-study").nth(0).getByTestId("case-study-thumbnail");
    await expect(thumbnail).toHaveAttribute("src", "/case-studies/placeholder.jpg");
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const story = page.getByTestId("case-study").nth(1);
    const own = story.getByTestId("case-study-thumbnail");
    await own.scrollIntoViewIfNeeded();
    await expect(own).toHaveAttribute("alt", second.thumbnailAlt!);
    await expect(story.locator('picture source[type="image/avif"]').first()).toHaveAttribute(
      "srcset",
      new RegExp(fileName(second.thumbnail!)),
    );
    await expect.poll(() => own.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });
});
