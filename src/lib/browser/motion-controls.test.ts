/**
 * The motion controls' head script, run as a page runs it: parsed in the head of a page, before
 * its body, in a document of its own for every test (jsdom, which jest-environment-jsdom brings),
 * with the visitor's storage as it was left by an earlier page.
 */
import { JSDOM } from "jsdom";
import {
  MOTION_CONTROLS,
  MOTION_CONTROLS_READY,
  MOTION_TOGGLE,
  STOPPED_VALUE,
  motionControlsScript,
  toggleAttributes,
  type MotionControl,
} from "./motion-controls";

const CONTROLS = Object.keys(MOTION_CONTROLS) as MotionControl[];
const attributeOf = (control: MotionControl) => MOTION_CONTROLS[control].attribute;
const keyOf = (control: MotionControl) => MOTION_CONTROLS[control].storageKey;

/** A control's button as the components draw it, for any control. */
const button = (control: MotionControl) =>
  `<button ${Object.entries(toggleAttributes(control))
    .map(([name, value]) => `${name}="${String(value)}"`)
    .join(" ")}><span aria-hidden="true">||</span> Stop ${control}</button>`;

/**
 * What the body saw as its parsing began (the moment a browser could first paint it), for each
 * control: whether the root was already marked stopped, and whether the controls were ready.
 */
const RECORD_AT_FIRST_PAINT = `<script>window.__atFirstPaint = { ready: document.documentElement.hasAttribute(${JSON.stringify(
  MOTION_CONTROLS_READY,
)}), stopped: ${JSON.stringify(CONTROLS)}.filter(function (control) { return document.documentElement.hasAttribute(${JSON.stringify(
  Object.fromEntries(CONTROLS.map((control) => [control, attributeOf(control)])),
)}[control]); }) };</script>`;

interface Page {
  window: JSDOM["window"];
  document: Document;
  root: HTMLElement;
  atFirstPaint: { ready: boolean; stopped: MotionControl[] };
  stored: () => Record<string, string>;
  buttons: (control: MotionControl) => HTMLButtonElement[];
  press: (control: MotionControl, which?: number) => void;
}

/**
 * Opens a page with the head script and, in its body, a button for every control (two for one, as
 * a page may draw a control twice), once it is parsed. `storage` is what the visitor's browser holds for the site;
 * `refuseStorage` gives a browser whose storage throws (storage turned off, some private modes).
 */
async function openPage({
  storage = {},
  refuseStorage = false,
}: { storage?: Record<string, string>; refuseStorage?: boolean } = {}): Promise<Page> {
  const body = `${RECORD_AT_FIRST_PAINT}${CONTROLS.map(button).join("")}${button(CONTROLS[0])}`;
  const dom = new JSDOM(`<!doctype html><html><head><script>${motionControlsScript()}</script></head><body>${body}</body></html>`, {
    url: "https://www.example.test/",
    runScripts: "dangerously",
    beforeParse(window) {
      if (refuseStorage)
        Object.defineProperty(window, "localStorage", {
          get() {
            throw new window.DOMException("The operation is insecure.", "SecurityError");
          },
        });
      else for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
    },
  });
  const { window } = dom;
  const { document } = window;
  // jsdom parses at once and reports the document parsed a moment later, as a browser does.
  if (document.readyState === "loading") await new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve));
  const buttons = (control: MotionControl) =>
    Array.from(document.querySelectorAll<HTMLButtonElement>(`button[${MOTION_TOGGLE}="${control}"]`));
  return {
    window,
    document,
    root: document.documentElement,
    atFirstPaint: (window as unknown as { __atFirstPaint: Page["atFirstPaint"] }).__atFirstPaint,
    stored: () => {
      if (refuseStorage) return {};
      const { localStorage } = window;
      return Object.fromEntries(
        Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)!).map((key) => [key, localStorage.getItem(key)!]),
      );
    },
    buttons,
    // A press on the button's icon, as a click from a mouse or a finger may land; Enter and Space click the button itself.
    press: (control, which = 0) => {
      const target = buttons(control)[which].firstElementChild!;
      target.dispatchEvent(new window.MouseEvent("click", { bubbles: true }));
    },
  };
}

const stopped = (page: Page, control: MotionControl) => page.root.hasAttribute(attributeOf(control));
const pressedStates = (page: Page, control: MotionControl) => page.buttons(control).map((element) => element.getAttribute("aria-pressed"));

describe.each(CONTROLS)("the %s control", (control) => {
  const others = CONTROLS.filter((other) => other !== control);

  it("on a first visit leaves it moving, with the controls ready before the body is drawn", async () => {
    const page = await openPage();
    expect(page.atFirstPaint).toEqual({ ready: true, stopped: [] });
    expect(pressedStates(page, control).every((state) => state === "false")).toBe(true);
    expect(page.stored()).toEqual({});
  });

  it("a press stops it, stores the choice under its own key, and marks every one of its buttons pressed", async () => {
    const page = await openPage();
    page.press(control);
    expect(stopped(page, control)).toBe(true);
    expect(page.stored()).toEqual({ [keyOf(control)]: STOPPED_VALUE });
    expect(new Set(pressedStates(page, control))).toEqual(new Set(["true"]));
    for (const other of others) {
      expect(stopped(page, other)).toBe(false);
      expect(pressedStates(page, other).every((state) => state === "false")).toBe(true);
    }
  });

  it("a second press starts it again and keeps nothing of the choice", async () => {
    const page = await openPage();
    page.press(control);
    page.press(control, page.buttons(control).length - 1);
    expect(stopped(page, control)).toBe(false);
    expect(page.stored()).toEqual({});
    expect(new Set(pressedStates(page, control))).toEqual(new Set(["false"]));
  });

  it("stopped on one page, it is stopped on the next before its body is drawn, and its buttons say so once parsed", async () => {
    const first = await openPage();
    first.press(control);
    const next = await openPage({ storage: first.stored() });
    expect(next.atFirstPaint).toEqual({ ready: true, stopped: [control] });
    expect(new Set(pressedStates(next, control))).toEqual(new Set(["true"]));
    for (const other of others) expect(stopped(next, other)).toBe(false);
  });

  it("follows a choice made in another tab of the site", async () => {
    const page = await openPage();
    page.window.localStorage.setItem(keyOf(control), STOPPED_VALUE);
    page.window.dispatchEvent(new page.window.StorageEvent("storage", { key: keyOf(control), newValue: STOPPED_VALUE }));
    expect(stopped(page, control)).toBe(true);
    expect(new Set(pressedStates(page, control))).toEqual(new Set(["true"]));
    page.window.localStorage.clear();
    page.window.dispatchEvent(new page.window.StorageEvent("storage", { key: null }));
    expect(stopped(page, control)).toBe(false);
  });

  it("follows a choice made elsewhere while the page waited in the back/forward cache", async () => {
    const page = await openPage();
    page.window.localStorage.setItem(keyOf(control), STOPPED_VALUE);
    page.window.dispatchEvent(new page.window.PageTransitionEvent("pageshow", { persisted: true }));
    expect(stopped(page, control)).toBe(true);
  });

  it("in a browser that refuses storage, still stops for this page", async () => {
    const page = await openPage({ refuseStorage: true });
    expect(page.atFirstPaint).toEqual({ ready: true, stopped: [] });
    page.press(control);
    expect(stopped(page, control)).toBe(true);
    expect(new Set(pressedStates(page, control))).toEqual(new Set(["true"]));
  });
});

it("reads only what it wrote: any other stored value leaves the motion moving", async () => {
  const page = await openPage({ storage: Object.fromEntries(CONTROLS.map((control) => [keyOf(control), "yes"])) });
  expect(page.atFirstPaint.stopped).toEqual([]);
});

it("ignores buttons that name no control, and every other click", async () => {
  const page = await openPage();
  const stray = page.document.createElement("button");
  stray.setAttribute(MOTION_TOGGLE, "somethingElse");
  page.document.body.append(stray);
  stray.click();
  page.document.body.click();
  expect(CONTROLS.some((control) => stopped(page, control))).toBe(false);
  expect(page.stored()).toEqual({});
});

it("is plain ES5 (it runs before anything else, in every browser): no arrow functions, let, const or template strings", async () => {
  const script = motionControlsScript();
  expect(script).not.toMatch(/=>|\blet\b|\bconst\b|`/);
  expect(() => new Function(script)).not.toThrow();
});
