/** Set on the document while the page scrolls to a part of itself (see `renderedWhenNear`). */
export const IN_PAGE_JUMP_ATTRIBUTE = "data-in-page-jump";

/** Longest the page stays laid out for a jump that never comes to rest at its target (the visitor scrolled away). */
const LONGEST_JUMP_MS = 10_000;

/**
 * Sections far from the window are not laid out (`content-visibility: auto`) and count as their
 * estimated height. A smooth scroll to a part of the page aims at where the target is when it
 * starts; each section it passes is then laid out at its real height and moves the target, and the
 * page came to rest hundreds of pixels past it. While a link to a part of this page is followed,
 * every section is laid out, so the scroll aims at the target's real place; once the page has come
 * to rest with the target where it was sent, the sections keep the heights they were drawn at and
 * those far from the window are skipped again.
 *
 * "Come to rest" is a `scrollend` with the target in place, not the first `scrollend`: a busy phone
 * sends one for the page's own adjustment as the sections are laid out, before the smooth scroll
 * has moved, and ending there put the sections back to their estimates mid-way (the page stopped
 * 300 to 700 px off). A browser without `scrollend`, or a visitor who scrolls elsewhere mid-way,
 * ends it after LONGEST_JUMP_MS.
 */
export function layOutPageForInPageJumps(): void {
  let done: (() => void) | null = null;
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      if (!link || event.defaultPrevented || link.target || link.origin !== location.origin || link.pathname !== location.pathname) return;
      const target = link.hash ? document.getElementById(decodeURIComponent(link.hash.slice(1))) : null;
      if (!target) return;
      done?.();
      const root = document.documentElement;
      root.setAttribute(IN_PAGE_JUMP_ATTRIBUTE, "");
      const end = () => {
        root.removeAttribute(IN_PAGE_JUMP_ATTRIBUTE);
        window.removeEventListener("scrollend", onScrollEnd);
        clearTimeout(timer);
        done = null;
      };
      const onScrollEnd = () => {
        if (inPlace(target)) end();
      };
      const timer = setTimeout(end, LONGEST_JUMP_MS);
      window.addEventListener("scrollend", onScrollEnd);
      done = end;
    },
    true,
  );
}

/** Whether the target is just under the header, or as near as the page's end or start let it be. */
function inPlace(target: Element): boolean {
  const root = document.documentElement;
  const wanted = (parseFloat(getComputedStyle(root).scrollPaddingTop) || 0) + (parseFloat(getComputedStyle(target).scrollMarginTop) || 0);
  const top = target.getBoundingClientRect().top;
  if (Math.abs(top - wanted) <= 2) return true;
  const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight - 1;
  return (atEnd && top > wanted) || (window.scrollY === 0 && top < wanted);
}
