/**
 * The content editor at /admin/, as an author uses it on their own machine: Decap CMS over the
 * local backend, saving into a copy of the site (tests/support/cms.ts), then one build of that
 * copy showing what the author saved.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { expect, test, type Locator } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { contentTypes, type Field } from "../../src/content-model";
import { entryProblems } from "../../src/content-model/validation";
import { predicates } from "../../src/content-model/messages";
import { blogCategoryPath } from "../../src/lib/routes";
import { ADMIN_PATH, adminContentSecurityPolicy } from "../../src/lib/security-headers";
import { builtHtml, copySite, fieldErrors, openEditor, publish, startLocalBackend, type LocalBackend, type SiteCopy } from "../support/cms";

// Serial: one copy of the site, and the build test reads what the editing tests saved. Saving through the editor takes a while on a busy machine.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const typeOf = (id: string) => {
  const type = contentTypes.find((candidate) => candidate.id === id);
  if (!type) throw new Error(`No content type ${id}`);
  return type;
};
const articleType = typeOf("blog-article");
const serviceType = typeOf("service");

let site: SiteCopy;
let backend: LocalBackend;

test.beforeAll(async () => {
  site = copySite();
  backend = await startLocalBackend(site.root);
});

test.afterAll(() => {
  backend?.stop();
  site?.remove();
});

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(site.content, file), "utf8")) as T;
/** For polling while the local backend writes the file: undefined until it is whole. */
const whenWritten = <T>(file: string): T | undefined => {
  try {
    return readJson<T>(file);
  } catch {
    return undefined;
  }
};

const article = {
  slug: "filming-a-safety-induction-in-one-day",
  title: "Filming a Safety Induction in One Day",
  category: "Training Videos",
  publishedAt: "2026-03-12",
  excerpt: "How we plan, film and cut a site safety induction in a single shoot day without stopping the work around us.",
  description:
    "How we plan, film and cut a site safety induction in a single shoot day: the recce, the shot list, the people on camera and the edit that follows.",
  imageAlt: "Illustration of a hard hat beside a clapperboard on a site plan",
  body: "A safety induction has one job: the new starter leaves knowing what keeps them safe on this site.\n\n## Plan the day around the site\n\nWe walk the site with the safety lead a week before the shoot and agree the route.",
};

const newPhone = { phone: "01632 960 777", phoneInternational: "+441632960777" };

test("an author creates an article with its picture and alt text, and the saved file is valid content; nothing is asked of another host", async ({
  page,
}) => {
  const watch = await openEditor(page, backend, `#/collections/${articleType.id}/new`);
  await page.getByLabel("Title", { exact: true }).fill(article.title);
  await page.getByLabel("Excerpt", { exact: true }).fill(article.excerpt);
  await page.getByLabel("SEO description", { exact: true }).fill(article.description);
  await page.getByLabel("Category", { exact: true }).fill(article.category);
  await page.getByLabel("Category", { exact: true }).press("Enter");
  await page.getByLabel("Published", { exact: true }).fill(article.publishedAt);

  await page.getByRole("button", { name: "Choose an image" }).click();
  await page.locator('input[type="file"]').setInputFiles(path.resolve("static/og-default.png"));
  await page.getByRole("button", { name: "Choose selected" }).click();
  await page.getByLabel("Image alt text", { exact: true }).fill(article.imageAlt);

  const cta = page.locator('[aria-label="object field"]').filter({ has: page.getByText("Call to action", { exact: true }) });
  await cta.getByLabel("Heading", { exact: true }).fill("Planning an induction film?");
  await cta
    .getByLabel("Body", { exact: true })
    .fill("Tell us about your site and your starters, and we will reply {replyPromise} with a plan for the shoot day.");
  await cta.getByLabel("Label", { exact: true }).fill("Plan your shoot");
  await cta.getByLabel("To", { exact: true }).fill("/contact");
  const body = page.locator(".cms-editor-raw [contenteditable=true]");
  await body.click();
  await page.keyboard.insertText(article.body);

  // The preview pane shows the article in the site's styles as it is written.
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(article.title);

  await publish(page);
  const file = path.join(site.content, "blog", `${article.slug}.mdx`);
  await expect
    .poll(() => fs.existsSync(file) && matter(fs.readFileSync(file, "utf8")).content.trim(), { timeout: 15_000 })
    .toBe(article.body);
  const saved = matter(fs.readFileSync(file, "utf8"));
  expect(saved.data).toMatchObject({
    title: article.title,
    category: article.category,
    excerpt: article.excerpt,
    imageAlt: article.imageAlt,
  });
  expect(String(saved.data.publishedAt instanceof Date ? saved.data.publishedAt.toISOString().slice(0, 10) : saved.data.publishedAt)).toBe(
    article.publishedAt,
  );
  // The picture went into the blog's image folder, and the frontmatter points at it as the build reads it.
  expect(saved.data.image).toMatch(/^\.\.\/images\/blog\/.+\.png$/);
  expect(fs.existsSync(path.join(site.content, "blog", saved.data.image as string))).toBe(true);
  expect(saved.content.trim()).toBe(article.body);
  expect(entryProblems(articleType, saved.data)).toEqual([]);
  expect(watch).toEqual({ elsewhere: [], blocked: [] });
});

test("a service page takes a fifth FAQ item; a sixth and a cleared required field are refused with the model's messages", async ({
  page,
}) => {
  const slug = fs
    .readdirSync(path.join(site.content, "services"))
    .map((file) => file.replace(/\.json$/, ""))
    .find((name) => readJson<{ faq: unknown[] }>(`services/${name}.json`).faq.length < 5);
  expect(slug, "a service page with fewer than five questions").toBeDefined();
  const file = `services/${slug}.json`;
  const before = readJson<{ faq: { question: string; answer: string }[]; name: string }>(file);
  const watch = await openEditor(page, backend, `#/collections/${serviceType.id}/entries/${slug}`);
  // The entry has loaded (editing before it does would be overwritten by it).
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(before.name);
  const faq = page.locator('[aria-label="list field"]').filter({ has: page.getByText("FAQ", { exact: true }) });

  const addQuestion = async (question: string, answer: string) => {
    await faq.getByRole("button", { name: /^Add / }).click();
    await faq.getByLabel("Question", { exact: true }).last().fill(question);
    await faq.getByLabel("Answer", { exact: true }).last().fill(answer);
  };
  const missing = 5 - before.faq.length;
  for (let index = 0; index < missing; index += 1) {
    await addQuestion(
      `Can you film outside office hours? (${index + 1})`,
      "Yes. Evening and weekend shoots are planned like any other day, and quoted before we book them.",
    );
  }
  await publish(page);
  await expect.poll(() => whenWritten<{ faq: unknown[] }>(file)?.faq.length, { timeout: 15_000 }).toBe(5);

  await addQuestion("Do you caption every video?", "Yes, every video is captioned, and we send the caption file with the master.");
  await publish(page);
  const faqLabel = serviceType.fields.find((field) => field.name === "faq")!.label;
  await expect(fieldErrors(page).filter({ hasText: `${faqLabel} ${predicates.count(3, 5)}` })).toHaveCount(1);
  await expect.poll(() => whenWritten<{ faq: unknown[] }>(file)?.faq.length).toBe(5);
  // The build says the same of the same file.
  const six = { ...readJson<object>(file), faq: [...readJson<{ faq: object[] }>(file).faq, { question: "Six?", answer: "Six." }] };
  expect(entryProblems(serviceType, six)).toContain(`faq ${predicates.count(3, 5)}`);

  // Leaving the refused change behind (the editor asks first), the author clears the page's name instead.
  page.on("dialog", (dialog) => dialog.accept());
  await page.reload();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(before.name);
  await page.getByLabel("Name", { exact: true }).fill("");
  await publish(page);
  await expect(fieldErrors(page).filter({ hasText: `Name ${predicates.required()}` })).toHaveCount(1);
  expect(readJson<{ name: string }>(file).name).toBe(before.name);

  // An SEO title over the model's limit: the editor names the field, the build the file and field, in the same words.
  await page.reload();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(before.name);
  const seoTitle = serviceType.fields.find((field) => field.name === "seoTitle") as { label: string; maxLength: number };
  const longTitle = `${"Training Video Production in Milton Keynes and Beyond ".repeat(2)}| Gridline Films`;
  expect(longTitle.length).toBeGreaterThan(seoTitle.maxLength);
  await page.getByLabel(seoTitle.label, { exact: true }).fill(longTitle);
  await publish(page);
  await expect(fieldErrors(page).filter({ hasText: `${seoTitle.label} ${predicates.length(undefined, seoTitle.maxLength)}` })).toHaveCount(
    1,
  );
  expect(entryProblems(serviceType, { ...readJson<object>(file), seoTitle: longTitle })).toContain(
    `seoTitle ${predicates.length(undefined, seoTitle.maxLength)}`,
  );
  expect(watch).toEqual({ elsewhere: [], blocked: [] });
});

test("a half-filled optional block on a service page is refused before saving with the model's message; completed or cleared, it saves", async ({
  page,
}) => {
  const slug = fs
    .readdirSync(path.join(site.content, "services"))
    .map((file) => file.replace(/\.json$/, ""))
    .find((name) => {
      const entry = readJson<{ comparison?: unknown; whoWeWorkWith: { testimonial?: unknown } }>(`services/${name}.json`);
      return !entry.comparison && entry.whoWeWorkWith.testimonial;
    });
  expect(slug, "a service page without a comparison and with a testimonial").toBeDefined();
  const file = `services/${slug}.json`;
  const onDisk = () => fs.readFileSync(path.join(site.content, file), "utf8");
  const before = onDisk();
  const entry = JSON.parse(before) as { name: string; whoWeWorkWith: { testimonial: { author: string } } };
  const modelField = (fields: readonly Field[], name: string) =>
    fields.find((field) => field.name === name) as Field & { fields: readonly Field[] };
  const comparisonField = modelField(serviceType.fields, "comparison");
  const audienceField = modelField(serviceType.fields, "whoWeWorkWith");
  const testimonialField = modelField(audienceField.fields, "testimonial");
  // Inside an optional block the editor labels every field "(optional)"; its hint says what the block needs.
  const labelled = (label: string) => new RegExp(`^${label}( \\(optional\\))?$`);
  const input = (scope: Locator, label: string) => scope.getByLabel(labelled(label)).first();
  /** An object's fields, the outermost first (a block holds the objects inside it). */
  const objectField = (label: string) =>
    page.locator('[aria-label="object field"]').filter({ has: page.locator("label", { hasText: labelled(label) }) });
  const refusal = (message: string) => page.getByText(message, { exact: false });
  const saved = page.getByText("Entry saved");

  const watch = await openEditor(page, backend, `#/collections/${serviceType.id}/entries/${slug}`);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(entry.name);

  // A comparison with a heading and nothing else: the build would refuse the file, so the editor refuses first.
  const comparison = objectField(comparisonField.label).first();
  await comparison.getByTestId("expand-button").first().click();
  await input(comparison, "Heading").fill("How the timings compare");
  await publish(page);
  const column = modelField(comparisonField.fields, "traditional");
  await expect(refusal(`${comparisonField.label} › ${column.label}`).first()).toBeVisible();
  expect(onDisk()).toBe(before);
  expect(entryProblems(serviceType, { ...JSON.parse(before), comparison: { heading: "How the timings compare" } })).toContain(
    `comparison.traditional ${predicates.required()}`,
  );

  // Cleared again, the comparison is left out as if never opened, and the page saves as it was.
  // Emptied as an author empties it (select all, delete): Decap takes no change from a programmatic fill("") here.
  const heading = input(comparison, "Heading");
  await heading.click();
  await heading.press("ControlOrMeta+a");
  await heading.press("Backspace");
  await expect(heading).toHaveValue("");
  await publish(page);
  await expect(saved.first()).toBeVisible();
  expect(JSON.parse(onDisk())).toEqual(JSON.parse(before));
  const afterSave = onDisk();

  // A testimonial with its quote but no author: refused in the model's words, naming the field by its labels.
  await page.reload();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(entry.name);
  const testimonial = objectField(testimonialField.label).last();
  await testimonial.getByTestId("expand-button").first().click();
  const author = input(testimonial, modelField(testimonialField.fields, "author").label);
  await expect(author).toHaveValue(entry.whoWeWorkWith.testimonial.author);
  await author.fill("");
  await publish(page);
  await expect(refusal(`${audienceField.label} › ${testimonialField.label} › Author ${predicates.required()}`).first()).toBeVisible();
  expect(onDisk()).toBe(afterSave);
  const authorless = JSON.parse(before) as typeof entry;
  authorless.whoWeWorkWith.testimonial.author = "";
  expect(entryProblems(serviceType, authorless)).toContain(`whoWeWorkWith.testimonial.author ${predicates.required()}`);

  // Completed, it saves.
  await author.fill("Priya Shah");
  await publish(page);
  await expect.poll(() => whenWritten<typeof entry>(file)?.whoWeWorkWith.testimonial.author, { timeout: 15_000 }).toBe("Priya Shah");
  expect(entryProblems(serviceType, readJson<object>(file))).toEqual([]);
  expect(watch).toEqual({ elsewhere: [], blocked: [] });
});

test("an author changes the company's phone number in the site settings", async ({ page }) => {
  const watch = await openEditor(page, backend, "#/collections/site-settings/entries/site-settings");
  const before = readJson<{ phone: string }>("site/site.json");
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue(before.phone);
  await page.getByLabel("Phone", { exact: true }).fill(newPhone.phone);
  await page.getByLabel("Phone (international)", { exact: true }).fill(newPhone.phoneInternational);
  await publish(page);
  await expect.poll(() => whenWritten<{ phone: string }>("site/site.json")?.phone, { timeout: 15_000 }).toBe(newPhone.phone);
  expect(readJson<{ phoneInternational: string }>("site/site.json").phoneInternational).toBe(newPhone.phoneInternational);
  expect(watch).toEqual({ elsewhere: [], blocked: [] });
});

test("one build of the edited copy shows the new article on the blog, its category page, the feed and the sitemap, and the new phone number wherever the site shows it", async () => {
  test.setTimeout(15 * 60_000);
  const build = spawnSync(path.join(site.root, "node_modules/.bin/gatsby"), ["build"], {
    cwd: site.root,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NETLIFY_TELEMETRY_DISABLED: "1" },
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(build.status, build.stdout.slice(-4000) + build.stderr.slice(-4000)).toBe(0);
  const publicDir = path.join(site.root, "public");
  const articlePath = `/blog/${article.slug}`;

  expect(builtHtml(publicDir, "/blog")).toContain(article.title);
  expect(builtHtml(publicDir, blogCategoryPath(article.category))).toContain(article.title);
  const articleHtml = builtHtml(publicDir, articlePath);
  expect(articleHtml).toContain(article.title);
  // The uploaded picture went through the site's image pipeline like every other.
  expect(articleHtml).toMatch(/<source type="image\/avif" srcSet="\/static\/[^"]+\.avif/);
  expect(articleHtml).toContain(`alt="${article.imageAlt}"`);
  const feed = fs.readFileSync(path.join(publicDir, "rss.xml"), "utf8");
  expect(feed).toContain(article.title);
  expect(feed).toContain(articlePath);

  const parser = new XMLParser({ isArray: (name) => name === "sitemap" || name === "url" });
  const index = parser.parse(fs.readFileSync(path.join(publicDir, "sitemap-index.xml"), "utf8"));
  const pages = (index.sitemapindex.sitemap as { loc: string }[]).flatMap(({ loc }) =>
    (parser.parse(fs.readFileSync(path.join(publicDir, new URL(loc).pathname), "utf8")).urlset.url as { loc: string }[]).map(
      (entry) => new URL(entry.loc).pathname,
    ),
  );
  expect(pages).toContain(articlePath);

  const oldPhone = JSON.parse(fs.readFileSync(path.resolve("content/site/site.json"), "utf8")) as typeof newPhone;
  let showing = 0;
  for (const pagePath of pages) {
    const html = builtHtml(publicDir, pagePath);
    expect(html, pagePath).not.toContain(oldPhone.phone);
    expect(html, pagePath).not.toContain(oldPhone.phoneInternational);
    if (html.includes(newPhone.phone)) {
      showing += 1;
      expect(html, pagePath).toContain(`tel:${newPhone.phoneInternational}`);
    }
  }
  expect(showing).toBeGreaterThan(0);
});

test("the editor has its own security policy and is kept out of search results and the sitemap", async ({ request }) => {
  const response = await request.get(ADMIN_PATH);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-security-policy"]).toBe(adminContentSecurityPolicy());
  expect(response.headers()["x-robots-tag"]).toMatch(/noindex/);
  expect(await response.text()).toMatch(/<meta name="robots" content="noindex/);
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  expect(sitemap).not.toContain("/admin");
  // The bundle comes from the site itself.
  expect(await response.text()).not.toMatch(/<script[^>]+src="https?:/);
});
