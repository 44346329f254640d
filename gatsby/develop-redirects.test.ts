import { siteFiles } from "../src/content-model/reader";
import { LANDING_PATH } from "../src/lib/routes";
import { redirectTarget } from "./develop-redirects";

describe("the redirects gatsby develop answers", () => {
  it("sends the root to the landing page, as Netlify does", () => {
    expect(redirectTarget(siteFiles.redirects, "/", "")).toBe(LANDING_PATH);
  });

  it("matches an address with or without its trailing slash and keeps its query", () => {
    const redirects = [{ from: "/old", to: "/new" }];
    expect(redirectTarget(redirects, "/old/", "?utm_source=newsletter")).toBe("/new?utm_source=newsletter");
    expect(redirectTarget(redirects, "/old", "")).toBe("/new");
  });

  it("leaves every other address to its page", () => {
    expect(redirectTarget([{ from: "/old", to: "/new" }], "/older", "")).toBeNull();
    expect(redirectTarget(siteFiles.redirects, LANDING_PATH, "")).toBeNull();
  });
});
