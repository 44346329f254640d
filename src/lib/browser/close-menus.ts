/**
 * The header's menus are `popover` elements and `<details>`, which a followed link leaves open: an
 * in-page link (About, Contact, an industry) scrolled the page under a menu still covering it, and
 * a page kept in the back/forward cache came back with its menu open. A link followed from inside
 * a menu closes every open menu and folds the phone menu's groups. Set up by the page's first
 * script, in place of the header's own code, so it holds before the header has hydrated (the
 * header hydrates only when the visitor reaches for it).
 */
export function closeMenusOnFollowedLink(): void {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const menu = link?.closest("[popover]");
    if (!menu || typeof HTMLElement.prototype.hidePopover !== "function") return;
    for (const open of document.querySelectorAll<HTMLElement>("[popover]")) if (open.matches(":popover-open")) open.hidePopover();
    for (const group of menu.querySelectorAll("details[open]")) group.removeAttribute("open");
  });
}
