/**
 * What search engines and social networks read from the server's HTML: language, one h1, a title
 * and description of its own, a canonical address and Open Graph tags on the production origin,
 * and JSON-LD that parses, carries what its type requires and says what the page shows. Also the
 * sitemap and robots.txt. The production origin comes from the sitemap, since the local server's
 * origin differs.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { JSDOM } from "jsdom";
import { blogCategoryPath } from "../../src/lib/routes";
import { articles, blogSettings, legalPages, services } from "../support/content";

const LANDING = "/video-production-milton-keynes";
const SERVICE_PAGES = services().map((service) => service.path);
const ARTICLE_PAGES = articles().map((article) => article.path);
const OTHER_PAGES = [
  "/case-studies",
  "/contact",
  "/blog",
  ...blogSettings.categories.map(blogCategoryPath),
  ...legalPages().map((page) => page.path),
];
const INDEXABLE_PAGES = [LANDING, ...SERVICE_PAGES, ...ARTICLE_PAGES, ...OTHER_PAGES];

/** The JSON-LD types each kind of page must carry; FAQPage is also required wherever questions are shown. */
function requiredTypes(path: string): string[] {
  if (path === LANDING) return ["LocalBusiness"];
  if (SERVICE_PAGES.includes(path)) return ["Service", "FAQPage", "BreadcrumbList"];
  if (ARTICLE_PAGES.includes(path)) return ["BlogPosting", "BreadcrumbList"];
  return ["BreadcrumbList"];
}

const sitemapParser = new XMLParser({ isArray: (name) => name === "sitemap" || name === "url" });

async function readSitemap(request: APIRequestContext): Promise<{ origin: string; locations: string[] }> {
  const index = sitemapParser.parse(await (await request.get("/sitemap-index.xml")).text());
  const children = (index.sitemapindex.sitemap as { loc: string }[]).map((entry) => entry.loc);
  const locations: string[] = [];
  for (const child of children) {
    const urlset = sitemapParser.parse(await (await request.get(new URL(child).pathname)).text());
    locations.push(...(urlset.urlset.url as { loc: string }[]).map((entry) => entry.loc));
  }
  return { origin: new URL(children[0]).origin, locations };
}

let productionOrigin: string | undefined;
/** The origin the sitemap's addresses are written on; the local server's differs. */
async function siteOrigin(request: APIRequestContext): Promise<string> {
  productionOrigin ??= (await readSitemap(request)).origin;
  return productionOrigin;
}

const normalise = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

function isAbsoluteOn(value: unknown, origin?: string): boolean {
  if (typeof value !== "string" || !/^https?:\/\//.test(value)) return false;
  return origin === undefined || new URL(value).origin === origin;
}

/** "18:00" as the site shows it: "6:00 PM". */
function twelveHour(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

type JsonLd = Record<string, unknown>;

interface PageFacts {
  document: Document;
  canonical: string;
  description: string;
  origin: string;
  /** Text a visitor can read: the body without scripts and styles. */
  text: string;
}

function visibleText(document: Document): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  body.querySelectorAll("script, style, template, noscript").forEach((element) => element.remove());
  return normalise(body.textContent);
}

/** The questions and answers the page's FAQ section shows, as an accordion or as cards. */
function shownQuestions(document: Document): { question: string; answer: string }[] {
  return Array.from(document.querySelectorAll('[aria-labelledby="faq-heading"] :is(details, li)'), (item) => ({
    question: normalise(item.querySelector("summary, h3")?.textContent),
    answer: normalise(item.querySelector("p")?.textContent),
  }));
}

/** Per JSON-LD type: the properties it requires, and whether their values are what the page shows. */
const validators: Record<string, (data: JsonLd, page: PageFacts) => string[]> = {
  LocalBusiness(data, page) {
    const problems: string[] = [];
    const address = (data.address ?? {}) as JsonLd;
    const hours = (data.openingHoursSpecification ?? []) as JsonLd[];
    if (!data.name) problems.push("LocalBusiness has no name");
    if (!isAbsoluteOn(data.url, page.origin)) problems.push(`LocalBusiness url ${data.url} is not an absolute address on ${page.origin}`);
    for (const field of ["streetAddress", "addressLocality", "postalCode", "addressCountry"]) {
      if (!address[field]) problems.push(`LocalBusiness address has no ${field}`);
    }
    if (!data.telephone) problems.push("LocalBusiness has no telephone");
    else if (!page.document.querySelector(`a[href="tel:${data.telephone}"]`)) {
      problems.push(`LocalBusiness telephone ${data.telephone} is not a phone link on the page`);
    }
    for (const field of ["streetAddress", "postalCode"]) {
      if (address[field] && !page.text.includes(String(address[field]))) {
        problems.push(`LocalBusiness ${field} "${address[field]}" is not shown on the page`);
      }
    }
    if (!Array.isArray(hours) || hours.length === 0) problems.push("LocalBusiness has no openingHoursSpecification");
    for (const slot of Array.isArray(hours) ? hours : []) {
      const { dayOfWeek, opens, closes } = slot as { dayOfWeek?: unknown[]; opens?: string; closes?: string };
      if (!dayOfWeek?.length || !/^\d\d:\d\d$/.test(opens ?? "") || !/^\d\d:\d\d$/.test(closes ?? "")) {
        problems.push(`LocalBusiness opening hours ${JSON.stringify(slot)} lack days or times`);
        continue;
      }
      const shown = new RegExp(`${twelveHour(opens!)}\\s*[-–—]\\s*${twelveHour(closes!)}`);
      if (!shown.test(page.text)) problems.push(`LocalBusiness hours ${opens}-${closes} are not shown on the page`);
    }
    return problems;
  },

  Service(data, page) {
    const problems: string[] = [];
    const provider = (data.provider ?? {}) as JsonLd;
    if (!data.name) problems.push("Service has no name");
    if (!data.description) problems.push("Service has no description");
    if (!provider.name && !provider["@id"]) problems.push("Service has no provider");
    if (!data.areaServed) problems.push("Service has no areaServed");
    if (data.url !== page.canonical) problems.push(`Service url ${data.url} is not the page's canonical ${page.canonical}`);
    return problems;
  },

  FAQPage(data, page) {
    const problems: string[] = [];
    const questions = (Array.isArray(data.mainEntity) ? data.mainEntity : []) as JsonLd[];
    const described = questions.map((item) => ({
      question: normalise(String(item.name ?? "")),
      answer: normalise(String((item.acceptedAnswer as JsonLd | undefined)?.text ?? "")),
    }));
    if (described.length === 0) problems.push("FAQPage has no questions");
    if (described.some((item) => !item.question || !item.answer)) problems.push("FAQPage has a question without a name or an answer");
    const shown = shownQuestions(page.document);
    if (JSON.stringify(described) !== JSON.stringify(shown)) {
      const questions = (items: { question: string }[]) => JSON.stringify(items.map((item) => item.question));
      problems.push(`FAQPage says ${questions(described)} but the page shows ${questions(shown)}, or the answers differ`);
    }
    return problems;
  },

  BlogPosting(data, page) {
    const problems: string[] = [];
    const headline = normalise(page.document.querySelector("h1")?.textContent);
    const shownDate = page.document.querySelector("main time[datetime]")?.getAttribute("datetime");
    const mainEntity = typeof data.mainEntityOfPage === "object" ? (data.mainEntityOfPage as JsonLd)["@id"] : data.mainEntityOfPage;
    if (data.headline !== headline) problems.push(`BlogPosting headline "${data.headline}" is not the h1 "${headline}"`);
    if (data.description !== page.description) problems.push("BlogPosting description is not the page's description");
    if (!isAbsoluteOn(data.image)) problems.push(`BlogPosting image ${data.image} is not an absolute address`);
    if (typeof data.datePublished !== "string" || !/^\d{4}-\d\d-\d\d/.test(data.datePublished)) {
      problems.push(`BlogPosting datePublished ${data.datePublished} is not an ISO date`);
    } else if (data.datePublished.slice(0, 10) !== shownDate?.slice(0, 10)) {
      problems.push(`BlogPosting datePublished ${data.datePublished} is not the date shown (${shownDate})`);
    }
    if (!(data.author as JsonLd | undefined)?.name) problems.push("BlogPosting has no author name");
    if (!(data.publisher as JsonLd | undefined)?.name) problems.push("BlogPosting has no publisher name");
    if (mainEntity !== page.canonical) problems.push(`BlogPosting mainEntityOfPage ${mainEntity} is not the canonical ${page.canonical}`);
    return problems;
  },

  BreadcrumbList(data, page) {
    const problems: string[] = [];
    const crumbs = (Array.isArray(data.itemListElement) ? data.itemListElement : []) as JsonLd[];
    if (crumbs.length === 0) return ["BreadcrumbList has no items"];
    crumbs.forEach((crumb, index) => {
      if (crumb.position !== index + 1) problems.push(`BreadcrumbList item ${index + 1} has position ${crumb.position}`);
      if (!crumb.name) problems.push(`BreadcrumbList item ${index + 1} has no name`);
      if (!isAbsoluteOn(crumb.item, page.origin))
        problems.push(`BreadcrumbList item ${crumb.item} is not an absolute address on ${page.origin}`);
    });
    if (crumbs.at(-1)?.item !== page.canonical)
      problems.push(`BreadcrumbList ends at ${crumbs.at(-1)?.item}, not at the page ${page.canonical}`);
    return problems;
  },
};

/** Everything wrong with one page's head and structured data, one line each. */
function metadataProblems(path: string, html: string, origin: string): string[] {
  const { document } = new JSDOM(html).window;
  const problems: string[] = [];
  const meta = (selector: string) =>
    Array.from(document.querySelectorAll(`meta[${selector}]`), (element) => element.getAttribute("content") ?? "");
  const one = (what: string, values: string[]) => {
    if (values.length !== 1 || !values[0].trim()) problems.push(`expected one non-empty ${what}, found ${JSON.stringify(values)}`);
    return values[0] ?? "";
  };

  const lang = document.documentElement.getAttribute("lang");
  if (lang !== "en-GB") problems.push(`<html lang> is ${JSON.stringify(lang)}, not "en-GB"`);
  const headings = document.querySelectorAll("h1").length;
  if (headings !== 1) problems.push(`${headings} h1 elements instead of one`);
  one(
    "<title>",
    Array.from(document.querySelectorAll("head title"), (title) => title.textContent ?? ""),
  );
  const description = one("meta description", meta('name="description"'));
  if (meta('name="robots"').some((content) => /noindex/i.test(content))) problems.push("asks search engines not to index it");

  const canonical = one(
    "canonical link",
    Array.from(document.querySelectorAll('link[rel="canonical"]'), (link) => link.getAttribute("href") ?? ""),
  );
  if (canonical !== `${origin}${path}`) problems.push(`canonical is ${canonical}, not ${origin}${path}`);
  one("og:title", meta('property="og:title"'));
  one("og:description", meta('property="og:description"'));
  const type = one("og:type", meta('property="og:type"'));
  const expectedType = ARTICLE_PAGES.includes(path) ? "article" : "website";
  if (type !== expectedType) problems.push(`og:type is ${type}, not ${expectedType}`);
  const image = one("og:image", meta('property="og:image"'));
  if (!isAbsoluteOn(image)) problems.push(`og:image ${image} is not an absolute address`);
  const ogUrl = one("og:url", meta('property="og:url"'));
  if (ogUrl !== canonical) problems.push(`og:url ${ogUrl} differs from the canonical ${canonical}`);

  const page: PageFacts = { document, canonical, description, origin, text: visibleText(document) };
  const blocks: JsonLd[] = [];
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
    try {
      blocks.push(JSON.parse(script.textContent ?? ""));
    } catch (error) {
      problems.push(`JSON-LD does not parse: ${(error as Error).message}`);
    }
  }
  const typesOf = (block: JsonLd) => ([] as unknown[]).concat(block["@type"]).map(String);
  const needed = [...requiredTypes(path), ...(shownQuestions(document).length > 0 ? ["FAQPage"] : [])];
  for (const missing of needed.filter((required) => !blocks.some((block) => typesOf(block).includes(required)))) {
    problems.push(`no ${missing} JSON-LD`);
  }
  for (const block of blocks) {
    if (!/^https?:\/\/schema\.org\/?$/.test(String(block["@context"])))
      problems.push(`JSON-LD ${typesOf(block)} has @context ${block["@context"]}`);
    const checked = typesOf(block).filter((type) => type in validators);
    if (checked.length === 0) problems.push(`JSON-LD of unchecked type ${typesOf(block)}`);
    for (const type of checked) problems.push(...validators[type](block, page));
  }
  return problems;
}

test.describe("every indexable page", () => {
  for (const path of INDEXABLE_PAGES) {
    test(`${path}: language, heading, head tags and JSON-LD`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(metadataProblems(path, await response.text(), await siteOrigin(request))).toEqual([]);
    });
  }

  test("has a title and a description no other page has", async ({ request }) => {
    const heads = await Promise.all(
      INDEXABLE_PAGES.map(async (path) => {
        const html = await (await request.get(path)).text();
        const { document } = new JSDOM(html.slice(0, html.indexOf("</head>"))).window;
        return {
          path,
          title: normalise(document.querySelector("title")?.textContent),
          description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
        };
      }),
    );
    const shared = (field: "title" | "description") =>
      heads
        .filter((head) => heads.some((other) => other.path !== head.path && other[field] === head[field]))
        .map((head) => `${head.path}: ${head[field]}`);
    expect(shared("title")).toEqual([]);
    expect(shared("description")).toEqual([]);
  });
});

test("the sitemap lists every indexable page, each once, on the production origin, and nothing else", async ({ request }) => {
  const { origin, locations } = await readSitemap(request);
  expect
    .soft(
      locations.filter((location) => new URL(location).origin !== origin),
      "addresses on another origin",
    )
    .toEqual([]);
  const paths = locations.map((location) => new URL(location).pathname);
  expect
    .soft(
      paths.filter((path, index) => paths.indexOf(path) !== index),
      "pages listed twice",
    )
    .toEqual([]);
  expect.soft([...paths].sort(), "the sitemap against the site's indexable pages").toEqual([...INDEXABLE_PAGES].sort());

  const statuses = await Promise.all(
    paths.map(async (path) => ({ path, status: (await request.get(path, { maxRedirects: 0 })).status() })),
  );
  const notPages = statuses.filter(({ status }) => status !== 200).map(({ path, status }) => `${path} answers ${status}`);
  expect(notPages, "redirect sources and missing pages are not indexable pages").toEqual([]);
});

test("the not-found page asks not to be indexed", async ({ request }) => {
  const response = await request.get("/this-page-does-not-exist");
  expect(response.status()).toBe(404);
  const { document } = new JSDOM(await response.text()).window;
  expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
});

test("robots.txt names the sitemap by its absolute address and blocks no indexable page", async ({ request }) => {
  const origin = await siteOrigin(request);
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split(/\r?\n/).map((line) => line.replace(/#.*$/, "").trim());

  const sitemaps = lines.filter((line) => /^sitemap:/i.test(line)).map((line) => line.replace(/^sitemap:\s*/i, ""));
  expect(sitemaps.length).toBeGreaterThan(0);
  for (const address of sitemaps) {
    expect(isAbsoluteOn(address, origin), `${address} is an absolute address on ${origin}`).toBe(true);
    const named = await request.get(new URL(address).pathname);
    expect(named.status(), address).toBe(200);
    expect(await named.text()).toMatch(/<(sitemapindex|urlset)\b/);
  }

  const disallowed = lines
    .filter((line) => /^disallow:/i.test(line))
    .map((line) => line.replace(/^disallow:\s*/i, ""))
    .filter(Boolean);
  expect(INDEXABLE_PAGES.filter((path) => disallowed.some((rule) => path.startsWith(rule)))).toEqual([]);
});

test("the page's head stays as built while the visitor uses the page: an in-page link, then the header's code", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(LANDING);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // Less the styles (Emotion adds a section's as it hydrates) and the scripts webpack adds while it loads a chunk.
  const headOf = () =>
    page.evaluate(() => document.head.innerHTML.replace(/<style[\s\S]*?<\/style>|<script[^>]*data-webpack=[^>]*><\/script>/g, ""));
  const built = await headOf();
  // Following a link to a part of the page re-renders the page in the browser; a mouse over the header brings its code.
  await page.getByRole("banner").getByRole("link", { name: "Contact" }).first().click();
  await expect(page).toHaveURL(/#contact$/);
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Services/ })
    .hover();
  await page.waitForTimeout(500);
  expect(await headOf()).toBe(built);
  expect(metadataProblems(LANDING, await page.content(), await siteOrigin(request))).toEqual([]);
});
