/**
 * Firefox and Safari's engine (WebKitGTK), driven as a visitor's browser: Debian's Firefox ESR
 * through puppeteer-core over WebDriver BiDi, and WebKitGTK's MiniBrowser through WebKitWebDriver
 * with selenium-webdriver (under a virtual display). One browser per engine, one tab, reused.
 *
 * Both are given the site through a small proxy that adds one script of its own at the top of
 * every page: it records every error the page meets (uncaught, rejected, reported by React, or
 * written to the console as an error) in `window.__engineErrors`, which WebKitWebDriver has no
 * other way to show. The script is same-origin, so each page's security policy stays as served.
 *
 * The proxy also serves a page holding one same-origin frame (`FRAME_HOLDER_PATH`), in which a
 * template is laid out at an exact width in every engine (MiniBrowser's window is never narrower
 * than about 450 px): see layout.ts. Chromium is given the same tab interface (`openChromium`),
 * so the three engines are measured and photographed the same way.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Page as PlaywrightPage } from "@playwright/test";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { Builder, By, Key, type WebDriver } from "selenium-webdriver";
import sharp from "sharp";

export const FIREFOX = "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver";
const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** The apt-get line that installs both engines on Debian, as the README gives it. */
export const INSTALL_LINE = "apt-get install firefox-esr webkit2gtk-driver xvfb";

export function enginesInstalled(): boolean {
  return [FIREFOX, WEBKIT_DRIVER, MINIBROWSER, "/usr/bin/xvfb-run"].every((file) => fs.existsSync(file));
}

/** The keys a test presses, by their names in Puppeteer and Playwright. */
export type EngineKey = "Tab" | "Enter" | "Space";

/** What the tests ask of an engine. Expressions run in the page and may return a promise. */
export interface EngineTab {
  readonly name: "Chromium" | "Firefox" | "WebKit";
  goto(path: string): Promise<void>;
  /**
   * Sizes the window so the page is laid out `width` wide (scroll bars aside) and returns the
   * width it got: WebKitGTK's MiniBrowser window is never narrower than about 450 px.
   */
  resize(width: number, height: number): Promise<number>;
  run<T>(expression: string): Promise<T>;
  /** Polls `expression` until it is truthy. */
  waitFor(expression: string, what: string, timeoutMs?: number): Promise<void>;
  /** A real click (pointer events and all) on the first element `selector` matches, brought to the middle of the window first. */
  click(selector: string): Promise<void>;
  /** Real key presses into the first element `selector` matches. */
  type(selector: string, text: string): Promise<void>;
  /** A real mouse moved onto the middle of the first element `selector` matches, brought into the window first. */
  hover(selector: string): Promise<void>;
  /** A real press of Escape, to whatever has the focus. */
  pressEscape(): Promise<void>;
  /**
   * A real press of `key`, to whatever has the focus (Tab moves it, as a keyboard visitor's does).
   * Headless Firefox's window never has the system's focus (`document.hasFocus()` is false), and
   * there a press reaches the page as key events but does not activate the button it is on: Enter
   * and Space on a bare `<button onclick>` click nothing (measured with Firefox ESR 140 and
   * puppeteer-core 25 over WebDriver BiDi). `keysActivateButtons` says whether they do.
   */
  press(key: EngineKey): Promise<void>;
  /** Whether a press of Enter or Space activates the focused button in this engine as driven here (see `press`). */
  readonly keysActivateButtons: boolean;
  /** A PNG of what the first element `selector` matches shows (it must be inside the window). */
  screenshot(selector: string): Promise<Buffer>;
  close(): Promise<void>;
}

const ERROR_RECORDER_PATH = "/__engine-errors.js";
const ERROR_RECORDER = `(function () {
  var errors = (window.__engineErrors = []);
  function note(text) { errors.push(String(text).slice(0, 500)); }
  addEventListener("error", function (event) { if (event.error || event.message) note(event.message || event.error); });
  addEventListener("unhandledrejection", function (event) { note("unhandled rejection: " + (event.reason && event.reason.message || event.reason)); });
  var consoleError = console.error;
  console.error = function () { note(Array.prototype.join.call(arguments, " ")); return consoleError.apply(console, arguments); };
})();`;

/** A page of the proxy's own holding one frame (`#engine-frame`), which layout.ts sizes and points at a page of the site. */
export const FRAME_HOLDER_PATH = "/__engine-frame";
const FRAME_HOLDER = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Frame</title>
<style>html, body { margin: 0; } iframe { display: block; border: 0; }</style></head>
<body><iframe id="engine-frame" title="The page laid out"></iframe></body></html>`;

/**
 * What a page shown in the holder's frame is given, so that the same page draws the same way every
 * time in every engine: nothing moving (animations, transitions, the caret, smooth scrolling, the
 * landing page's background film), every section laid out at its real height (no
 * content-visibility estimate), no scroll bar in the frame (its width would differ by engine), and
 * always the site's typeface (a visitor's `optional` face may be skipped on a slow first load).
 */
const STILL = `<style>*, *::before, *::after { content-visibility: visible !important; animation: none !important;
  transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }
  html { scrollbar-width: none; } video { visibility: hidden !important; }</style>`;

/** A page of the site opened in the holder's frame: the frame is allowed, and the page is held still. */
function framed(html: string, headers: http.IncomingHttpHeaders): string {
  delete headers["x-frame-options"];
  headers["cache-control"] = "no-store";
  const policy = headers["content-security-policy"];
  if (typeof policy === "string") headers["content-security-policy"] = policy.replace(/frame-ancestors [^;]*(; )?/, "");
  return html.replace("</head>", `${STILL}</head>`).replaceAll("font-display: optional", "font-display: block");
}

/** The proxy in front of the site; returns its origin and a way to stop it. */
export async function startErrorRecordingProxy(target: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    if (request.url === ERROR_RECORDER_PATH) {
      response.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" }).end(ERROR_RECORDER);
      return;
    }
    if (request.url === FRAME_HOLDER_PATH) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(FRAME_HOLDER);
      return;
    }
    // Every engine names what a request is for: a page opened in a frame (the holder's) comes as an iframe's.
    const inFrame = request.headers["sec-fetch-dest"] === "iframe";
    // A page shown in the frame is changed, so it is asked for afresh and never kept (the browser's copy of the page as served would be refused a frame).
    const asked: http.OutgoingHttpHeaders = { ...request.headers, "accept-encoding": "identity" };
    if (inFrame) for (const header of ["if-none-match", "if-modified-since"]) delete asked[header];
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: asked,
      },
      (answer) => {
        const headers = { ...answer.headers };
        if (!String(headers["content-type"] ?? "").startsWith("text/html")) {
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const page = Buffer.concat(chunks)
            .toString("utf8")
            .replace(/<head>/, `<head><script src="${ERROR_RECORDER_PATH}"></script>`);
          const html = inFrame ? framed(page, headers) : page;
          delete headers["content-length"];
          delete headers["transfer-encoding"];
          response.writeHead(answer.statusCode ?? 502, headers).end(html);
        });
      },
    );
    forwarded.on("error", () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Scrolls an element to the middle of the window, so a section drawn only near it is drawn and nothing fixed covers it. */
const bringIntoView = (selector: string) =>
  `(document.querySelector(${JSON.stringify(selector)})?.scrollIntoView({ block: "center", behavior: "instant" }), true)`;

/** For executeAsyncScript: calls back once two frames have been drawn, so a scroll has reached the screen. */
const AFTER_TWO_FRAMES = `const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(() => done(true)));`;

/** Notes whether the next click reaches the element `selector` matches (or something inside it). */
const armClickWatch = (selector: string) =>
  `(function () {
    var watch = (window.__engineClickWatch = { landed: false });
    addEventListener("click", function (event) {
      var element = document.querySelector(${JSON.stringify(selector)});
      watch.landed = watch.landed || (!!element && element.contains(event.target));
    }, { capture: true, once: true });
    return true;
  })()`;

/**
 * Sets a window (or viewport) size, then grows it by what the window's frame and the page's scroll
 * bar take, so the page's layout width (the root's client width) is the one asked for.
 */
async function fitLayout(
  setSize: (size: { width: number; height: number }) => Promise<unknown>,
  run: (expression: string) => Promise<unknown>,
  width: number,
  height: number,
): Promise<number> {
  const layout = "[document.documentElement.clientWidth, innerHeight]";
  await setSize({ width, height });
  const [laidOut, inner] = (await run(layout)) as [number, number];
  if (laidOut !== width || inner !== height) await setSize({ width: width + (width - laidOut), height: height + (height - inner) });
  return ((await run(layout)) as [number, number])[0];
}

const poll = async (check: () => Promise<unknown>, what: string, timeoutMs: number) => {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
};

export async function openFirefox(origin: string): Promise<EngineTab> {
  const browser: Browser = await puppeteer.launch({ browser: "firefox", executablePath: FIREFOX, headless: true });
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  page.setDefaultTimeout(20_000);
  return {
    name: "Firefox",
    keysActivateButtons: false,
    goto: async (path) => {
      const url = `${origin}${path}`;
      // Firefox's remote protocol now and then reports a navigation as aborted (NS_BINDING_ABORTED,
      // puppeteer#12929, playwright#20749) though nothing else was asked of the tab: asked again.
      await page.goto(url, { waitUntil: "load" }).catch(async (error: unknown) => {
        if (!String(error).includes("NS_BINDING_ABORTED")) throw error;
        await page.goto(url, { waitUntil: "load" });
      });
    },
    resize: (width, height) =>
      fitLayout(
        (size) => page.setViewport(size),
        (expression) => page.evaluate(expression),
        width,
        height,
      ),
    run: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    waitFor: (expression, what, timeoutMs = 15_000) => poll(() => page.evaluate(expression), what, timeoutMs),
    click: async (selector) => {
      await page.evaluate(bringIntoView(selector));
      await page.click(selector);
    },
    type: (selector, text) => page.type(selector, text),
    hover: async (selector) => {
      await page.evaluate(bringIntoView(selector));
      await page.hover(selector);
    },
    pressEscape: () => page.keyboard.press("Escape"),
    // Puppeteer names the space bar by its character over WebDriver BiDi.
    press: (key) => page.keyboard.press(key === "Space" ? " " : key),
    screenshot: async (selector) => Buffer.from(await (await page.waitForSelector(selector))!.screenshot()),
    close: () => browser.close(),
  };
}

/** Chromium, from the Playwright test's own browser, behind the same interface (what layout.ts compares the engines with). */
export function openChromium(page: PlaywrightPage, origin: string): EngineTab {
  const run = <T>(expression: string) => page.evaluate(expression) as Promise<T>;
  return {
    name: "Chromium",
    keysActivateButtons: true,
    goto: async (path) => {
      await page.goto(`${origin}${path}`);
    },
    resize: async (width, height) => {
      await page.setViewportSize({ width, height });
      return width;
    },
    run,
    waitFor: (expression, what, timeoutMs = 15_000) => poll(() => run(expression), what, timeoutMs),
    click: (selector) => page.locator(selector).first().click(),
    type: (selector, text) => page.locator(selector).first().pressSequentially(text),
    hover: (selector) => page.locator(selector).first().hover(),
    pressEscape: () => page.keyboard.press("Escape"),
    press: (key) => page.keyboard.press(key),
    screenshot: (selector) => page.locator(selector).first().screenshot(),
    close: () => page.close(),
  };
}

/** The WebDriver key for each key a test presses. */
const WEBDRIVER_KEYS: Record<EngineKey, string> = { Tab: Key.TAB, Enter: Key.ENTER, Space: Key.SPACE };

/** The X resources WebKitGTK reads its font settings from (see the file). */
const DESKTOP_FONT_SETTINGS = path.join(__dirname, "desktop.Xresources");

export async function openWebKit(origin: string): Promise<EngineTab> {
  const port = await freePort();
  // The driver starts MiniBrowser itself; xvfb-run gives both a display, and XENVIRONMENT a desktop's font settings.
  const driverProcess: ChildProcess = spawn("xvfb-run", ["-a", "-s", "-screen 0 2560x1600x24", WEBKIT_DRIVER, `--port=${port}`], {
    stdio: "ignore",
    detached: true,
    env: { ...process.env, XENVIRONMENT: DESKTOP_FONT_SETTINGS },
  });
  const driver: WebDriver = await poll(
    async () => fetch(`http://127.0.0.1:${port}/status`).then((response) => response.ok),
    "WebKitWebDriver to listen",
    15_000,
  ).then(() =>
    new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({ browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] } })
      .build(),
  );
  const run = <T>(expression: string) => driver.executeScript(`return ${expression};`) as Promise<T>;
  return {
    name: "WebKit",
    keysActivateButtons: true,
    goto: (path) => driver.get(`${origin}${path}`),
    resize: (width, height) => fitLayout((size) => driver.manage().window().setRect(size), run, width, height),
    run,
    waitFor: (expression, what, timeoutMs = 15_000) => poll(() => run(expression), what, timeoutMs),
    // A pointer press at the element's middle, as a visitor's is: WebKitWebDriver's element
    // click refuses some elements a visitor can click, such as a <summary>. WebKit scrolls in a
    // process of its own, so on a busy machine a press made just after the page scrolled can be
    // hit-tested against the old scroll position and land elsewhere; the press is made after the
    // next two frames, and made again (at most twice) only if no click reached the element.
    click: async (selector) => {
      for (let attempt = 1; ; attempt++) {
        await run(bringIntoView(selector));
        await driver.executeAsyncScript(AFTER_TWO_FRAMES);
        await run(armClickWatch(selector));
        await driver
          .actions()
          .move({ origin: await driver.findElement(By.css(selector)) })
          .click()
          .perform();
        // A press that opened another page landed too: the new page has no watch.
        const landed = await run<boolean>(`window.__engineClickWatch ? window.__engineClickWatch.landed : true`);
        if (landed || attempt === 3) return;
      }
    },
    type: async (selector, text) => driver.findElement(By.css(selector)).sendKeys(text),
    hover: async (selector) => {
      await run(bringIntoView(selector));
      await driver.executeAsyncScript(AFTER_TWO_FRAMES);
      await driver
        .actions()
        .move({ origin: await driver.findElement(By.css(selector)) })
        .perform();
    },
    pressEscape: () => driver.actions().sendKeys(Key.ESCAPE).perform(),
    press: (key) => driver.actions().sendKeys(WEBDRIVER_KEYS[key]).perform(),
    // The window's screenshot, cut to the element: WebKitWebDriver's own element screenshot of an
    // element shorter than the window comes out shifted down by the difference, under a black band.
    screenshot: async (selector) => {
      const [left, top, width, height] = await run<number[]>(
        `(() => { const box = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect(); return [box.left, box.top, box.width, box.height].map(Math.round); })()`,
      );
      return sharp(Buffer.from(await driver.takeScreenshot(), "base64"))
        .extract({ left, top, width, height })
        .png()
        .toBuffer();
    },
    close: async () => {
      await driver.quit().catch(() => undefined);
      try {
        process.kill(-driverProcess.pid!, "SIGTERM");
      } catch {
        // already stopped
      }
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = http.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
