/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://www.gridlinefilms.co.uk/blog"}
 */
import path from "path";
import { readContent, siteFiles } from "../content-model/reader";
import {
  BANNER_DELAY_MS,
  CONSENT_STORAGE_KEYS,
  acceptAll,
  consentReducer,
  cookieDomainCandidates,
  customize,
  deleteCategoryCookies,
  denyAll,
  effectivePreferences,
  initialConsentState,
  isBannerDue,
  isBannerVisible,
  parseStoredConsent,
  readConsent,
  remainingBannerDelay,
  writeConsent,
  type ConsentEvent,
  type ConsentState,
} from "./consent";

const VERSION = "2025-09-06";

function stored(decision: string | null, preferences: string | null, version: string | null = VERSION) {
  return parseStoredConsent({ decision, preferences, version }, VERSION);
}

function run(...events: ConsentEvent[]): ConsentState {
  return events.reduce(consentReducer, initialConsentState);
}

describe("the consent version", () => {
  it("is the cookie policy's version, so changing the policy asks every visitor again", () => {
    const policy = readContent(path.join(__dirname, "../../content")).legalPages.find(({ slug }) => slug === "cookie-policy");
    const policyVersion = policy?.entry.version;
    expect(policyVersion).toBeDefined();
    expect(siteFiles.consent.version).toBe(policyVersion);
  });
});

describe("reading a stored choice", () => {
  it("accepts the three exact shapes the choices store", () => {
    expect(stored("accepted", '{"necessary":true,"analytics":true,"marketing":true}')).toEqual(acceptAll());
    expect(stored("denied", '{"necessary":true,"analytics":false,"marketing":false}')).toEqual(denyAll());
    expect(stored("customized", '{"necessary":true,"analytics":true,"marketing":false}')).toEqual(
      customize({ analytics: true, marketing: false }),
    );
  });

  it.each([
    ["nothing stored", null, null],
    ["a decision without preferences", "accepted", null],
    ["preferences without a decision", null, '{"necessary":true,"analytics":true,"marketing":true}'],
    ["an unknown decision", "yes", '{"necessary":true,"analytics":true,"marketing":true}'],
    ["a decision in another case", "Accepted", '{"necessary":true,"analytics":true,"marketing":true}'],
    ["preferences that are not JSON", "customized", "{necessary:true"],
    ["preferences that are a JSON array", "customized", "[true,true,true]"],
    ["preferences that are JSON null", "customized", "null"],
    ["a category given as a string", "customized", '{"necessary":true,"analytics":"true","marketing":false}'],
    ["necessary switched off", "customized", '{"necessary":false,"analytics":false,"marketing":false}'],
    ["a missing category", "customized", '{"necessary":true,"analytics":true}'],
    ["an unknown category", "customized", '{"necessary":true,"analytics":true,"marketing":false,"social":true}'],
    ["accepted with marketing off", "accepted", '{"necessary":true,"analytics":true,"marketing":false}'],
    ["denied with analytics on", "denied", '{"necessary":true,"analytics":true,"marketing":false}'],
  ])("treats %s as no consent", (_case, decision, preferences) => {
    expect(stored(decision, preferences)).toBeNull();
  });

  it("asks again when the choice was made under another version of the cookie policy", () => {
    const allOn = '{"necessary":true,"analytics":true,"marketing":true}';
    expect(stored("accepted", allOn, "2024-01-01")).toBeNull();
    expect(stored("accepted", allOn, null)).toBeNull();
  });
});

describe("storing a choice", () => {
  beforeEach(() => localStorage.clear());

  it("writes exactly the documented values, plus the policy version under its own key", () => {
    writeConsent(localStorage, customize({ analytics: false, marketing: true }), VERSION);
    expect(localStorage.getItem("cookieConsent")).toBe("customized");
    expect(localStorage.getItem("cookiePreferences")).toBe('{"necessary":true,"analytics":false,"marketing":true}');
    expect(localStorage.getItem(CONSENT_STORAGE_KEYS.version)).toBe(VERSION);
    expect(readConsent(localStorage, VERSION)).toEqual(customize({ analytics: false, marketing: true }));
  });

  it("treats storage the browser refuses as no choice, and reports a write it refused", () => {
    const refusing = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(readConsent(refusing, VERSION)).toBeNull();
    expect(writeConsent(refusing, acceptAll(), VERSION)).toBe(false);
  });
});

describe("the banner and dialog states", () => {
  it("shows the banner only once storage holds no choice and the delay has passed", () => {
    expect(isBannerVisible(run({ type: "bannerDelayElapsed" }))).toBe(false);
    expect(isBannerVisible(run({ type: "storageRead", consent: null, dismissedThisSession: false }))).toBe(false);
    expect(isBannerVisible(run({ type: "storageRead", consent: null, dismissedThisSession: false }, { type: "bannerDelayElapsed" }))).toBe(
      true,
    );
    expect(isBannerVisible(run({ type: "bannerDelayElapsed" }, { type: "storageRead", consent: null, dismissedThisSession: false }))).toBe(
      true,
    );
    expect(
      isBannerVisible(run({ type: "storageRead", consent: denyAll(), dismissedThisSession: false }, { type: "bannerDelayElapsed" })),
    ).toBe(false);
  });

  it("knows the banner is coming before its delay ends, so its code can be fetched in time", () => {
    expect(isBannerDue(run({ type: "bannerDelayElapsed" }))).toBe(false);
    expect(isBannerDue(run({ type: "storageRead", consent: null, dismissedThisSession: false }))).toBe(true);
    expect(isBannerDue(run({ type: "storageRead", consent: acceptAll(), dismissedThisSession: false }))).toBe(false);
    expect(isBannerDue(run({ type: "storageRead", consent: null, dismissedThisSession: true }))).toBe(false);
  });

  it("hides the banner after a choice and closes the dialog it was made in", () => {
    const state = run(
      { type: "storageRead", consent: null, dismissedThisSession: false },
      { type: "bannerDelayElapsed" },
      { type: "preferencesOpened" },
      { type: "decided", consent: customize({ analytics: true, marketing: false }) },
    );
    expect(isBannerVisible(state)).toBe(false);
    expect(state.preferencesOpen).toBe(false);
    expect(effectivePreferences(state)).toEqual({ necessary: true, analytics: true, marketing: false });
  });

  it("keeps the banner and the choice when the dialog is cancelled", () => {
    const state = run(
      { type: "storageRead", consent: null, dismissedThisSession: false },
      { type: "bannerDelayElapsed" },
      { type: "preferencesOpened" },
      { type: "preferencesCancelled" },
    );
    expect(state.preferencesOpen).toBe(false);
    expect(isBannerVisible(state)).toBe(true);
    expect(state.consent).toBeNull();
  });

  it("hides the banner after X without recording a choice", () => {
    const state = run(
      { type: "storageRead", consent: null, dismissedThisSession: false },
      { type: "bannerDelayElapsed" },
      { type: "bannerDismissed" },
    );
    expect(isBannerVisible(state)).toBe(false);
    expect(state.consent).toBeNull();
    expect(effectivePreferences(state)).toEqual({ necessary: true, analytics: false, marketing: false });
  });

  it("keeps the banner away for the rest of a visit in which it was closed with X", () => {
    const state = run({ type: "storageRead", consent: null, dismissedThisSession: true }, { type: "bannerDelayElapsed" });
    expect(isBannerVisible(state)).toBe(false);
    expect(state.consent).toBeNull();
  });

  it("lets a stored choice be withdrawn from the dialog", () => {
    const state = run(
      { type: "storageRead", consent: acceptAll(), dismissedThisSession: false },
      { type: "preferencesOpened" },
      { type: "decided", consent: customize({ analytics: false, marketing: true }) },
    );
    expect(effectivePreferences(state)).toEqual({ necessary: true, analytics: false, marketing: true });
    expect(state.consent?.decision).toBe("customized");
  });
});

describe("the banner delay", () => {
  it("is 2,000 ms after the load event, and never negative", () => {
    expect(BANNER_DELAY_MS).toBe(2000);
    expect(remainingBannerDelay(0)).toBe(2000);
    expect(remainingBannerDelay(600)).toBe(1400);
    expect(remainingBannerDelay(5000)).toBe(0);
  });
});

describe("deleting a category's cookies", () => {
  const cookieNamesNow = () =>
    document.cookie
      .split(";")
      .map((pair) => pair.split("=")[0].trim())
      .filter(Boolean)
      .sort();

  afterEach(() => {
    deleteCategoryCookies(["analytics", "marketing"], document, "www.gridlinefilms.co.uk");
    for (const name of cookieNamesNow()) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });

  it("lists the host and each parent domain, and nothing for IP addresses", () => {
    expect(cookieDomainCandidates("www.gridlinefilms.co.uk")).toEqual(["www.gridlinefilms.co.uk", "gridlinefilms.co.uk", "co.uk"]);
    expect(cookieDomainCandidates("localhost")).toEqual([]);
    expect(cookieDomainCandidates("127.0.0.1")).toEqual([]);
  });

  it("removes Google Analytics cookies set on the host or the parent domain", () => {
    document.cookie = "_ga=GA1.1.111.222; Path=/; Domain=gridlinefilms.co.uk";
    document.cookie = "_ga_TEST123=GS1.1.333; Path=/; Domain=.gridlinefilms.co.uk";
    document.cookie = "_ga=GA1.1.444.555; Path=/";
    document.cookie = "li_fat_id=abc; Path=/";
    document.cookie = "site_theme=dark; Path=/";

    const removed = deleteCategoryCookies(["analytics"], document, window.location.hostname);

    expect(removed.sort()).toEqual(["_ga", "_ga_TEST123"]);
    expect(cookieNamesNow()).toEqual(["li_fat_id", "site_theme"]);
  });

  it("removes LinkedIn cookies on our domain and leaves look-alike names alone", () => {
    for (const name of ["li_sugr", "bcookie", "lidc", "UserMatchHistory", "AnalyticsSyncHistory", "li_fat_id"]) {
      document.cookie = `${name}=1; Path=/; Domain=gridlinefilms.co.uk`;
    }
    document.cookie = "_gallery=1; Path=/";
    document.cookie = "bcookie_consent=1; Path=/";

    deleteCategoryCookies(["marketing"], document, window.location.hostname);

    expect(cookieNamesNow()).toEqual(["_gallery", "bcookie_consent"]);
  });
});
