/**
 * Whether the visitor has seen this page yet. A page the browser prerendered on the visitor's
 * intent (the speculation rules, see gatsby/speculation-rules.ts) runs its scripts before the
 * click, and may never be shown at all: nothing that counts a visit, asks a third party or times
 * something for the visitor may start until the page is activated.
 */

interface PrerenderingDocument {
  /** True while the page is being prerendered; absent in browsers that never prerender. */
  prerendering?: boolean;
}

function isPrerendering(): boolean {
  return (document as Document & PrerenderingDocument).prerendering === true;
}

/**
 * Runs `task` now on a page the visitor sees, or when a prerendered page is shown. Returns a
 * function that cancels a task still waiting.
 */
export function whenShown(task: () => void): () => void {
  if (!isPrerendering()) {
    task();
    return () => undefined;
  }
  document.addEventListener("prerenderingchange", task, { once: true });
  return () => document.removeEventListener("prerenderingchange", task);
}

/**
 * When the visitor first saw the page, on the clock of `performance.now()`: the activation of a
 * prerendered page, or 0 (the start of the navigation) for any other.
 */
export function shownAt(): number {
  const [navigation] = performance.getEntriesByType?.("navigation") ?? [];
  return (navigation as (PerformanceNavigationTiming & { activationStart?: number }) | undefined)?.activationStart ?? 0;
}
