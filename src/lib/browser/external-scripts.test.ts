/**
 * @jest-environment jsdom
 */
import { IDLE_TIMEOUT_MS, addScript, forgetAddedScripts, whenIdle } from "./external-scripts";

const scripts = (src: string) => document.querySelectorAll(`script[src="${src}"]`);

afterEach(() => {
  forgetAddedScripts();
  for (const script of document.querySelectorAll("script")) script.remove();
  jest.useRealTimers();
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
});

describe("addScript", () => {
  it("adds an async script with its attributes once, and every request waits for the same load", async () => {
    const first = addScript("/scripts/gtag-consent.js", { "data-measurement-id": "G-TEST123" });
    const second = addScript("/scripts/gtag-consent.js", { "data-measurement-id": "G-TEST123" });

    expect(scripts("/scripts/gtag-consent.js")).toHaveLength(1);
    const [script] = scripts("/scripts/gtag-consent.js") as NodeListOf<HTMLScriptElement>;
    expect(script.async).toBe(true);
    expect(script.getAttribute("data-measurement-id")).toBe("G-TEST123");

    script.dispatchEvent(new Event("load"));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    // Asked for again after it has run (a component mounted again): nothing is added, and the
    // answer is at once that it has run.
    await expect(addScript("/scripts/gtag-consent.js")).resolves.toBeUndefined();
    expect(scripts("/scripts/gtag-consent.js")).toHaveLength(1);
  });

  it("takes a script that failed to load off the page, so a later request tries again", async () => {
    const failed = addScript("https://www.googletagmanager.com/gtag/js?id=G-TEST123");
    scripts("https://www.googletagmanager.com/gtag/js?id=G-TEST123")[0].dispatchEvent(new Event("error"));
    await expect(failed).rejects.toThrow("did not load");
    expect(scripts("https://www.googletagmanager.com/gtag/js?id=G-TEST123")).toHaveLength(0);

    void addScript("https://www.googletagmanager.com/gtag/js?id=G-TEST123");
    expect(scripts("https://www.googletagmanager.com/gtag/js?id=G-TEST123")).toHaveLength(1);
  });
});

describe("whenIdle", () => {
  it("runs the task once the page is idle, and at the latest when the time limit passes if it never is", () => {
    jest.useFakeTimers();
    // The browser's idle callback, on a page whose main thread never falls idle: it runs the
    // callback only when the time limit it was given passes, as browsers do.
    window.requestIdleCallback = (callback, options) =>
      options?.timeout === undefined
        ? 0
        : (setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), options.timeout) as unknown as number);
    window.cancelIdleCallback = (handle) => clearTimeout(handle);
    const task = jest.fn();

    whenIdle(task);
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs the task after the current one where the browser has no idle callbacks, and not once cancelled", () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
