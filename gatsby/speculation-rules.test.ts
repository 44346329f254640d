import * as routes from "../src/lib/routes";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers";
import { NEVER_PREPARED_PATTERNS, speculationRules } from "./speculation-rules";

const { ADMIN_PATH } = routes;

/** Every function address the site names (src/lib/routes.ts), whatever constant holds it. */
function functionAddresses(value: unknown): string[] {
  if (typeof value === "string") return value.includes("/.netlify/") ? [value] : [];
  if (value && typeof value === "object") return Object.values(value).flatMap(functionAddresses);
  return [];
}

describe("speculation rules", () => {
  it("prerender same-site links on the visitor's intent, not as soon as a page loads", () => {
    expect(speculationRules.prerender).toHaveLength(1);
    const [rule] = speculationRules.prerender;
    expect(rule.eagerness).toBe("moderate");
    expect(rule.where.and[0]).toEqual({ href_matches: "/*" });
  });

  it("fetch ahead, on the pointer's first coming, the HTML of exactly the pages they prerender", () => {
    expect(speculationRules.prefetch).toHaveLength(1);
    const [rule] = speculationRules.prefetch;
    // "immediate" would fetch every page linked from the page as soon as it loads.
    expect(rule.eagerness).toBe("eager");
    expect(rule.where).toEqual(speculationRules.prerender[0].where);
  });

  it("never prepare a function: each one the site names is under the excluded /.netlify/", () => {
    const addresses = functionAddresses(routes);
    expect(addresses.length).toBeGreaterThanOrEqual(7);
    for (const address of addresses) expect(address.startsWith("/.netlify/")).toBe(true);
    expect(NEVER_PREPARED_PATTERNS).toContain("/.netlify/*");
  });

  it("never prepare the content editor", () => {
    expect(NEVER_PREPARED_PATTERNS).toEqual(expect.arrayContaining([ADMIN_PATH.slice(0, -1), `${ADMIN_PATH}*`]));
  });

  it("are allowed by the policy of a page that carries them, by their hash", () => {
    const html = `<p>Page</p><script type="speculationrules">${JSON.stringify(speculationRules)}</script>`;
    const [hash] = inlineScriptHashes(html);
    expect(hash).toMatch(/^'sha256-/);
    expect(contentSecurityPolicy([hash])).toContain(hash);
  });
});
