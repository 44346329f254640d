import { siteFiles } from "../src/content-model/reader";
import { siteRedirects } from "./redirects";

describe("the site's redirects", () => {
  it("sends the root to the landing page permanently, from content like every other redirect", () => {
    expect(siteRedirects(siteFiles.redirects)).toContainEqual({
      fromPath: "/",
      toPath: "/video-production-milton-keynes",
      isPermanent: true,
      redirectInBrowser: true,
      force: true,
    });
  });

  it("makes one permanent redirect per entry of content/site/redirects.json", () => {
    const made = siteRedirects([{ from: "/old", to: "/new" }]);
    expect(made.filter((redirect) => redirect.isPermanent)).toEqual([
      { fromPath: "/old", toPath: "/new", isPermanent: true, redirectInBrowser: true, force: true },
    ]);
  });

  it("answers Netlify's configuration files with the not-found page", () => {
    for (const fromPath of ["/_headers", "/_redirects"]) {
      expect(siteRedirects([])).toContainEqual({ fromPath, toPath: "/404.html", statusCode: 404, force: true });
    }
  });
});
