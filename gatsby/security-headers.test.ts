import { createHash } from "crypto";
import { GOOGLE_REVIEWS_MARKER, GOOGLE_REVIEW_PHOTO_HOSTS } from "../src/lib/google-reviews";
import { ADMIN_PATH } from "../src/lib/routes";
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  inlineScriptHashes,
  NOT_FOUND_PATH,
  servedFile,
  siteHeaderRoutes,
  type HeaderRoute,
} from "./security-headers";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const header = (route: HeaderRoute | undefined, name: string) =>
  route?.headers.find((h) => h.key.toLowerCase() === name.toLowerCase())?.value;

describe("security headers", () => {
  it("hashes inline and module scripts but not external scripts or JSON-LD", () => {
    const html = [
      '<script>window.pagePath="/blog"</script>',
      '<script type="module">const a=1</script>',
      '<script src="/app.js" async></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha('window.pagePath="/blog"'), sha("const a=1")]);
  });

  it("allows only hashed inline scripts: no unsafe-inline or unsafe-eval for scripts, no framing, and reports violations", () => {
    const csp = contentSecurityPolicy([sha("one"), sha("one"), sha("two")]);
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src"))!;
    expect(scriptSrc).not.toMatch(/unsafe-(inline|eval)/);
    expect(scriptSrc.match(/sha256-/g)).toHaveLength(2);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/report-to \w+/);
    expect(csp).toMatch(/report-uri \/\S+/);
  });

  const pages = [
    { path: "/blog", html: "<script>blog()</script>" },
    { path: "/contact", html: "<script>contact()</script><script>form()</script>" },
    { path: NOT_FOUND_PATH, html: "<script>notFound()</script>" },
  ];
  const adapterRoutes: HeaderRoute[] = [
    {
      path: "/*",
      headers: [
        { key: "cache-control", value: "public, max-age=0, must-revalidate" },
        { key: "x-xss-protection", value: "1; mode=block" },
      ],
    },
    { path: "/static/*", headers: [{ key: "cache-control", value: "public, max-age=31536000, immutable" }] },
    {
      path: "/app-123.js",
      headers: [
        { key: "cache-control", value: "public, max-age=31536000, immutable" },
        { key: "referrer-policy", value: "same-origin" },
      ],
    },
  ];

  it("gives each page a policy with exactly its own inline scripts", () => {
    const routes = siteHeaderRoutes(adapterRoutes, pages);
    const blog = header(
      routes.find((route) => route.path === "/blog"),
      "Content-Security-Policy",
    )!;
    const contact = header(
      routes.find((route) => route.path === "/contact"),
      "Content-Security-Policy",
    )!;
    expect(blog).toContain(sha("blog()"));
    expect(blog).not.toContain(sha("contact()"));
    expect(contact).toContain(sha("contact()"));
    expect(contact).toContain(sha("form()"));
    expect(contact).not.toContain(sha("blog()"));
  });

  it("lets only a page that shows Google reviews load reviewers' photos from Google", () => {
    const withReviews = { path: "/video-production-milton-keynes", html: `<section><div ${GOOGLE_REVIEWS_MARKER}="">…</div></section>` };
    const routes = siteHeaderRoutes(adapterRoutes, [...pages, withReviews]);
    const imgSrc = (path: string) =>
      header(
        routes.find((route) => route.path === path),
        "Content-Security-Policy",
      )!
        .split("; ")
        .find((directive) => directive.startsWith("img-src"))!;
    for (const host of GOOGLE_REVIEW_PHOTO_HOSTS) expect(imgSrc(withReviews.path)).toContain(`https://${host}`);
    for (const path of ["/blog", "/contact", "/*"]) expect(imgSrc(path)).not.toContain("googleusercontent.com");
  });

  it("puts the site-wide headers and the not-found page's policy first, under /*, and page rules after it", () => {
    const routes = siteHeaderRoutes(adapterRoutes, pages);
    expect(routes[0].path).toBe("/*");
    expect(header(routes[0], "Content-Security-Policy")).toContain(sha("notFound()"));
    expect(header(routes[0], "Strict-Transport-Security")).toMatch(/max-age=\d{8}/);
    expect(header(routes[0], "Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(routes.filter((route) => route.path === "/*")).toHaveLength(1);
    expect(routes.findIndex((route) => route.path === "/blog")).toBeGreaterThan(0);
  });

  it("keeps the adapter's immutable caching for hashed assets but none of its older defaults", () => {
    const routes = siteHeaderRoutes(adapterRoutes, pages);
    expect(
      header(
        routes.find((route) => route.path === "/app-123.js"),
        "cache-control",
      ),
    ).toBe("public, max-age=31536000, immutable");
    expect(
      header(
        routes.find((route) => route.path === "/static/*"),
        "cache-control",
      ),
    ).toBe("public, max-age=31536000, immutable");
    for (const route of routes) {
      expect(header(route, "x-xss-protection")).toBeUndefined();
      if (route.path !== "/*") expect(header(route, "referrer-policy")).toBeUndefined();
    }
  });

  it("gives the policy for the file each page is served from too, without overriding another page's own rule", () => {
    expect(servedFile("/blog")).toBe("/blog.html");
    expect(servedFile("/")).toBe("/index.html");
    expect(servedFile("/404.html")).toBe("/404.html");
    const routes = siteHeaderRoutes(adapterRoutes, [...pages, { path: "/404", html: "<script>otherNotFound()</script>" }]);
    const policyOf = (path: string) =>
      header(
        routes.find((route) => route.path === path),
        "content-security-policy",
      );
    expect(policyOf("/blog.html")).toBe(policyOf("/blog"));
    expect(policyOf("/404.html")).toContain(sha("notFound()"));
    expect(routes.filter((route) => route.path === "/404.html")).toHaveLength(1);
  });

  it("gives the content editor its own policy and noindex, last so it wins there, and leaves the pages' policies as they are", () => {
    const routes = siteHeaderRoutes(adapterRoutes, pages);
    const admin = routes.slice(-2);
    expect(admin.map((route) => route.path)).toEqual(["/admin", `${ADMIN_PATH}*`]);
    for (const route of admin) {
      expect(header(route, "Content-Security-Policy")).toBe(adminContentSecurityPolicy());
      expect(header(route, "X-Robots-Tag")).toMatch(/noindex/);
    }
    expect(adminContentSecurityPolicy()).toMatch(/frame-ancestors 'none'/);
    expect(adminContentSecurityPolicy()).toMatch(/object-src 'none'/);
    for (const route of routes.slice(0, -2)) expect(header(route, "Content-Security-Policy") ?? "").not.toContain("unsafe-eval");
  });

  it("refuses a build without a not-found page, whose policy covers every other path", () => {
    expect(() => siteHeaderRoutes(adapterRoutes, pages.slice(0, 2))).toThrow(NOT_FOUND_PATH);
  });
});
