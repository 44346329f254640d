/** Set on the document once the visitor has followed a link to a part of the page (see `renderedWhenNear`). */
export const IN_PAGE_JUMP_ATTRIBUTE = "data-in-page-jump";

/**
 * Sections far from the window are not laid out (`content-visibility: auto`) and count as their
 * estimated height. A smooth scroll to a part of the page aims at where the target is when it
 * starts; each section it passes is then laid out at its real height and moves the target, and the
 * page came to rest hundreds of pixels past it. From the first link to a part of this page the
 * visitor follows, every section is laid out, and stays so: the scroll aims at the target's real
 * place, and no section goes back to its estimate while the page is still on its way.
 *
 * It stays so because there is no telling when a jump is over. A busy phone sends `scrollend` for
 * the page's first adjustment, before the smooth scroll has moved at all, and a smooth scroll on it
 * can take well over a second; laid out "until the scroll ends", sections fell back to their
 * estimates mid-way, and the page stopped 700 px from its target. By then everything has been laid
 * out once anyway, which is all the estimates saved.
 */
export function layOutPageForInPageJumps(): void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link || event.defaultPrevented || link.target || link.origin !== location.origin || link.pathname !== location.pathname) return;
    if (!link.hash || !document.getElementById(decodeURIComponent(link.hash.slice(1)))) return;
    document.documentElement.setAttribute(IN_PAGE_JUMP_ATTRIBUTE, "");
    document.removeEventListener("click", onClick, true);
  };
  document.addEventListener("click", onClick, true);
}
