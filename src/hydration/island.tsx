import { StaticQueryContext } from "gatsby";
import {
  Suspense,
  createContext,
  createElement,
  lazy,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type Context,
  type ReactNode,
} from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { MOTION_TOGGLE } from "../lib/browser/motion-controls";
import { carriedContexts } from "./carried-contexts";
import { isTakingOverServerHtml } from "./phase";

/**
 * When a section's code is loaded and run in the browser:
 * - `when-needed`: the section does something of its own once it is in sight (the Google reviews
 *   load themselves for a visitor who allowed it); it hydrates when it comes near the window or the
 *   visitor touches it (focus, pointer, key), whichever is first.
 * - `when-touched`: its script only answers the visitor (a form that answers in place, a button
 *   that shares, a header menu that opens on hover); it hydrates when the visitor touches it or
 *   a mouse comes onto it, however long it has been in sight, or when a picture in it fails to
 *   load (only its script can put another in its place). A section on the first screen costs
 *   nothing until then.
 * - `never`: everything in it works as HTML (links, `<details>`, native dialogs); its code is
 *   never sent to a browser that has the server's HTML.
 */
export type Hydration = "when-needed" | "when-touched" | "never";

/** How far from the window a section starts hydrating: about a phone screen ahead of the visitor. */
const NEAR_WINDOW = "600px 0px";

/** What a visitor does to a section before it has hydrated, each of which hydrates it at once. */
const TOUCHES = ["pointerdown", "focusin", "keydown", "click"] as const;

/** A mouse coming onto a section: the visitor is reaching for it (and a header menu opens on hover). */
const REACHING = "pointerover";

/** A picture in the section that failed to load, which its script replaces (an `error` does not bubble, so it is caught on the way down). */
const FAILED = "error";

/** Whether a picture in the element has already failed to load, before anything listened for it. */
function hasFailedPicture(element: Element): boolean {
  return Array.from(element.querySelectorAll("img")).some(
    (image) => image.complete && image.naturalWidth === 0 && Boolean(image.currentSrc),
  );
}

/** Whether a form control holds something other than what the page was built with. */
function changed(control: Element): boolean {
  if (control instanceof HTMLSelectElement) {
    // A list with no option marked as chosen shows its first one.
    const built = Math.max(
      0,
      Array.from(control.options).findIndex((option) => option.defaultSelected),
    );
    return control.multiple
      ? Array.from(control.options).some((option) => option.selected !== option.defaultSelected)
      : control.selectedIndex !== built;
  }
  if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio"))
    return control.checked !== control.defaultChecked;
  return (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && control.value !== control.defaultValue;
}

/**
 * Whether the visitor used the section before the page's scripts ran (they start after the first
 * paint, and a visitor can be quicker): focus is in it, a field holds what they typed or chose, or
 * a dialog they opened is open. Those touches came before anything listened for them.
 */
function touchedBeforeScripts(element: Element): boolean {
  if (element.contains(document.activeElement) || element.querySelector("dialog[open]")) return true;
  return Array.from(element.querySelectorAll("input, textarea, select")).some(changed);
}

interface CarriedValue {
  context: Context<unknown>;
  value: unknown;
}

/**
 * Gatsby's static query results (the site's settings and labels) and the contexts the page's setup
 * names (./carried-contexts.ts).
 */
function useCarried(): CarriedValue[] {
  // The list is complete before the first page renders, so every render reads the same contexts in the same order.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return [StaticQueryContext as Context<unknown>, ...carriedContexts].map((context) => ({ context, value: useContext(context) }));
}

function Carried({ values, children }: { values: CarriedValue[]; children: ReactNode }) {
  return values.reduceRight<ReactNode>((inner, { context, value }) => <context.Provider value={value}>{inner}</context.Provider>, children);
}

/**
 * True inside a section's own root while it takes over its server HTML, so a section nested in it
 * keeps its HTML too, exactly as the page's root leaves it to its islands.
 */
const TakingOverIsland = createContext(false);

/** Tells the island it has hydrated, from inside its root, once React has committed it. */
function AfterHydration({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * A button whose only action is a script's: a press on it before its section hydrated is pressed
 * again once it has. Links, submit buttons and buttons that open a popover or a dialog act
 * without script, so their press already did what it does; so does a motion control, which the
 * page's head script answers from the start (src/lib/browser/motion-controls.ts).
 */
function scriptOnlyButton(target: EventTarget | null, within: Element): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest("button") : null;
  if (!button || !within.contains(button) || button.disabled) return null;
  if (button.type !== "button" || button.hasAttribute("popovertarget") || button.hasAttribute("command")) return null;
  if (button.hasAttribute(MOTION_TOGGLE)) return null;
  return button;
}

type PropsOf<C> = C extends ComponentType<infer P extends object> ? P : never;

export interface IslandOptions {
  /**
   * A media query under which a `when-touched` section has work of its own from the start (the
   * landing hero plays its clip only on screens wide enough to show it): it hydrates at once
   * where the query holds, and as soon as it comes to hold (a window widened).
   */
  atOnceWhere?: string;
}

/**
 * Declares a section of a page as an island (see `islandOf`), in one call: `load` imports the
 * section's module (its `webpackChunkName` comment names the script chunk, `island-<section>`), and
 * `name` is the component the module exports, checked against the module's exports.
 */
export function island<M, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  hydration: Hydration,
  options: IslandOptions = {},
): ComponentType<PropsOf<M[K]>> {
  return islandOf(() => load().then((module) => module[name] as ComponentType<PropsOf<M[K]>>), hydration, options);
}

/**
 * A section of a page drawn at build like any other, whose code the browser loads and runs only
 * when the visitor needs it ("hydration on demand"). Until then the browser shows the server's HTML
 * and every control in it works without script: links lead on, forms post, `<details>` open,
 * popovers and dialogs open by their invoker buttons, and what the visitor types stays typed.
 *
 * The page's own React root leaves the section's HTML alone (an element whose inner HTML React does
 * not manage), and the section hydrates into a root of its own. So nothing that changes in the
 * rest of the page (consent being read, the address's fragment on an in-page link) can make React
 * discard the section's HTML, and a section that is never needed costs nothing. The props a section
 * is first drawn with are the ones it hydrates with; they come from the page's data, which does
 * not change while the page is open.
 *
 * `load` returns the section's component; it is a dynamic import, so the component is in a script
 * chunk of its own. On the server (and for a page drawn in the browser, as `gatsby develop` draws
 * them) the section renders in place.
 */
function islandOf<P extends object>(load: () => Promise<ComponentType<P>>, hydration: Hydration, options: IslandOptions): ComponentType<P> {
  // React's types wrap a lazy component's props in ref types; a section takes its props as they are.
  const Section = lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<object>;

  function Island(props: P) {
    const holder = useRef<HTMLDivElement>(null);
    const insideTakeOver = useContext(TakingOverIsland);
    const [mode, setMode] = useState<"server" | "takeover" | "browser">(() =>
      typeof window === "undefined" ? "server" : isTakingOverServerHtml() || insideTakeOver ? "takeover" : "browser",
    );
    const carried = useCarried();
    // The props and contexts the section hydrates with: those of its first render.
    const [firstRender] = useState(() => ({ props, carried }));

    useEffect(() => {
      const element = holder.current;
      if (mode !== "takeover" || !element) return;
      // A page React had to draw afresh has no server HTML here to take over.
      if (!element.firstChild) {
        setMode("browser");
        return;
      }
      if (hydration === "never") return;
      return hydrateWhenNeeded(element, load, firstRender.props, firstRender.carried, hydration, options);
    }, [mode, firstRender]);

    if (mode === "takeover") {
      return <div ref={holder} data-island={hydration} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
    }
    return (
      <div data-island={hydration} data-hydrated={mode === "browser" ? "true" : undefined}>
        <div data-island-root="">
          {mode === "server" ? createElement(Section, props) : <Suspense fallback={null}>{createElement(Section, props)}</Suspense>}
        </div>
      </div>
    );
  }
  return Island;
}

/**
 * Watches for the moment the section is needed, then loads its code and hydrates it. Returns the cleanup.
 *
 * The section's root is the element inside the holder, never the holder itself: the holder is an
 * element of the page's root, and React, given a press on a section it is still hydrating, looks
 * at the element it hydrates into, finds the page's element there and not the section's root, and
 * swallows the press instead of finishing the section's hydration and handing it on.
 */
function hydrateWhenNeeded<P extends object>(
  element: HTMLElement,
  load: () => Promise<ComponentType<P>>,
  props: P,
  carried: CarriedValue[],
  hydration: "when-needed" | "when-touched",
  { atOnceWhere }: IslandOptions,
): () => void {
  const inner = element.firstElementChild;
  if (!(inner instanceof HTMLElement)) return () => undefined;
  const container: HTMLElement = inner;
  let root: Root | null = null;
  let started = false;
  let stopped = false;
  /** Presses made before the section's code arrived, made again once it has hydrated. */
  const pressed = new Set<HTMLButtonElement>();
  const inSight = hydration === "when-needed";
  const atOnce = atOnceWhere ? window.matchMedia(atOnceWhere) : null;
  const observer =
    inSight && typeof IntersectionObserver === "function" ? new IntersectionObserver(onNear, { rootMargin: NEAR_WINDOW }) : null;

  function stopWatching() {
    observer?.disconnect();
    for (const type of TOUCHES) element.removeEventListener(type, onTouch, true);
    element.removeEventListener(REACHING, onReaching, true);
    element.removeEventListener(FAILED, start, true);
    atOnce?.removeEventListener("change", onMediaChange);
  }

  function onHydrated() {
    // Presses are watched until now: one made while the code is on its way is pressed again too.
    stopWatching();
    element.dataset.hydrated = "true";
    for (const button of pressed) if (button.isConnected) button.click();
    pressed.clear();
  }

  function start() {
    if (started) return;
    started = true;
    observer?.disconnect();
    void load().then((Section) => {
      if (stopped) return;
      root = hydrateRoot(
        container,
        <Carried values={carried}>
          <TakingOverIsland.Provider value={true}>{createElement(Section as ComponentType<object>, props)}</TakingOverIsland.Provider>
          <AfterHydration onHydrated={onHydrated} />
        </Carried>,
      );
    });
  }

  function onNear(entries: IntersectionObserverEntry[]) {
    if (entries.some((entry) => entry.isIntersecting)) start();
  }

  function onTouch(event: Event) {
    // Once the root exists, React hydrates at once on a press and handles it itself.
    const button = event.type === "click" && !root ? scriptOnlyButton(event.target, element) : null;
    if (button) pressed.add(button);
    start();
  }

  function onMediaChange() {
    if (atOnce?.matches) start();
  }

  function onReaching(event: Event) {
    if ((event as PointerEvent).pointerType === "mouse") start();
  }

  for (const type of TOUCHES) element.addEventListener(type, onTouch, true);
  if (inSight) {
    // The holder and the root inside it draw no box of their own (display: contents); the section does.
    if (observer) for (const child of Array.from(container.children)) observer.observe(child);
    else start();
  } else {
    element.addEventListener(REACHING, onReaching, true);
    element.addEventListener(FAILED, start, true);
    atOnce?.addEventListener("change", onMediaChange);
  }
  if (atOnce?.matches || hasFailedPicture(element) || touchedBeforeScripts(element)) start();

  return () => {
    stopped = true;
    stopWatching();
    const hydrated = root;
    // Not while React is rendering the page that removed the section.
    if (hydrated) setTimeout(() => hydrated.unmount(), 0);
  };
}
