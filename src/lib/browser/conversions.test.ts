/**
 * @jest-environment jsdom
 */
import { conversionOfLink, flushWaitingConversions, setConversionConsent, trackConversion } from "./conversions";

const BOOKING = "https://calendly.com/gridlinefilms/discovery-call";
const settings = { measurementId: "G-TEST123", linkedInConversionIds: { lead: 111, booking: 222 } };
type Calls = unknown[][];

function installVendors() {
  const gtagCalls: Calls = [];
  const lintrkCalls: Calls = [];
  Object.assign(window, {
    gtag: (...args: unknown[]) => gtagCalls.push(args),
    lintrk: (...args: unknown[]) => lintrkCalls.push(args),
  });
  return { gtagCalls, lintrkCalls };
}

afterEach(() => {
  setConversionConsent({ analytics: false, marketing: false }, settings);
  delete (window as unknown as Record<string, unknown>).gtag;
  delete (window as unknown as Record<string, unknown>).lintrk;
});

describe("tracking a conversion", () => {
  it("sends nothing anywhere without consent, even with both vendors present", () => {
    const { gtagCalls, lintrkCalls } = installVendors();
    setConversionConsent({ analytics: false, marketing: false }, settings);
    expect(trackConversion("lead")).toEqual([]);
    expect(gtagCalls).toEqual([]);
    expect(lintrkCalls).toEqual([]);
  });

  it("sends the GA4 event with analytics consent and the LinkedIn conversion with marketing consent", () => {
    const { gtagCalls, lintrkCalls } = installVendors();
    setConversionConsent({ analytics: true, marketing: true }, settings);
    trackConversion("lead", { form_page: "/contact" });
    trackConversion("phone");
    expect(gtagCalls).toEqual([
      ["event", "generate_lead", { form_page: "/contact" }],
      ["event", "phone_click", {}],
    ]);
    expect(lintrkCalls).toEqual([["track", { conversion_id: 111 }]]);
  });

  it("holds an allowed event until the vendor's bootstrap has run, and drops it if consent is withdrawn first", () => {
    setConversionConsent({ analytics: true, marketing: false }, settings);
    trackConversion("booking");
    const { gtagCalls } = installVendors();
    flushWaitingConversions();
    expect(gtagCalls).toEqual([["event", "book_call_click", {}]]);

    delete (window as unknown as Record<string, unknown>).gtag;
    trackConversion("email");
    setConversionConsent({ analytics: false, marketing: false }, settings);
    const later = installVendors();
    flushWaitingConversions();
    expect(later.gtagCalls).toEqual([]);
  });
});

describe("which links are conversions", () => {
  it("phone, email and the booking page, whatever their query", () => {
    expect(conversionOfLink("tel:+441632960418", BOOKING)).toBe("phone");
    expect(conversionOfLink("mailto:hello@gridlinefilms.co.uk", BOOKING)).toBe("email");
    expect(conversionOfLink(`${BOOKING}?month=2026-12`, BOOKING)).toBe("booking");
    expect(conversionOfLink("https://calendly.com/someone-else", BOOKING)).toBeNull();
    expect(conversionOfLink("https://www.gridlinefilms.co.uk/contact", BOOKING)).toBeNull();
  });
});
