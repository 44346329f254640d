/**
 * The visitor's own say over what moves on a page by itself (WCAG 2.2.2, Pause, Stop, Hide): the
 * landing hero's background film and the client logo strip each have a button that stops them,
 * and the choice holds on every page and every later visit.
 *
 * The choice is kept in the browser's local storage (one key a control, set to "true" while that
 * motion is stopped and removed when the visitor starts it again) and answered by one small inline
 * script in every page's head (`motionControlsScript`, placed by gatsby-ssr.tsx and allowed by the
 * page's policy by its hash, like every inline script). Run before the body is parsed, it marks the
 * root element with each stopped control's attribute, so the page's CSS holds a stopped strip still
 * from the first paint: no flash of motion, and nothing for React to take over (the logo strip's
 * section never hydrates). The same script answers every press of a control's button, wherever it
 * is and whether or not its section has hydrated: it flips the attribute, stores the choice, and
 * sets `aria-pressed` on every button of that control. It also follows a choice made in another tab
 * (the `storage` event) or while the page waited in the back/forward cache (`pageshow`).
 *
 * It marks the root `data-motion-controls` once it has run. Without scripts that mark is missing,
 * so the buttons (which would do nothing) are not shown, and nothing moves that could not be
 * stopped: the strip stands still as it does for a visitor who asks for reduced motion, and the film
 * is only ever started by a script.
 */

/** Each control: the key its choice is stored under, and the root element's attribute while it is stopped. */
export const MOTION_CONTROLS = {
  heroFilm: { storageKey: "heroFilmPaused", attribute: "data-hero-film-paused" },
  clientLogos: { storageKey: "clientLogosPaused", attribute: "data-client-logos-paused" },
} as const;

export type MotionControl = keyof typeof MOTION_CONTROLS;

/** What a stored key holds while its motion is stopped. */
export const STOPPED_VALUE = "true";

/** On the root element once the script has run: the controls work. */
export const MOTION_CONTROLS_READY = "data-motion-controls";

/** On a control's button, naming the control it toggles (`data-motion-toggle="clientLogos"`). */
export const MOTION_TOGGLE = "data-motion-toggle";

/**
 * On the element that holds something moving, naming the id of the button that stops it: the
 * end-to-end rule that nothing moves for more than five seconds without a control reads it.
 */
export const MOTION_CONTROL_FOR = "data-motion-control-for";

/** Matches the root element while `control` is stopped, for CSS. */
export const stoppedRoot = (control: MotionControl) => `html[${MOTION_CONTROLS[control].attribute}]`;

/** Matches the root element while the controls cannot work (no script has run), for CSS. */
export const CONTROLS_MISSING = `html:not([${MOTION_CONTROLS_READY}])`;

/** The attributes a control's button is drawn with; `aria-pressed` is true while its motion is stopped. */
export function toggleAttributes(control: MotionControl, pressed = false) {
  return { type: "button" as const, [MOTION_TOGGLE]: control, "aria-pressed": pressed };
}

/** The inline script for the head of every page (see above). ES5, as it runs before anything else. */
export function motionControlsScript(): string {
  const controls = Object.fromEntries(
    Object.entries(MOTION_CONTROLS).map(([name, { storageKey, attribute }]) => [name, [storageKey, attribute]]),
  );
  return (
    `(function(){var d=document,r=d.documentElement,c=${JSON.stringify(controls)},n;` +
    // The stored choice; a browser that refuses storage simply has none.
    `function g(k){try{return localStorage.getItem(c[k][0])===${JSON.stringify(STOPPED_VALUE)}}catch(e){return false}}` +
    `function b(k){var s=d.querySelectorAll('button[${MOTION_TOGGLE}="'+k+'"]'),p=String(r.hasAttribute(c[k][1])),i;for(i=0;i<s.length;i++)s[i].setAttribute("aria-pressed",p)}` +
    `function a(k,p){if(p)r.setAttribute(c[k][1],"");else r.removeAttribute(c[k][1]);b(k)}` +
    `function all(){for(n in c)a(n,g(n))}` +
    `all();r.setAttribute(${JSON.stringify(MOTION_CONTROLS_READY)},"");` +
    `d.addEventListener("click",function(e){var t=e.target,o=t&&t.closest&&t.closest("button[${MOTION_TOGGLE}]"),k=o&&o.getAttribute(${JSON.stringify(MOTION_TOGGLE)}),p;` +
    `if(!k||!c.hasOwnProperty(k))return;p=!r.hasAttribute(c[k][1]);a(k,p);` +
    `try{if(p)localStorage.setItem(c[k][0],${JSON.stringify(STOPPED_VALUE)});else localStorage.removeItem(c[k][0])}catch(x){}});` +
    `d.addEventListener("DOMContentLoaded",function(){for(n in c)b(n)});` +
    `addEventListener("storage",function(e){for(n in c)if(e.key===null||e.key===c[n][0])a(n,g(n))});` +
    `addEventListener("pageshow",function(e){if(e.persisted)all()})})();`
  );
}

/** Whether `control`'s motion is stopped, as the head script has it. */
export function isStopped(control: MotionControl): boolean {
  return document.documentElement.hasAttribute(MOTION_CONTROLS[control].attribute);
}

/** Calls `onChange` whenever `control` is stopped or started; returns the unsubscription. */
export function watchStopped(control: MotionControl, onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [MOTION_CONTROLS[control].attribute] });
  return () => observer.disconnect();
}
