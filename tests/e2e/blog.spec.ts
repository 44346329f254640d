import { answerCookieBanner, expect, test, visit } from "../support/fixtures";
import { XMLParser } from "fast-xml-parser";
import { formatDate } from "../../src/lib/blog";
import { blogCategoryPath } from "../../src/lib/routes";
import { articleReadTime } from "../../src/lib/read-time";
import { articlePictureAlt, articles, blogSettings, isoDate } from "../support/content";

const byNewest = [...articles()].sort(
  (a, b) => isoDate(b.data.publishedAt).localeCompare(isoDate(a.data.publishedAt)) || a.data.title.localeCompare(b.data.title),
);

/** "15 November 2018": the en-GB long date, fixed to UTC. */
const enGb = formatDate;

/** What an article says about its read time: its override, or the minutes its body takes. */
const readTimeOf = (article: (typeof byNewest)[number]) => articleReadTime(article.body, article.data.readTime);

test("the blog index lists every article newest first with en-GB dates and read times", async ({ page }) => {
  await visit(page, "/blog");
  const cards = page.getByTestId("post-card");
  await expect(cards).toHaveCount(byNewest.length);
  const titles = await cards.locator("h2").allTextContents();
  expect(titles).toEqual(byNewest.map((article) => article.data.title));
  const dates = await cards.locator("time").allTextContents();
  expect(dates).toEqual(byNewest.map((article) => enGb(isoDate(article.data.publishedAt))));
  for (const [index, article] of byNewest.entries()) await expect(cards.nth(index), article.slug).toContainText(readTimeOf(article));
  await expect(page.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
  // Two lines as written, a third rather than cut a word an engine draws wider (PostCard.tsx).
  const clamp = await cards
    .first()
    .locator("h2")
    .evaluate((heading) => getComputedStyle(heading).webkitLineClamp);
  expect(clamp).toBe("3");
  const excerptClamp = await cards
    .first()
    .locator("p")
    .last()
    .evaluate((text) => getComputedStyle(text).webkitLineClamp);
  expect(excerptClamp).toBe("3");
});

test("each category chip shows only its own articles on its own address", async ({ page }) => {
  for (const category of blogSettings.categories) {
    await visit(page, "/blog");
    await page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: category, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${blogCategoryPath(category)}$`));
    const chip = page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: category, exact: true });
    await expect(chip).toHaveAttribute("aria-current", "page");
    const expected = byNewest.filter((article) => article.data.category === category).map((article) => article.data.title);
    const cards = page.getByTestId("post-card");
    await expect(cards).toHaveCount(expected.length);
    expect(await cards.locator("h2").allTextContents()).toEqual(expected);
  }
});

test("every article shows the date and category its file gives and the read time of its body", async ({ page }) => {
  for (const article of byNewest) {
    await visit(page, article.path);
    const header = page.locator("article time").first().locator("..");
    await expect(page.locator("article time").first(), article.slug).toHaveText(enGb(isoDate(article.data.publishedAt)));
    await expect(header, article.slug).toContainText(article.data.category);
    await expect(header, article.slug).toContainText(readTimeOf(article));
  }
});

test("an article shows its metadata and carries its search and sharing tags", async ({ page }) => {
  const article = byNewest[byNewest.length - 1];
  await visit(page, article.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.data.title);
  await expect(page.locator("article time").first()).toHaveText(enGb(isoDate(article.data.publishedAt)));
  await expect(page.locator("article")).toContainText(readTimeOf(article));
  await expect(page.locator("article")).toContainText(article.data.category);
  await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  await expect(page.getByRole("img", { name: articlePictureAlt(article) })).toBeVisible();

  await expect(page).toHaveTitle(new RegExp(article.data.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^https://[^/]+${article.path}$`));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https:\/\/[^/]+\/.+\.(jpg|png)$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", article.data.description);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.map((text) => JSON.parse(text)["@type"]);
  expect(types).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));

  const cta = page.getByRole("complementary").filter({ hasText: article.data.cta.heading });
  await expect(cta.getByRole("link", { name: article.data.cta.label })).toHaveAttribute("href", article.data.cta.to);
});

test("an article's FAQ accordion keeps one answer open and can close it", async ({ page }) => {
  const withAccordion = articles().find((entry) => entry.data.faqStyle === "accordion" && entry.data.faq?.length);
  expect(withAccordion).toBeDefined();
  await visit(page, `/blog/${withAccordion!.slug}`);
  const items = page.getByTestId("faq").locator("details");
  await expect(items).toHaveCount(withAccordion!.data.faq!.length);
  await items.nth(0).locator("summary").click();
  await items.nth(1).locator("summary").click();
  await expect(page.getByTestId("faq").locator("details[open]")).toHaveCount(1);
  await items.nth(1).locator("summary").click();
  await expect(page.getByTestId("faq").locator("details[open]")).toHaveCount(0);
});

test("a strategy article has its sticky bar, its benefits, phase table and questions", async ({ page }) => {
  for (const article of articles().filter((entry) => entry.data.layout === "strategy")) {
    await visit(page, article.path);
    const bar = page.getByTestId("sticky-bar");
    await expect(bar.getByRole("link", { name: "Back to Blog" })).toBeVisible();
    await page.mouse.wheel(0, 3000);
    await expect(bar).toBeInViewport();
    await expect(page.getByTestId("benefit-card")).toHaveCount(article.data.benefits?.length ?? 0);
    await expect(page.locator("table tbody tr")).toHaveCount(article.data.phases?.length ?? 0);
    await expect(page.getByTestId("faq").locator("details")).toHaveCount(article.data.faq?.length ?? 0);
  }
});

test("Share copies the link and says so where the browser has no share sheet", async ({ browser }) => {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  await answerCookieBanner(page);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });
  const article = byNewest[0];
  await visit(page, article.path);
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`${article.path}$`));
  await expect(page.getByRole("link", { name: /Share on LinkedIn/ })).toHaveAttribute("href", /linkedin\.com\/sharing/);
  await context.close();
});

test("the RSS feed is valid XML with one item per article, linked from every page", async ({ page, request }) => {
  const response = await request.get("/rss.xml");
  expect(response.status()).toBe(200);
  const feed = new XMLParser().parse(await response.text());
  const items = feed.rss.channel.item;
  expect(items).toHaveLength(byNewest.length);
  expect(items[0].title).toBe(byNewest[0].data.title);
  const siteOrigin = new URL(items[0].link).origin;
  expect(feed.rss.channel.link).toMatch(new RegExp(`^${siteOrigin}/?$`));
  for (const item of items) expect(item.link).toMatch(new RegExp(`^${siteOrigin}/blog/[a-z0-9-]+$`));
  await visit(page, "/case-studies");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/rss.xml");
});

test("the sitemap lists every article with its date", async ({ request }) => {
  const index = new XMLParser().parse(await (await request.get("/sitemap-index.xml")).text());
  const sitemaps = [index.sitemapindex.sitemap].flat().map((entry: { loc: string }) => new URL(entry.loc).pathname);
  const urls: { loc: string; lastmod?: string }[] = [];
  for (const sitemap of sitemaps) {
    const parsed = new XMLParser().parse(await (await request.get(sitemap)).text());
    urls.push(...[parsed.urlset.url].flat());
  }
  for (const article of articles()) {
    const entry = urls.find((url) => url.loc.endsWith(article.path));
    expect(entry, article.slug).toBeDefined();
    expect(String(entry!.lastmod).slice(0, 10)).toBe(isoDate(article.data.publishedAt));
  }
  expect(urls.some((url) => url.loc.endsWith("/404") || url.loc.endsWith("/404.html"))).toBe(false);
});
