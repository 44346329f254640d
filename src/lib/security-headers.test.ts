import { createHash } from "crypto";
import { contentSecurityPolicy, headersFile, inlineScriptHashes } from "./security-headers";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

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

  it("allows only hashed inline scripts: no unsafe-inline or unsafe-eval for scripts, no framing", () => {
    const csp = contentSecurityPolicy([sha("one"), sha("one"), sha("two")]);
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src"))!;
    expect(scriptSrc).not.toMatch(/unsafe-(inline|eval)/);
    expect(scriptSrc.match(/sha256-/g)).toHaveLength(2);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("replaces the plugin's site-wide block and stops HTML and page data being cached", () => {
    const existing = ["## Created with gatsby-plugin-netlify", "", "/*", "  X-XSS-Protection: 1; mode=block", "/app-123.js", "  Cache-Control: public, max-age=31536000, immutable"].join("\n");
    const file = headersFile(existing, { csp: "default-src 'self'", htmlPaths: ["/", "/blog"] });
    expect(file).not.toContain("X-XSS-Protection");
    expect(file).toContain("/app-123.js\n  Cache-Control: public, max-age=31536000, immutable");
    expect(file).toContain("/*\n  Content-Security-Policy: default-src 'self'");
    expect(file).toContain("Strict-Transport-Security: max-age=63072000");
    expect(file).toContain("/page-data/*\n  Cache-Control: public, max-age=0, must-revalidate");
    expect(file).toContain("/blog\n  Cache-Control: public, max-age=0, must-revalidate");
  });
});
