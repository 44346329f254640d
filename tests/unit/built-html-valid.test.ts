/**
 * Every template's built HTML is valid by the W3C's Nu HTML checker (run `npm run build:test`
 * first; `npm test` does). The checker is the one validator.w3.org runs, from the `vnu-jar`
 * package, and needs Java. Only its CSS errors are set aside: it does not yet know CSS the site
 * uses on purpose (anchor positioning, view transitions), which browsers without it ignore.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ONE_PAGE_PER_TEMPLATE, builtPages } from "../support/site";

const vnuJar = require.resolve("vnu-jar/build/dist/vnu.jar");

const publicDir = path.resolve(__dirname, "../../public");

interface Message {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The built file of one page of each template (and the pages only a form leads to); the not-found page as Netlify serves it. */
function pageFiles(): string[] {
  const built = new Set(builtPages(publicDir).map((page) => page.path));
  const category = [...built].find((pagePath) => pagePath.startsWith("/blog/category/"));
  const paths = [...Object.values(ONE_PAGE_PER_TEMPLATE), category, "/contact/thank-you", "/newsletter/confirmed"];
  return paths
    .filter((pagePath): pagePath is string => pagePath !== undefined && built.has(pagePath))
    .map((pagePath) => path.join(publicDir, `${pagePath.slice(1)}.html`))
    .concat(path.join(publicDir, "404.html"));
}

describe("valid HTML", () => {
  it("one page of every template has no error by the Nu HTML checker, CSS it does not know aside", () => {
    const java = spawnSync("java", ["-version"], { encoding: "utf8" });
    if (java.error) throw new Error("The Nu HTML checker needs Java (Debian: apt-get install default-jre-headless)");
    const files = pageFiles();
    expect(files.length).toBe(Object.keys(ONE_PAGE_PER_TEMPLATE).length + 3);
    const run = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    // The checker writes its findings to standard error and exits 1 when there are any.
    const { messages } = JSON.parse(run.stderr) as { messages: Message[] };
    const errors = messages
      .filter((message) => message.type === "error" || message.subType === "fatal")
      .filter((message) => !message.message.startsWith("CSS:"))
      .map(
        (message) =>
          `${path.relative(publicDir, new URL(message.url).pathname)}:${message.lastLine ?? "?"}: ${message.message} ${message.extract ?? ""}`,
      );
    expect(errors).toEqual([]);
  }, 180_000);
});
