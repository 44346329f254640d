/**
 * Screenshots every page of a build and compares two sets of them pixel by pixel, so a change
 * meant to leave the pages alone (a refactor) can prove it did:
 *
 *   node scripts/compare-pages.mjs shoot public /tmp/before     # on the commit before
 *   node scripts/compare-pages.mjs shoot public /tmp/after      # on the change
 *   node scripts/compare-pages.mjs compare /tmp/before /tmp/after
 *
 * `shoot` serves the build's files itself (pages, pretty addresses, 404) and photographs every page
 * of its sitemap plus the pages kept out of it, at 390 and 1440 px wide, twice: as the HTML arrives
 * (scripts off, the whole page) and once the page has hydrated (the first screen). What would vary
 * from one run to the next is held still: the hero film is not served (its poster shows), the web
 * font is always waited for, animations and transitions are off, every section is laid out (no
 * content-visibility estimates) and every picture loads at once; and each screenshot is taken once
 * two in a row are alike.
 * `compare` lists each screenshot that differs, with how many pixels, writes a picture of the
 * differences beside the second set (`*.diff.png`), and exits 1 if any differ by more than the
 * noise of two runs over one build.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { chromium } from "@playwright/test";
import { createJiti } from "jiti";
import sharp from "sharp";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";

const WIDTHS = [390, 1440];
const VIEWPORT_HEIGHT = 900;
/**
 * Two runs over the same build can differ by up to about two hundred pixels where a picture on the
 * first screen of a hydrated blog page is decoded (rounded corners a few shades apart). Up to this
 * many differing pixels a screenshot is reported, but as noise, not as a change.
 */
const NOISE_PIXELS = 250;
const jiti = createJiti(import.meta.url);
const { CONTACT_THANK_YOU_PATH, NEWSLETTER_PAGES, NOT_FOUND_PATH } = await jiti.import("../src/lib/routes.ts");
/** Pages no sitemap lists: the not-found page and the pages forms land on. */
const UNLISTED = [NOT_FOUND_PATH, CONTACT_THANK_YOU_PATH, ...Object.values(NEWSLETTER_PAGES)];
const STILL = `*, *::before, *::after { content-visibility: visible !important; animation: none !important;
  transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }`;
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".xml": "application/xml",
};

/** A static server of the build: `/x` is x.html or x/index.html, anything else missing is the 404 page. */
function serve(root) {
  const fileFor = (pathname) =>
    [pathname, `${pathname}.html`, path.join(pathname, "index.html")]
      .map((candidate) => path.join(root, candidate))
      .find((file) => file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile());
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url, "http://localhost");
    const decoded = decodeURIComponent(pathname);
    const file = decoded.startsWith("/media/") ? undefined : fileFor(decoded);
    const body = fs.readFileSync(file ?? path.join(root, "404.html"));
    const type = TYPES[path.extname(file ?? ".html")] ?? "application/octet-stream";
    // Pictures load at once, so a whole-page screenshot never catches one half-loaded.
    const content = type.startsWith("text/html")
      ? body
          .toString("utf8")
          .replaceAll('loading="lazy"', 'loading="eager"')
          .replace("</head>", `<style>${STILL}</style></head>`)
          // The web font is optional to a visitor (a slow one keeps the fallback); here it always arrives.
          .replaceAll("font-display: optional", "font-display: block")
      : body;
    response.writeHead(file ? 200 : 404, { "content-type": type });
    response.end(content);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

function pagesOf(root) {
  const sitemap = fs.readFileSync(path.join(root, "sitemap-0.xml"), "utf8");
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  return [...new Set([...listed, ...UNLISTED])].sort();
}

const shotName = (page, width, mode) => `${page === "/" ? "root" : page.slice(1).replaceAll("/", "~")}@${width}-${mode}.png`;

/**
 * Waits for a page to hydrate and for the cookie banner a new visitor gets: it comes a moment
 * later, once the page's scripts have started, later still on a busy machine. A page that never
 * shows it (none does today) costs this run a few seconds, not a false difference.
 */
async function hydrated(page) {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
  await page.waitForSelector("#cookie-banner-title", { state: "visible", timeout: 5_000 }).catch(() => {});
}

/**
 * A screenshot once the page has stopped changing: two in a row alike (fonts, pictures and late
 * layout all in), as Playwright's own screenshot assertions wait for.
 */
async function stillScreenshot(page, fullPage) {
  await page.waitForLoadState("networkidle");
  let previous = await page.screenshot({ fullPage });
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.waitForTimeout(250);
    const next = await page.screenshot({ fullPage });
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error(`${page.url()} kept changing for five seconds`);
}

async function shoot(root, outDir) {
  const absoluteRoot = path.resolve(root);
  fs.mkdirSync(outDir, { recursive: true });
  const server = await serve(absoluteRoot);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const pages = pagesOf(absoluteRoot);
  try {
    for (const width of WIDTHS) {
      for (const mode of ["html", "hydrated"]) {
        const context = await browser.newContext({
          viewport: { width, height: VIEWPORT_HEIGHT },
          javaScriptEnabled: mode === "hydrated",
          reducedMotion: "reduce",
          deviceScaleFactor: 1,
        });
        // No third party is asked for anything (fonts and pictures are the site's own).
        await context.route(
          (url) => !url.href.startsWith(base),
          (route) => route.abort(),
        );
        const page = await context.newPage();
        for (const address of pages) {
          await page.goto(`${base}${address}`, { waitUntil: "load" });
          if (mode === "hydrated") await hydrated(page);
          fs.writeFileSync(path.join(outDir, shotName(address, width, mode)), await stillScreenshot(page, mode === "html"));
          if (process.env.VERBOSE) console.log(shotName(address, width, mode));
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`${pages.length} pages × ${WIDTHS.length} widths × 2 → ${outDir}`);
}

async function compare(beforeDir, afterDir) {
  const names = [...new Set([...fs.readdirSync(beforeDir), ...fs.readdirSync(afterDir)])].filter(
    (name) => name.endsWith(".png") && !name.endsWith(".diff.png"),
  );
  let differing = 0;
  let noisy = 0;
  for (const name of names.sort()) {
    const [before, after] = [beforeDir, afterDir].map((dir) => path.join(dir, name));
    if (!fs.existsSync(before) || !fs.existsSync(after)) {
      console.log(`${name}: only in ${fs.existsSync(before) ? beforeDir : afterDir}`);
      differing += 1;
      continue;
    }
    const [a, b] = await Promise.all([before, after].map((file) => sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
    if (a.info.width !== b.info.width || a.info.height !== b.info.height) {
      console.log(`${name}: ${a.info.width}×${a.info.height} before, ${b.info.width}×${b.info.height} after`);
      differing += 1;
      continue;
    }
    const diff = Buffer.alloc(a.data.length);
    let pixels = 0;
    for (let i = 0; i < a.data.length; i += 4) {
      const same =
        a.data[i] === b.data[i] && a.data[i + 1] === b.data[i + 1] && a.data[i + 2] === b.data[i + 2] && a.data[i + 3] === b.data[i + 3];
      if (!same) pixels += 1;
      diff.set(same ? [a.data[i] / 4, a.data[i + 1] / 4, a.data[i + 2] / 4, 255] : [255, 0, 0, 255], i);
    }
    if (!pixels) continue;
    if (pixels <= NOISE_PIXELS) {
      noisy += 1;
      console.log(`${name}: ${pixels} pixels differ, no more than two runs over one build do`);
    } else {
      differing += 1;
      console.log(`${name}: ${pixels} pixels differ`);
    }
    await sharp(diff, { raw: { width: a.info.width, height: a.info.height, channels: 4 } })
      .png()
      .toFile(path.join(afterDir, name.replace(/\.png$/, ".diff.png")));
  }
  const identical = names.length - differing - noisy;
  console.log(`${identical} of ${names.length} screenshots identical, ${noisy} within the noise, ${differing} differ`);
  process.exitCode = differing ? 1 : 0;
}

const [command, first, second] = process.argv.slice(2);
if (command === "shoot" && first && second) await shoot(first, second);
else if (command === "compare" && first && second) await compare(first, second);
else {
  console.error("usage: compare-pages.mjs shoot <build dir> <screenshots dir> | compare <before dir> <after dir>");
  process.exitCode = 2;
}
