import {
  cleanCampaignValue,
  cleanHost,
  cleanPath,
  describeCampaign,
  enquirySourceFrom,
  readVisitRecord,
  rememberVisitStart,
  sourceToSend,
  visitStartOf,
  VISIT_SOURCE_SESSION_KEY,
} from "./enquiry-source";
import type { Arrival } from "./arrival-record";

const HOST = "www.gridlinefilms.co.uk";
const arrival = (overrides: Partial<Arrival> = {}): Arrival => ({
  path: "/training-video-production-milton-keynes",
  search: "?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=abc",
  referrer: "",
  host: HOST,
  ...overrides,
});

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe("source values", () => {
  it("keeps site paths, without a trailing slash, and drops anything else", () => {
    expect(cleanPath("/contact")).toBe("/contact");
    expect(cleanPath("/blog/six-training-video-mistakes/")).toBe("/blog/six-training-video-mistakes");
    expect(cleanPath("/")).toBe("/");
    for (const bad of ["contact", "/contact?x=1", "/Contact", "//evil.example", "/.netlify/functions/x", `/${"a".repeat(200)}`, 7]) {
      expect(cleanPath(bad)).toBeUndefined();
    }
  });

  it("keeps host names only, in lower case", () => {
    expect(cleanHost("WWW.LinkedIn.com")).toBe("www.linkedin.com");
    expect(cleanHost("xn--bcher-kva.example")).toBe("xn--bcher-kva.example");
    for (const bad of ["https://www.google.com/", "localhost", "www.google.com:443", "a b.com", ""]) expect(cleanHost(bad)).toBeUndefined();
  });

  it("keeps campaign words up to 100 characters and drops email addresses and control characters", () => {
    expect(cleanCampaignValue("  spring   2026 ")).toBe("spring 2026");
    expect(cleanCampaignValue("x".repeat(100))).toHaveLength(100);
    for (const bad of ["x".repeat(101), "priya@example.co.uk", "spring\u0007", "<script>", "", "-leading"]) {
      expect(cleanCampaignValue(bad)).toBeUndefined();
    }
  });

  it("takes only what passes from a post, and nothing at all when nothing does", () => {
    expect(enquirySourceFrom({ source: { page: "/contact", campaign: { campaign: "spring", id: "x" }, extra: 1 } })).toEqual({
      page: "/contact",
      campaign: { campaign: "spring" },
    });
    expect(enquirySourceFrom({ sourcePage: "/video-production-milton-keynes" })).toEqual({ page: "/video-production-milton-keynes" });
    expect(enquirySourceFrom({ source: "nonsense" })).toBeUndefined();
    expect(enquirySourceFrom({})).toBeUndefined();
  });

  it("reads as one line for the owner", () => {
    expect(describeCampaign({ source: "newsletter", medium: "email", campaign: "spring" })).toBe("spring (newsletter / email)");
    expect(describeCampaign({ source: "linkedin" })).toBe("linkedin");
    expect(describeCampaign(undefined)).toBeUndefined();
  });
});

describe("the start of a visit", () => {
  it("is a page opened without a referrer or from another site, with its campaign and the other site's host only", () => {
    expect(visitStartOf(arrival())).toEqual({
      landingPage: "/training-video-production-milton-keynes",
      campaign: { source: "newsletter", medium: "email", campaign: "spring" },
    });
    expect(visitStartOf(arrival({ search: "", referrer: "https://www.google.com/search?q=training+videos" }))).toEqual({
      landingPage: "/training-video-production-milton-keynes",
      referrerHost: "www.google.com",
    });
  });

  it("is not a page reached from another page of the site", () => {
    expect(visitStartOf(arrival({ referrer: `https://${HOST}/blog` }))).toBeNull();
  });
});

describe("what the form sends", () => {
  it("without a record: its page, and the visit's start only when this page began the visit", () => {
    expect(sourceToSend("/training-video-production-milton-keynes", arrival(), null)).toEqual({
      page: "/training-video-production-milton-keynes",
      landingPage: "/training-video-production-milton-keynes",
      campaign: { source: "newsletter", medium: "email", campaign: "spring" },
    });
    expect(sourceToSend("/contact", arrival(), null)).toEqual({ page: "/contact" });
  });

  it("with the visit's record (kept under consent): its page and the visit's first page and campaign", () => {
    const storage = memoryStorage();
    rememberVisitStart(storage, visitStartOf(arrival())!);
    rememberVisitStart(storage, { landingPage: "/blog" });
    expect(sourceToSend("/contact", arrival({ path: "/contact", search: "" }), readVisitRecord(storage))).toEqual({
      page: "/contact",
      landingPage: "/training-video-production-milton-keynes",
      campaign: { source: "newsletter", medium: "email", campaign: "spring" },
    });
  });

  it("ignores a tampered record", () => {
    const storage = memoryStorage();
    storage.setItem(VISIT_SOURCE_SESSION_KEY, '{"landingPage":"https://evil.example"}');
    expect(readVisitRecord(storage)).toBeNull();
    storage.setItem(VISIT_SOURCE_SESSION_KEY, "not json");
    expect(readVisitRecord(storage)).toBeNull();
  });
});
