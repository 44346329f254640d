/**
 * @jest-environment jsdom
 */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { siteFiles } from "../../content-model/reader";
import { CONSENT_STORAGE_KEYS } from "../../lib/consent";
import { forgetAddedScripts } from "../../lib/browser/external-scripts";
import { ConsentProvider } from "./ConsentProvider";
import { CookieConsent } from "./CookieConsent";
import { CookieSettingsButton } from "./CookieSettingsButton";

// The components read their words from the site data query, which Gatsby runs; here they come from the file.
jest.mock("../../hooks/use-site-data", () => ({
  useSiteData: () => ({ consent: jest.requireActual("../../content-model/reader").siteFiles.consent }),
}));

const copy = siteFiles.consent;

const ALL_ON = '{"necessary":true,"analytics":true,"marketing":true}';
const NECESSARY_ONLY = '{"necessary":true,"analytics":false,"marketing":false}';

// jsdom has no modal dialogs; this stands in for the browser's showModal()/close(), including
// moving focus to the first control inside, so returning focus afterwards is really tested.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    this.querySelector<HTMLElement>("input:not(:disabled), button")?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
  // Nor does it lay anything out; the banner's size watcher just reports once.
  window.ResizeObserver = class {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe() {
      this.callback([], this);
    }
    unobserve() {}
    disconnect() {}
  };
});

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
  // Scripts stay on a page once added; each test starts on a fresh one.
  forgetAddedScripts();
  for (const script of document.querySelectorAll("script")) script.remove();
  delete process.env.GATSBY_GA_MEASUREMENT_ID;
  delete process.env.GATSBY_LINKEDIN_PARTNER_ID;
  delete window.gtag;
  for (const name of document.cookie.split(";").map((pair) => pair.split("=")[0].trim())) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

function renderSite() {
  return render(
    <ConsentProvider>
      <main>
        <button type="button">Book Discovery Call</button>
      </main>
      <footer>
        <CookieSettingsButton />
      </footer>
      <CookieConsent />
    </ConsentProvider>,
  );
}

function wait(milliseconds: number) {
  act(() => {
    jest.advanceTimersByTime(milliseconds);
  });
}

const banner = () => screen.queryByRole("region", { name: copy.banner.title });
const dialog = () => screen.queryByRole("dialog", { name: copy.dialog.title });
const bannerButton = (name: string) => within(banner()!).getByRole("button", { name });
const storedConsent = () => ({
  decision: localStorage.getItem(CONSENT_STORAGE_KEYS.decision),
  preferences: localStorage.getItem(CONSENT_STORAGE_KEYS.preferences),
});
const scriptSources = () => Array.from(document.querySelectorAll("script"), (script) => script.getAttribute("src"));

function storeChoice(decision: string, preferences: string, version = copy.version) {
  localStorage.setItem(CONSENT_STORAGE_KEYS.decision, decision);
  localStorage.setItem(CONSENT_STORAGE_KEYS.preferences, preferences);
  localStorage.setItem(CONSENT_STORAGE_KEYS.version, version);
}

// The banner and the dialog load lazily (CookieConsent.tsx). Loading them once here, as the first
// visit does, lets every test below check what is on screen at an exact moment of its fake clock.
// The first load compiles both modules and what they import; on a busy machine with a cold
// transform cache that alone has taken more than jest's 20 s, so the load has a minute.
beforeAll(async () => {
  jest.useFakeTimers();
  renderSite();
  wait(2000);
  fireEvent.click(await screen.findByRole("button", { name: copy.banner.viewPreferences }));
  await screen.findByRole("dialog", { name: copy.dialog.title });
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  jest.useRealTimers();
}, 60_000);

describe("the cookie banner", () => {
  it("appears 2 seconds after load, without taking focus from what the visitor is using", () => {
    renderSite();
    const pageButton = screen.getByRole("button", { name: "Book Discovery Call" });
    pageButton.focus();

    wait(1999);
    expect(banner()).toBeNull();
    wait(1);
    expect(banner()).toBeInTheDocument();
    expect(within(banner()!).getByRole("link", { name: copy.banner.policyLink })).toHaveAttribute("href", "/cookie-policy");
    expect(pageButton).toHaveFocus();
  });

  it("stores accepted with every category on when Accept is pressed, then goes away", () => {
    renderSite();
    wait(2000);
    fireEvent.click(bannerButton(copy.banner.accept));
    expect(storedConsent()).toEqual({ decision: "accepted", preferences: ALL_ON });
    expect(banner()).toBeNull();
  });

  it("stores denied with only necessary on when Deny is pressed, then goes away", () => {
    renderSite();
    wait(2000);
    fireEvent.click(bannerButton(copy.banner.deny));
    expect(storedConsent()).toEqual({ decision: "denied", preferences: NECESSARY_ONLY });
    expect(banner()).toBeNull();
  });

  it("hides on X for the rest of the visit without storing a choice, and comes back on the next visit", () => {
    const firstVisit = renderSite();
    wait(2000);
    fireEvent.click(bannerButton(copy.banner.close));
    expect(banner()).toBeNull();
    wait(10_000);
    expect(banner()).toBeNull();
    expect(storedConsent()).toEqual({ decision: null, preferences: null });

    // Another page of the same visit does not ask again...
    firstVisit.unmount();
    const nextPage = renderSite();
    wait(2000);
    expect(banner()).toBeNull();

    // ...but the next visit, in a new browser session, does.
    nextPage.unmount();
    sessionStorage.clear();
    renderSite();
    wait(2000);
    expect(banner()).toBeInTheDocument();
  });

  it("stays away when a valid choice is stored", () => {
    storeChoice("denied", NECESSARY_ONLY);
    renderSite();
    wait(5000);
    expect(banner()).toBeNull();
  });

  it.each([
    ["the choice was made under an older cookie policy", "accepted", ALL_ON, "2024-01-01"],
    ["the stored decision is unknown", "maybe", ALL_ON, copy.version],
    ["the stored preferences are corrupt", "customized", "{not json", copy.version],
  ])("asks again when %s", (_case, decision, preferences, version) => {
    storeChoice(decision, preferences, version);
    renderSite();
    wait(2000);
    expect(banner()).toBeInTheDocument();
  });
});

describe("the preferences dialog", () => {
  function openFromBanner() {
    renderSite();
    wait(2000);
    const opener = bannerButton(copy.banner.viewPreferences);
    opener.focus();
    fireEvent.click(opener);
    return opener;
  }

  it("offers three labelled switches: necessary locked on, analytics and marketing off", () => {
    openFromBanner();
    const open = dialog()!;
    expect(open).toHaveAttribute("open");
    expect(within(open).getByRole("switch", { name: copy.dialog.categories.necessary.name })).toBeChecked();
    expect(within(open).getByRole("switch", { name: copy.dialog.categories.necessary.name })).toBeDisabled();
    expect(within(open).getByRole("switch", { name: copy.dialog.categories.analytics.name })).not.toBeChecked();
    expect(within(open).getByRole("switch", { name: copy.dialog.categories.marketing.name })).not.toBeChecked();
  });

  it("saves the chosen categories as customized, closes, and hides the banner", () => {
    openFromBanner();
    fireEvent.click(within(dialog()!).getByRole("switch", { name: copy.dialog.categories.analytics.name }));
    fireEvent.click(within(dialog()!).getByRole("button", { name: copy.dialog.save }));
    expect(storedConsent()).toEqual({ decision: "customized", preferences: '{"necessary":true,"analytics":true,"marketing":false}' });
    expect(dialog()).toBeNull();
    expect(banner()).toBeNull();
  });

  it("closes on Cancel without storing anything, leaving the banner up", () => {
    openFromBanner();
    fireEvent.click(within(dialog()!).getByRole("switch", { name: copy.dialog.categories.marketing.name }));
    fireEvent.click(within(dialog()!).getByRole("button", { name: copy.dialog.cancel }));
    expect(dialog()).toBeNull();
    expect(banner()).toBeInTheDocument();
    expect(storedConsent()).toEqual({ decision: null, preferences: null });
  });

  it("closes on Escape and gives focus back to the button that opened it", () => {
    const opener = openFromBanner();
    expect(opener).not.toHaveFocus();
    // Escape on a modal dialog reaches the page as a cancel event on the dialog.
    fireEvent(dialog()!, new Event("cancel", { cancelable: true }));
    expect(dialog()).toBeNull();
    expect(opener).toHaveFocus();
    expect(storedConsent()).toEqual({ decision: null, preferences: null });
  });

  it("reopens from the footer's Cookie settings with the current choice, and withdrawing analytics takes effect at once", () => {
    storeChoice("accepted", ALL_ON);
    process.env.GATSBY_GA_MEASUREMENT_ID = "G-TEST123";
    const gtag = jest.fn();
    window.gtag = gtag;
    document.cookie = "_ga=GA1.1.123.456; Path=/";
    document.cookie = "_ga_TEST123=GS1.1.789; Path=/";
    renderSite();

    const settings = screen.getByRole("button", { name: copy.settingsLink });
    settings.focus();
    fireEvent.click(settings);
    const analytics = within(dialog()!).getByRole("switch", { name: copy.dialog.categories.analytics.name });
    expect(analytics).toBeChecked();
    expect(within(dialog()!).getByRole("switch", { name: copy.dialog.categories.marketing.name })).toBeChecked();

    fireEvent.click(analytics);
    fireEvent.click(within(dialog()!).getByRole("button", { name: copy.dialog.save }));

    expect(storedConsent()).toEqual({ decision: "customized", preferences: '{"necessary":true,"analytics":false,"marketing":true}' });
    expect(document.cookie).not.toMatch(/_ga/);
    expect(gtag).toHaveBeenLastCalledWith("consent", "update", { analytics_storage: "denied" });
    expect((window as unknown as Record<string, unknown>)["ga-disable-G-TEST123"]).toBe(true);
    expect(settings).toHaveFocus();
  });
});

describe("tracking scripts", () => {
  const gtagLibrary = "https://www.googletagmanager.com/gtag/js?id=G-TEST123";
  const insightTag = "https://snap.licdn.com/li.lms-analytics/insight.min.js";

  function configureIds() {
    process.env.GATSBY_GA_MEASUREMENT_ID = "G-TEST123";
    process.env.GATSBY_LINKEDIN_PARTNER_ID = "123456";
  }

  /** The script's load event, and what the page does once it has run. */
  async function finishLoading(src: string) {
    const script = document.querySelector(`script[src="${src}"]`);
    expect(script).not.toBeNull();
    await act(async () => {
      fireEvent.load(script!);
    });
  }

  it("loads nothing before a choice or after Deny", () => {
    configureIds();
    renderSite();
    wait(2000);
    expect(scriptSources()).toEqual([]);
    fireEvent.click(bannerButton(copy.banner.deny));
    wait(5000);
    expect(scriptSources()).toEqual([]);
  });

  it("loads the consent bootstraps after Accept, then Google's and LinkedIn's scripts once they have run", async () => {
    configureIds();
    renderSite();
    wait(2000);
    fireEvent.click(bannerButton(copy.banner.accept));
    wait(50);

    expect(document.querySelector('script[src="/scripts/gtag-consent.js"]')).toHaveAttribute("data-measurement-id", "G-TEST123");
    expect(document.querySelector('script[src="/scripts/linkedin-insight.js"]')).toHaveAttribute("data-partner-id", "123456");
    expect(scriptSources()).not.toContain(gtagLibrary);
    expect(scriptSources()).not.toContain(insightTag);

    await finishLoading("/scripts/gtag-consent.js");
    await finishLoading("/scripts/linkedin-insight.js");
    expect(scriptSources()).toEqual(expect.arrayContaining([gtagLibrary, insightTag]));
  });

  it("loads only analytics when only analytics is switched on", async () => {
    configureIds();
    renderSite();
    wait(2000);
    fireEvent.click(bannerButton(copy.banner.viewPreferences));
    fireEvent.click(within(dialog()!).getByRole("switch", { name: copy.dialog.categories.analytics.name }));
    fireEvent.click(within(dialog()!).getByRole("button", { name: copy.dialog.save }));
    wait(50);
    await finishLoading("/scripts/gtag-consent.js");

    expect(scriptSources()).toEqual(expect.arrayContaining(["/scripts/gtag-consent.js", gtagLibrary]));
    expect(scriptSources().filter((src) => src?.includes("linkedin") || src?.includes("licdn"))).toEqual([]);
  });

  it("loads nothing whatever the choice when no ids are configured", () => {
    renderSite();
    wait(2000);
    fireEvent.click(bannerButton(copy.banner.accept));
    wait(5000);
    expect(scriptSources()).toEqual([]);
  });
});
