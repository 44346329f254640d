/**
 * A template laid out at an exact width in any engine, measured and photographed: the proxy's
 * holder page (engines.ts) holds one same-origin frame, sized here and pointed at a page of the
 * site, which the proxy holds still (no motion, every section laid out, the site's typeface, no
 * scroll bar). What is measured is what a visitor reads a layout by: the boxes of the headings,
 * pictures, controls and landmarks (and of the runs of text between them, which place the next
 * box), and the page's height; `layoutDifferences` compares one engine's with Chromium's.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { HERO_ART_MEDIA } from "../../../src/components/landing/hero-art";
import { hoverMenusMedia } from "../../../src/styles/theme";
import { FRAME_HOLDER_PATH, type EngineTab } from "./engines";

export interface Box {
  /** What the element is and which: "heading h2 'Our process' #1". */
  key: string;
  x: number;
  /** The top, from the box before it in the page (see MEASURE). */
  y: number;
  /** What `y` is measured from. */
  from: string;
  width: number;
  height: number;
  /** Laid out inline: its box spans the lines it is on, so only its height and top are compared. */
  inline: boolean;
  /** Its right edge as far as anything around it shows it (the page's own edge aside). */
  shownRight: number;
}

export interface Layout {
  /** The page's width and the widest thing in it (wider is a page that scrolls sideways). */
  width: number;
  scrollWidth: number;
  height: number;
  boxes: Box[];
}

/**
 * How far another engine's layout may be from Chromium's, set from measurement (docs/testing.md,
 * "Firefox and WebKit", has the figures and the reasons).
 */
export const TOLERANCE = {
  /** A box's left edge, width and height, and its top from the box before it, in CSS pixels. */
  px: 8,
  /**
   * The page's height, as a share of Chromium's; a box's top and a section's height may differ by
   * this share of themselves as well: WebKit sets each line on whole pixels (a 27.2 px line is
   * 27 px there), so a long run of text comes out up to 1.4 % shorter.
   */
  share: 0.03,
  /**
   * What the height of a run of text (a paragraph, a list item) or of a section holding one (a
   * landmark) may differ by beyond that: one line of the largest body text (20 px at 1.6). Firefox
   * measures text in sixtieths of a pixel, so a line that just fits in Chromium (357.9 px of words
   * in a 358 px column) can break a word earlier there. Headings, pictures and controls get no
   * such line: they break where Chromium breaks them.
   */
  sectionLine: 32,
} as const;

const FRAME = `document.getElementById("engine-frame")`;

/**
 * The sections that take over at once where a media query matches, not when touched (the header's
 * menus where there is a mouse, the landing hero where its art is drawn), by a heading or landmark
 * inside them: a control they draw only once they have (the hero film's button) is in the page as
 * soon as their code arrives, which is after the page's own mark of hydration.
 */
const AT_ONCE = [
  { inside: "header", media: hoverMenusMedia },
  { inside: "#hero-heading", media: HERO_ART_MEDIA },
];

/**
 * True once the frame's page is loaded, hydrated (a control that needs scripts, such as the
 * reviews' button, shows only then, and the sections that take over at once where their media
 * matches have), drawn in its typeface, with the pictures it shows loaded, and, on a page with a
 * film, its Play button working (natively or by the polyfill, src/lib/browser/invoker-commands.ts).
 */
const SETTLED = `(() => {
  const page = ${FRAME}.contentDocument;
  if (!page || page.readyState !== "complete" || page.documentElement.dataset.hydrated !== "true" || page.fonts.status !== "loaded") return false;
  if (page.querySelector("button[commandfor]") && !page.documentElement.hasAttribute("data-invoker-commands")) return false;
  const view = page.defaultView;
  for (const { inside, media } of ${JSON.stringify(AT_ONCE)}) {
    const island = page.querySelector(inside)?.closest("[data-island]");
    if (island && view.matchMedia(media).matches && !island.hasAttribute("data-hydrated")) return false;
  }
  return Array.from(page.images).every((image) => {
    const box = image.getBoundingClientRect();
    return image.complete || box.height === 0 || box.bottom < 0 || box.top > view.innerHeight;
  });
})()`;

/** Waits for SETTLED, then for the pictures in sight to be decoded and two frames to be drawn. */
async function settle(tab: EngineTab, what: string): Promise<void> {
  await tab.waitFor(SETTLED, what, 30_000);
  await tab.run(`(async () => {
    const page = ${FRAME}.contentDocument;
    const view = page.defaultView;
    const inSight = Array.from(page.images).filter((image) => {
      const box = image.getBoundingClientRect();
      return box.height > 0 && box.bottom >= 0 && box.top <= view.innerHeight;
    });
    await Promise.all(inSight.map((image) => image.decode().catch(() => undefined)));
    await new Promise((resolve) => view.requestAnimationFrame(() => view.requestAnimationFrame(resolve)));
    return true;
  })()`);
}

/** Shows `path` in the holder's frame at `width` × `height`, at its top, settled (see SETTLED). */
export async function showInFrame(tab: EngineTab, path: string, width: number, height: number): Promise<void> {
  if (!(await tab.run<boolean>(`!!${FRAME}`))) {
    await tab.goto(FRAME_HOLDER_PATH);
    await tab.waitFor(`!!${FRAME}`, `the frame's holder page in ${tab.name}`);
  }
  await tab.run(`new Promise((resolve) => {
    const frame = ${FRAME};
    frame.style.width = "${width}px";
    frame.style.height = "${height}px";
    frame.onload = () => resolve(true);
    frame.src = ${JSON.stringify(path)};
  })`);
  const faces = await tab.run<string[]>(
    `Array.from(${FRAME}.contentDocument.fonts).filter((face) => face.status === "error").map((face) => face.family)`,
  );
  if (faces.length) throw new Error(`${tab.name} could not load the site's typeface (${faces.join(", ")}) for ${path}`);
  await settle(tab, `${path} to settle in a ${width} px frame in ${tab.name}`);
  // At the top: WebKit gives a page opened again in the frame the place it was scrolled to before.
  await scrollFrameTo(tab, null);
}

/**
 * The boxes, read in the frame in document order: each element a visitor can see (not hidden, not
 * inside something closed or clipped away, not a 1 px visually hidden label, not parked off the
 * page as the forms' honeypot field is), named by its kind, tag, what it says and its place among
 * the same, so one engine's box is matched with the same box in another. Its top is read from the
 * box before it: from that box's top if it holds this one, from its bottom otherwise. So a line of
 * text more in one paragraph moves the next box's top once, not every box below it.
 */
const MEASURE = `(() => {
  const page = ${FRAME}.contentDocument;
  const view = page.defaultView;
  const KINDS = [
    ["heading", "h1, h2, h3, h4, h5, h6"],
    ["picture", "img, svg[role=img], picture, video"],
    ["control", "a[href], button, input, select, textarea, summary"],
    ["landmark", "header, nav, main, footer, aside, form, section[aria-labelledby], section[aria-label]"],
    ["text", "p, li, blockquote"],
  ];
  const width = page.documentElement.clientWidth;
  const name = (element) => {
    const labelledBy = element.getAttribute("aria-labelledby");
    const text = element.getAttribute("aria-label") || (labelledBy && page.getElementById(labelledBy)?.textContent) ||
      element.getAttribute("alt") || element.textContent || element.getAttribute("name") || element.getAttribute("type") ||
      (element.getAttribute("src") || "").split("/").pop() || "";
    return text.replace(/\\s+/g, " ").trim().slice(0, 40);
  };
  /** The part of the box's width its clipping ancestors show, short of the page's root. */
  const shown = (element, box) => {
    let [left, right] = [box.left, box.right];
    for (let parent = element.parentElement; parent && parent !== page.body; parent = parent.parentElement) {
      if (view.getComputedStyle(parent).overflowX === "visible") continue;
      const clip = parent.getBoundingClientRect();
      [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
    }
    return [left, right];
  };
  const seen = new Map();
  const boxes = [];
  let before = null;
  for (const element of page.querySelectorAll(KINDS.map(([, selector]) => selector).join(", "))) {
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || !element.checkVisibility({ visibilityProperty: true })) continue;
    const [left, right] = shown(element, box);
    if (right - left < 1 || right <= 0 || left >= width) continue;
    const kind = KINDS.find(([, selector]) => element.matches(selector))[0];
    const label = kind + " " + element.localName + " '" + name(element) + "'";
    const count = (seen.get(label) || 0) + 1;
    seen.set(label, count);
    const key = label + " #" + count;
    const holds = before && before.element.contains(element);
    boxes.push({
      key,
      x: Math.round(box.left),
      y: Math.round(box.top - (before ? (holds ? before.box.top : before.box.bottom) : 0)),
      from: before ? (holds ? "the top of " : "the bottom of ") + before.key : "the top of the page",
      width: Math.round(box.width),
      height: Math.round(box.height),
      inline: view.getComputedStyle(element).display === "inline",
      shownRight: Math.round(right),
    });
    before = { element, box, key };
  }
  const root = page.documentElement;
  return { width, scrollWidth: root.scrollWidth, height: root.scrollHeight, boxes };
})()`;

export function measure(tab: EngineTab): Promise<Layout> {
  return tab.run<Layout>(MEASURE);
}

/** How far each side of a box may be from Chromium's (see TOLERANCE). */
function allowed(expected: Box): Record<"x" | "y" | "width" | "height", number> {
  const holdsText = /^(landmark|text) /.test(expected.key);
  const section = holdsText ? TOLERANCE.sectionLine + TOLERANCE.share * expected.height : 0;
  return {
    x: expected.inline ? Infinity : TOLERANCE.px,
    width: expected.inline ? Infinity : TOLERANCE.px,
    height: TOLERANCE.px + section,
    y: TOLERANCE.px + TOLERANCE.share * Math.abs(expected.y),
  };
}

const SIDES = { x: "left", y: "top", width: "width", height: "height" } as const;

/**
 * What in `engine`'s layout differs from Chromium's by more than the tolerance, one line each:
 * the page scrolling sideways, its height, a box Chromium shows that the engine does not, a box
 * past the page's right edge, a box out of place or of another size.
 */
export function layoutDifferences(chromium: Layout, engine: Layout, where: string): string[] {
  const differences: string[] = [];
  if (engine.scrollWidth > engine.width)
    differences.push(`${where}: the page is ${engine.scrollWidth} px wide, wider than the ${engine.width} px window`);
  const heightChange = (engine.height - chromium.height) / chromium.height;
  if (Math.abs(heightChange) > TOLERANCE.share)
    differences.push(
      `${where}: the page is ${engine.height} px tall, Chromium's ${chromium.height} px (${(heightChange * 100).toFixed(1)} %)`,
    );
  const boxes = new Map(engine.boxes.map((box) => [box.key, box]));
  for (const expected of chromium.boxes) {
    const box = boxes.get(expected.key);
    if (!box) {
      differences.push(`${where}: ${expected.key} is missing`);
      continue;
    }
    if (box.shownRight > engine.width + 1) differences.push(`${where}: ${box.key} overflows the page (right edge at ${box.shownRight} px)`);
    const limits = allowed(expected);
    const off = (Object.keys(SIDES) as (keyof typeof SIDES)[])
      .map((side) => ({ side, by: box[side] - expected[side] }))
      .filter(({ side, by }) => Math.abs(by) > limits[side]);
    if (off.length)
      differences.push(
        `${where}: ${box.key} ${off.map(({ side, by }) => `${SIDES[side]} ${by > 0 ? "+" : ""}${by} px (allowed ${Math.round(limits[side])})`).join(", ")};` +
          ` Chromium: left ${expected.x}, ${expected.width}×${expected.height}, top ${expected.y} px from ${expected.from}; here: left ${box.x}, ${box.width}×${box.height}, top ${box.y} px from ${box.from}`,
      );
  }
  return differences;
}

/**
 * The largest differences between two layouts, for the record: of a heading's, picture's or
 * control's left edge, width or height (inline links aside); of a section's or run of text's
 * height; of a box's top from the box before it; and of the page's height, as a share.
 */
export function largestDifferences(chromium: Layout, engine: Layout): { box: number; section: number; top: number; pageHeight: number } {
  const boxes = new Map(engine.boxes.map((box) => [box.key, box]));
  const largest = { box: 0, section: 0, top: 0, pageHeight: (engine.height - chromium.height) / chromium.height };
  for (const expected of chromium.boxes) {
    const found = boxes.get(expected.key);
    if (!found) continue;
    if (/^(landmark|text) /.test(expected.key)) largest.section = Math.max(largest.section, Math.abs(found.height - expected.height));
    else if (!expected.inline)
      largest.box = Math.max(largest.box, ...(["x", "width", "height"] as const).map((side) => Math.abs(found[side] - expected[side])));
    largest.top = Math.max(largest.top, Math.abs(found.y - expected.y));
  }
  return largest;
}

/**
 * How far a screenshot may be from its baseline: Playwright's comparison (a pixel differs when its
 * colour is more than 0.2 apart on its scale), and at most this many such pixels. Two runs of one
 * build differ only where WebKit draws a scaled picture a shade apart (a few levels of colour, and
 * at most 2 pixels past that scale); a heading moved by one pixel or one letter changed differs by
 * hundreds.
 */
export const BASELINE_TOLERANCE = { threshold: 0.2, maxDiffPixels: 20 } as const;

/**
 * Checks what the frame shows against `baseline` (a file named by the test's snapshot path, see
 * playwright.config.ts) with Playwright's image comparison. The usual case costs one screenshot:
 * identical to the baseline (Chromium, Firefox), or within the tolerance (WebKit, whose text and
 * scaled pictures come out a few shades apart from one session to the next). Any other is taken
 * again, a moment apart, until two in a row agree (at most four shots), so a frame still being
 * drawn is not what fails.
 */
export async function expectLikeBaseline(tab: EngineTab, baseline: string[], message: string): Promise<void> {
  const file = test.info().snapshotPath(...baseline);
  const expected = fs.existsSync(file) ? fs.readFileSync(file) : undefined;
  let shot = await tab.screenshot("#engine-frame");
  if (expected && shot.equals(expected)) return;
  if (expected) {
    try {
      expect(shot).toMatchSnapshot(baseline, BASELINE_TOLERANCE);
      return;
    } catch {
      // Compared again below, once the frame draws the same twice.
    }
  }
  for (let attempt = 1; attempt < 4; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const again = await tab.screenshot("#engine-frame");
    if (again.equals(shot)) break;
    shot = again;
  }
  expect.soft(shot, message).toMatchSnapshot(baseline, BASELINE_TOLERANCE);
}

/** Scrolls the frame's page to its top, or until `selector` is at the top of the frame (below the page's sticky header), and lets it settle. */
export async function scrollFrameTo(tab: EngineTab, selector: string | null): Promise<void> {
  await tab.run(`(() => {
    const page = ${FRAME}.contentDocument;
    const selector = ${JSON.stringify(selector)};
    if (selector) page.querySelector(selector).scrollIntoView({ block: "start", behavior: "instant" });
    else page.defaultView.scrollTo({ top: 0, behavior: "instant" });
    return true;
  })()`);
  await settle(tab, `${selector ?? "the page's top"} to settle in ${tab.name}`);
}

/** Every template's layout at every width, by "template@width". */
export type Layouts = Record<string, Layout>;

/**
 * Chromium's layouts, measured once per run by whichever engine's worker asks first (it gets the
 * lock, measures them with `measureInChromium`, and checks Chromium's baselines as it goes) and
 * read by the other from the run's output folder, so the run loads each page in Chromium once. A
 * retried test measures afresh (the files carry the attempt's number), so a retry checks
 * Chromium's baselines again. The second worker waits for the first's file (or its failure).
 */
export async function chromiumLayouts(measureInChromium: () => Promise<Layouts>): Promise<Layouts> {
  const info = test.info();
  const file = path.join(info.project.outputDir, `chromium-layouts-${info.retry}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let mine = true;
  try {
    fs.writeFileSync(`${file}.lock`, String(process.pid), { flag: "wx" });
  } catch {
    mine = false;
  }
  if (mine) {
    let answer: { layouts?: Layouts; error?: string } = {};
    try {
      answer = { layouts: await measureInChromium() };
      return answer.layouts!;
    } catch (error) {
      answer = { error: String(error) };
      throw error;
    } finally {
      fs.writeFileSync(`${file}.part`, JSON.stringify(answer));
      fs.renameSync(`${file}.part`, file);
    }
  }
  const started = Date.now();
  while (!fs.existsSync(file)) {
    if (Date.now() - started > 240_000) throw new Error(`Chromium's layouts did not come from the other worker within 4 minutes (${file})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const answer = JSON.parse(fs.readFileSync(file, "utf8")) as { layouts?: Layouts; error?: string };
  if (!answer.layouts) throw new Error(`The other worker could not measure Chromium's layouts: ${answer.error}`);
  return answer.layouts;
}
