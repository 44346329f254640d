/**
 * @jest-environment jsdom
 */
import { START_AFTER_LOAD_MS, startScriptsAfterFirstPaint } from "./scripts-after-first-paint";

const gatsbyScripts = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];
const builtPage = [
  '<!DOCTYPE html><html lang="en-GB"><head></head><body><div id="___gatsby"><main>Hello</main></div>',
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
  '<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="abc";</script>',
  ...gatsbyScripts.map((src) => `<script src="${src}" async></script>`),
  '<!-- slice-end id="_gatsby-scripts-1" --></body></html>',
].join("");

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** Loads the rewritten page into the document and runs its inline starter, as a browser would. */
function loadPage(visibility: DocumentVisibilityState, { reportsPaints = true } = {}) {
  document.documentElement.innerHTML = startScriptsAfterFirstPaint(builtPage).replace(/^<!DOCTYPE html><html[^>]*>|<\/html>$/g, "");
  const frames: FrameRequestCallback[] = [];
  const paintCallbacks: PaintCallback[] = [];
  jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
  jest.spyOn(document, "visibilityState", "get").mockReturnValue(visibility);
  class FakeObserver {
    static supportedEntryTypes = reportsPaints ? ["paint", "largest-contentful-paint"] : ["mark"];
    constructor(callback: PaintCallback) {
      paintCallbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  Object.assign(window, { PerformanceObserver: FakeObserver });
  const starter = [...document.querySelectorAll("script:not([src])")].at(-1);
  new Function(starter?.textContent ?? "")();
  const started = () => [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));
  const paint = (name: string) =>
    paintCallbacks.forEach((callback) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }));
  return { frames, paint, started };
}

const { PerformanceObserver } = window;

afterEach(() => {
  Object.assign(window, { PerformanceObserver });
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it("takes Gatsby's script tags out of the page and keeps the inline data they need", () => {
  const html = startScriptsAfterFirstPaint(builtPage);
  expect(html).not.toMatch(/<script src=/);
  expect(html).toContain('window.pagePath="/"');
  expect(html).toContain('window.___webpackCompilationHash="abc"');
  expect(html).toMatch(
    /<script id="gatsby-scripts-starter">\(function\(\)\{[^<]*"\/app-3\.js"[^<]*<\/script><!-- slice-end id="_gatsby-scripts-1" --><\/body><\/html>$/,
  );
});

it("leaves one starter, for the new scripts, when a later build stitches the scripts slice into an unchanged page", () => {
  const firstBuild = startScriptsAfterFirstPaint(builtPage);
  // What Gatsby does to a page it does not render again: the slice's content is replaced whole.
  const restitched = firstBuild.replace(
    /(<!-- slice-start id="_gatsby-scripts-1" -->)[\s\S]*(<!-- slice-end id="_gatsby-scripts-1" -->)/,
    `$1<script>window.___webpackCompilationHash="def";</script><script src="/app-4.js" async></script>$2`,
  );
  const secondBuild = startScriptsAfterFirstPaint(restitched);
  const starters = secondBuild.match(/<script[^>]*>\(function\(\)\{[^<]*<\/script>/g) ?? [];
  expect(starters).toHaveLength(1);
  expect(starters[0]).toContain('"/app-4.js"');
  expect(starters[0]).not.toContain('"/app-3.js"');
  expect(startScriptsAfterFirstPaint(secondBuild)).toBe(secondBuild);
});

it("drops a starter written after the slice by an earlier version of this step", () => {
  const earlier = builtPage
    .replace(/<script src="[^"]+" async><\/script>/g, "")
    .replace("</body>", '<script>(function(){var d=document,P=window.PerformanceObserver;function s(){["/app-0.js"]}})();</script></body>')
    .replace("<!-- slice-end", '<script src="/app-4.js" async></script><!-- slice-end');
  const rebuilt = startScriptsAfterFirstPaint(earlier);
  expect(rebuilt).not.toContain("/app-0.js");
  expect(rebuilt.match(/PerformanceObserver/g)).toHaveLength(1);
  expect(rebuilt).toContain('"/app-4.js"');
});

it("starts every script, async and in order, once the first contentful paint is reported", () => {
  const { paint, started } = loadPage("visible");
  expect(started()).toEqual([]);
  paint("first-paint");
  expect(started()).toEqual([]);
  paint("first-contentful-paint");
  expect(started()).toEqual(gatsbyScripts);
  expect([...document.querySelectorAll<HTMLScriptElement>("script[src]")].every((script) => script.async)).toBe(true);
});

it("starts them a second after load where no contentful paint is reported (Firefox, opened at a section), and only once", () => {
  jest.useFakeTimers();
  const { paint, started } = loadPage("visible");
  window.dispatchEvent(new Event("load"));
  jest.advanceTimersByTime(START_AFTER_LOAD_MS - 1);
  expect(started()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(started()).toEqual(gatsbyScripts);
  paint("first-contentful-paint");
  expect(started()).toEqual(gatsbyScripts);
});

it("starts them after the next frame where the browser does not report paints", () => {
  jest.useFakeTimers();
  const { frames, started } = loadPage("visible", { reportsPaints: false });
  frames.forEach((frame) => frame(0));
  expect(started()).toEqual([]);
  jest.runAllTimers();
  expect(started()).toEqual(gatsbyScripts);
});

it("starts them at once in a background tab, which paints nothing", () => {
  const { frames, started } = loadPage("hidden");
  expect(frames).toEqual([]);
  expect(started()).toEqual(gatsbyScripts);
});

it("waits on a prerendered page until it is shown, then starts them at its first contentful paint", () => {
  jest.useFakeTimers();
  Object.defineProperty(document, "prerendering", { value: true, configurable: true });
  try {
    const { paint, started } = loadPage("visible");
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(START_AFTER_LOAD_MS * 3);
    expect(started()).toEqual([]);
    Object.defineProperty(document, "prerendering", { value: false, configurable: true });
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(started()).toEqual([]);
    paint("first-contentful-paint");
    expect(started()).toEqual(gatsbyScripts);
  } finally {
    Object.defineProperty(document, "prerendering", { value: undefined, configurable: true });
  }
});

it("starts them a second after being shown where a prerendered page reports no contentful paint", () => {
  jest.useFakeTimers();
  Object.defineProperty(document, "prerendering", { value: true, configurable: true });
  try {
    const { started } = loadPage("visible");
    jest.spyOn(document, "readyState", "get").mockReturnValue("complete");
    Object.defineProperty(document, "prerendering", { value: false, configurable: true });
    document.dispatchEvent(new Event("prerenderingchange"));
    jest.advanceTimersByTime(START_AFTER_LOAD_MS - 1);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(gatsbyScripts);
  } finally {
    Object.defineProperty(document, "prerendering", { value: undefined, configurable: true });
  }
});

it("leaves a page without Gatsby's scripts as it is", () => {
  const page = "<html><body><p>Static</p></body></html>";
  expect(startScriptsAfterFirstPaint(page)).toBe(page);
});
