/** Set on the document while the page scrolls to a part of itself (see `renderedWhenNear`). */
export const IN_PAGE_JUMP_ATTRIBUTE = "data-in-page-jump";

/** Longest a jump is waited for where the browser does not say when scrolling ends. */
const LONGEST_JUMP_MS = 2000;

/**
 * Sections far from the window are not laid out (`content-visibility: auto`) and count as their
 * estimated height. A smooth scroll to a part of the page aims at where the target is when it
 * starts; each section it passes is then laid out at its real height and moves the target, and the
 * page came to rest hundreds of pixels past it. While a link to a part of this page is followed,
 * every section is laid out, so the scroll aims at the target's real place; once it ends, the
 * sections keep the heights they were drawn at.
 */
export function layOutPageForInPageJumps(): void {
  let done: (() => void) | null = null;
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      if (!link || event.defaultPrevented || link.target || link.origin !== location.origin || link.pathname !== location.pathname) return;
      if (!link.hash || !document.getElementById(decodeURIComponent(link.hash.slice(1)))) return;
      done?.();
      const root = document.documentElement;
      root.setAttribute(IN_PAGE_JUMP_ATTRIBUTE, "");
      const end = () => {
        root.removeAttribute(IN_PAGE_JUMP_ATTRIBUTE);
        window.removeEventListener("scrollend", end);
        clearTimeout(timer);
        done = null;
      };
      const timer = setTimeout(end, LONGEST_JUMP_MS);
      window.addEventListener("scrollend", end);
      done = end;
    },
    true,
  );
}
