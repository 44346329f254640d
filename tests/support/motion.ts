/**
 * WCAG 2.2.2 (Pause, Stop, Hide) read in a page: what moves there by itself, and whether the
 * visitor can see a control that stops it. Used by the motion spec on the landing page and by the
 * accessibility audit on every page (one visit a page serves both).
 */
import type { Page } from "@playwright/test";
import { MOTION_CONTROL_FOR } from "../../src/lib/browser/motion-controls";

/** WCAG 2.2.2: what moves by itself for longer than this needs a way to stop it. */
export const LONGEST_UNCONTROLLED_MS = 5000;

/**
 * Everything on the page that moves by itself for more than five seconds (a running animation that
 * loops for ever or lasts longer, a video playing that loops or is longer), each named with what
 * controls it: the button the nearest element marked `data-motion-control-for` names, if it is a
 * toggle button the visitor can see. Read in the page.
 */
export function movingThings(page: Page) {
  return page.evaluate(
    ({ longest, controlFor }) => {
      const describe = (element: Element) =>
        `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.className && typeof element.className === "string" ? `.${element.className.split(" ")[0]}` : ""}>`;
      const controlOf = (element: Element) => {
        const holder = element.closest(`[${controlFor}]`);
        const button = holder ? document.getElementById(holder.getAttribute(controlFor) ?? "") : null;
        if (!(button instanceof HTMLButtonElement) || !button.hasAttribute("aria-pressed")) return null;
        return button.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ? button.id : null;
      };
      const found: { what: string; control: string | null }[] = [];
      for (const animation of document.getAnimations()) {
        if (animation.playState !== "running") continue;
        const timing = animation.effect?.getComputedTiming();
        const target = (animation.effect as KeyframeEffect | null)?.target;
        if (!timing || !target) continue;
        const lasts = timing.iterations === Infinity || Number(timing.activeDuration) > longest;
        if (!lasts) continue;
        const name = animation instanceof CSSAnimation ? animation.animationName : animation.constructor.name;
        found.push({ what: `${name} on ${describe(target)}`, control: controlOf(target) });
      }
      for (const video of Array.from(document.querySelectorAll("video"))) {
        if (video.paused || video.ended) continue;
        if (!video.loop && video.duration * 1000 <= longest) continue;
        found.push({ what: `a film playing in ${describe(video)}`, control: controlOf(video) });
      }
      return found;
    },
    { longest: LONGEST_UNCONTROLLED_MS, controlFor: MOTION_CONTROL_FOR },
  );
}

/** What moves for more than five seconds with no visible control, each as a line naming the page. */
export async function uncontrolledMotion(page: Page, where: string): Promise<string[]> {
  return (await movingThings(page)).filter((thing) => !thing.control).map((thing) => `${where}: ${thing.what} has no visible control`);
}
