/**
 * Adds the tracking scripts a visitor allowed to the page, each once.
 *
 * Gatsby's `<Script strategy="idle">` did this before. It waits for an idle callback with no time
 * limit, so on a page that never falls idle it adds nothing until it does (12 s on a page kept
 * busy for 12 s, in tests/e2e/consent.spec.ts), and in Chromium test runs, about once a full run,
 * Accept added nothing for 40 s. It also takes its script off the page when its component mounts
 * again, and then refuses to add it again. Here the wait for an idle moment is bounded, a script's
 * element stays once added (removing the tag of a script that has run takes nothing back), and a
 * second request for a script waits for the same load.
 */

const added = new Map<string, Promise<void>>();

/**
 * Adds `<script async src>` with the given attributes to the end of the body, unless it is
 * already there, and resolves once it has run. A script that fails to load is removed, so a
 * later request tries again.
 */
export function addScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const existing = added.get(src);
  if (existing) return existing;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.async = true;
    script.src = src;
    script.addEventListener("load", () => resolve(), { once: true });
    script.addEventListener(
      "error",
      () => {
        added.delete(src);
        script.remove();
        reject(new Error(`${src} did not load`));
      },
      { once: true },
    );
    document.body.append(script);
  });
  added.set(src, loading);
  return loading;
}

/** Forgets every script added, for tests that start each case on a fresh page. */
export function forgetAddedScripts(): void {
  added.clear();
}

/**
 * The longest a script waits for the browser to be idle. Idle callbacks can be starved for as long
 * as the page keeps its main thread or its frames busy; a tracker allowed should still start.
 */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` when the browser is next idle, or after `IDLE_TIMEOUT_MS` at the latest (Safari has
 * no idle callbacks: there it runs after the current task). Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}
