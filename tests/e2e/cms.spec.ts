/**
 * The content editor at /admin/, as an author uses it on their own machine: Decap CMS over the
 * local backend, saving into a copy of the site (tests/support/cms.ts), then one build of that
 * copy showing what the author saved, and the content tests passing on it.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import matter from "gray-matter";
import { expect, type Locator } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { caseStudyPoster } from "../../gatsby/artwork/case-studies";
import { entryArtwork } from "../../gatsby/artwork/entries";
import { wordmarkSvg } from "../../gatsby/artwork/logos";
import { contentTypes, type Field } from "../../src/content-model";
import { checkContentFile } from "../../src/content-model/check";
import { rawJson } from "../../src/content-model/reader";
import { entryProblems } from "../../src/content-model/validation";
import { predicates } from "../../src/content-model/messages";
import { blogCategoryPath } from "../../src/lib/routes";
import { internationalPhone } from "../../src/lib/site-details";
import { adminContentSecurityPolicy } from "../../gatsby/security-headers";
import { ADMIN_PATH } from "../../src/lib/routes";
import { SITE_PHRASES } from "../../src/cms/editor/phrases";
import { firstLoadOfBuild } from "../support/first-load";
import {
  addItems,
  buildCopy,
  builtHtml,
  copySite,
  ENTRY_LOADS,
  expandItem,
  fieldErrors,
  fillDate,
  fillNewService,
  jsonWhenWritten,
  listNamed,
  type LocalBackend,
  newService,
  objectNamed,
  openEditor,
  publish,
  serviceCopy,
  type SiteCopy,
  startLocalBackend,
  test,
} from "../support/cms";

// Serial: one copy of the site, and the build test reads what the editing tests saved. Saving through the editor takes a while on a busy machine.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const typeOf = (id: string) => {
  const type = contentTypes.find((candidate) => candidate.id === id);
  if (!type) throw new Error(`No content type ${id}`);
  return type;
};
const articleType = typeOf("blog-article");
const serviceType = typeOf("service");

let site: SiteCopy;
let backend: LocalBackend;
/** Pictures as an author has them on their computer, named as they named them, never after a slug. */
let uploads: { photo: string; poster: string; logo: string };
let uploadsFolder: string | undefined;

test.beforeAll(async () => {
  site = copySite({ withBuild: true });
  backend = await startLocalBackend(site.root);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "gridline-uploads-"));
  uploadsFolder = folder;
  uploads = {
    photo: path.join(folder, "site-induction-briefing.jpg"),
    poster: path.join(folder, "stantonbury-launch-poster.jpg"),
    logo: path.join(folder, newLogo.file),
  };
  fs.copyFileSync(path.resolve("content/images/hero/poster.jpg"), uploads.photo);
  fs.writeFileSync(uploads.poster, await caseStudyPoster("case:stantonbury", { company: "Stantonbury Freight", sector: "Logistics" }));
  fs.writeFileSync(uploads.logo, wordmarkSvg(newLogo.name));
});

test.afterAll(() => {
  backend?.stop();
  site?.remove();
  if (uploadsFolder) fs.rmSync(uploadsFolder, { recursive: true, force: true });
});

const readJson = <T>(file: string): T => rawJson<T>(site.content, file);
/** Where an upload lands: the picture folder of its type, under the name the author's file had, with a mark of its own ("photo-k3x9q2.jpg"). */
const uploadedAs = (folder: string, file: string) => {
  const extension = path.extname(file);
  return new RegExp(`^\\.\\./images/${folder}/${path.basename(file, extension)}-[a-z0-9]+\\${extension}$`);
};
/** For polling while the local backend writes the file: undefined until it is whole. */
const whenWritten = <T>(file: string): T | undefined => jsonWhenWritten<T>(site.content, file);

const article = {
  slug: "filming-a-safety-induction-in-one-day",
  title: "Filming a Safety Induction in One Day",
  category: "Training Videos",
  publishedAt: "2026-03-12",
  excerpt: "How we plan, film and cut a site safety induction in a single shoot day without stopping the work around us.",
  description:
    "How we plan, film and cut a site safety induction in a single shoot day: the recce, the shot list, the people on camera and the edit that follows.",
  imageAlt: "A safety lead briefing three new starters in hard hats beside a site plan",
  body: [
    "A safety induction has one job: the new starter leaves knowing what keeps them safe on this site. Everything we film on the day serves that, and anything that does not is left for another film.",
    "## Plan the day around the site",
    "We walk the site with the safety lead a week before the shoot and agree the route a new starter takes on their first morning: the gate, the signing-in point, the welfare cabin, the muster point and the areas nobody enters without a permit. The route becomes the shot list, in order, so the edit follows the walk.",
    "## Film around the work, not instead of it",
    "The site keeps working while we film. We agree quiet windows with the site manager for the lines people speak to camera, and film the moving plant from behind the barriers your team already uses. Our crew wears the same PPE as everyone else and signs in like any visitor.",
    "## Cut it for the first morning",
    "The finished induction runs in short chapters, one for each stop on the walk, with captions for noisy cabins and a closing card that names who to ask. We send the film and the caption files the week after the shoot, ready for your learning platform or the screen in the site office.",
  ].join("\n\n"),
};

const newPhone = "01632 960 777";
const newIndustry = {
  slug: "logistics",
  title: "Logistics",
  description: "Warehouses and fleets use video to brief every shift the same way, from the loading bay to the cab.",
  challenges: [
    "Safe loading and unloading shown on your own bays",
    "Driver briefings that reach every depot",
    "Inductions for agency staff who start at short notice",
  ],
};
const newLogo = { name: "Newport Pagnell Freight", file: "newport-pagnell-freight.svg" };
const newThumbnailAlt = "A warm play button over a faint chain of hexagons, the poster of the film";

test("an author creates an article with their own photo; without its alt text the editor and the build refuse it, with it the saved file is valid content; nothing is asked of another host", async ({
  page,
}) => {
  const watch = await openEditor(page, backend, `#/collections/${articleType.id}/new`);
  await page.getByLabel("Title", { exact: true }).fill(article.title);
  await page.getByLabel("Summary on the blog", { exact: true }).fill(article.excerpt);
  await page.getByLabel("Description in search results", { exact: true }).fill(article.description);
  await page.getByLabel("Category", { exact: true }).fill(article.category);
  await page.getByLabel("Category", { exact: true }).press("Enter");
  await fillDate(page, "Published", article.publishedAt);

  await page.getByRole("button", { name: SITE_PHRASES.editor.editorWidgets.image.choose }).click();
  await page.locator('input[type="file"]').setInputFiles(uploads.photo);
  await page.getByRole("button", { name: SITE_PHRASES.mediaLibrary.mediaLibraryModal.chooseSelected }).click();

  const cta = page.locator('[aria-label="object field"]').filter({ has: page.getByText("Call to action", { exact: true }) });
  await cta.getByLabel("Heading", { exact: true }).fill("Planning an induction film?");
  await cta
    .getByLabel("Text", { exact: true })
    .fill("Tell us about your site and your starters, and we will reply {replyPromise} with a plan for the shoot day.");
  await cta.getByLabel("Button's words", { exact: true }).fill("Plan your shoot");
  await cta.getByLabel("Button goes to", { exact: true }).fill("/contact");
  await page.getByLabel("Article text", { exact: true }).fill(article.body);

  // The preview pane shows the article in the site's styles as it is written.
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(article.title);

  // A photo with no alt text: refused in the model's words, and nothing is written.
  const altField = articleType.fields.find((field) => field.name === "imageAlt")!;
  await publish(page);
  await expect(page.getByText(`${altField.label} ${predicates.altRequired()}`).first()).toBeVisible();
  const file = path.join(site.content, "blog", `${article.slug}.mdx`);
  expect(fs.existsSync(file)).toBe(false);

  // Decap marks a field it need not check "(optional)"; the alt text is needed once there is a picture.
  await page.getByLabel(new RegExp(`^${altField.label}( \\(optional\\))?$`)).fill(article.imageAlt);
  await publish(page);
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
  // The photo went into the blog's image folder under the name it had, marked as this file, and the frontmatter points at it as the build reads it.
  expect(saved.data.image).toMatch(uploadedAs("blog", uploads.photo));
  expect(fs.existsSync(path.join(site.content, "blog", saved.data.image as string))).toBe(true);
  expect(saved.content.trim()).toBe(article.body);
  expect(entryProblems(articleType, saved.data)).toEqual([]);
  // The build refuses the same file without its alt text, naming the file and the field.
  const relative = `content/blog/${article.slug}.mdx`;
  const withoutAlt = fs.readFileSync(file, "utf8").replace(/^imageAlt: .*\n/m, "");
  expect(checkContentFile(site.content, { file: relative, text: withoutAlt })).toEqual([
    { file: relative, field: "imageAlt", message: `imageAlt ${predicates.altRequired()}` },
  ]);
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
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(before.name, { timeout: ENTRY_LOADS });
  const faqLabel = serviceType.fields.find((field) => field.name === "faq")!.label;
  const faq = page.locator('[aria-label="list field"]').filter({ has: page.getByText(faqLabel, { exact: true }) });

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
  await expect(fieldErrors(page).filter({ hasText: `${faqLabel} ${predicates.count(3, 5)}` })).toHaveCount(1);
  await expect.poll(() => whenWritten<{ faq: unknown[] }>(file)?.faq.length).toBe(5);
  // The build says the same of the same file.
  const six = { ...readJson<object>(file), faq: [...readJson<{ faq: object[] }>(file).faq, { question: "Six?", answer: "Six." }] };
  expect(entryProblems(serviceType, six)).toContain(`faq ${predicates.count(3, 5)}`);

  // Leaving the refused change behind (the editor asks first), the author clears the page's name instead.
  page.on("dialog", (dialog) => dialog.accept());
  await page.reload();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(before.name, { timeout: ENTRY_LOADS });
  await page.getByLabel("Name", { exact: true }).fill("");
  await publish(page);
  await expect(fieldErrors(page).filter({ hasText: `Name ${predicates.required()}` })).toHaveCount(1);
  expect(readJson<{ name: string }>(file).name).toBe(before.name);

  // An SEO title over the model's limit: the editor names the field, the build the file and field, in the same words.
  await page.reload();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(before.name, { timeout: ENTRY_LOADS });
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
  const saved = page.getByText(SITE_PHRASES.ui.toast.entrySaved, { exact: true });

  const watch = await openEditor(page, backend, `#/collections/${serviceType.id}/entries/${slug}`);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(entry.name, { timeout: ENTRY_LOADS });

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
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(entry.name, { timeout: ENTRY_LOADS });
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
  const beforeText = fs.readFileSync(path.join(site.content, "site/site.json"), "utf8");
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue(before.phone, { timeout: ENTRY_LOADS });
  await page.getByLabel("Phone", { exact: true }).fill(newPhone);
  await publish(page);
  await expect.poll(() => whenWritten<{ phone: string }>("site/site.json")?.phone, { timeout: 15_000 }).toBe(newPhone);
  // The file keeps its key order and indentation: the pull request shows the changed line and nothing else.
  const lines = (text: string) => text.split("\n");
  const afterLines = lines(fs.readFileSync(path.join(site.content, "site/site.json"), "utf8"));
  expect(afterLines).toHaveLength(lines(beforeText).length);
  expect(afterLines.filter((line, index) => line !== lines(beforeText)[index])).toEqual([`  "phone": "${newPhone}",`]);
  expect(watch).toEqual({ elsewhere: [], blocked: [] });
});

test("an author adds a service page and an industry without pictures of their own", async ({ page }) => {
  const watch = await openEditor(page, backend, `#/collections/${serviceType.id}/new`);
  await fillNewService(page);
  await page.getByLabel("In the Services menu", { exact: true }).click();
  // The film is a stand-in until the company has flown one of its own: flagged as a sample, saying what replaces it.
  const hero = objectNamed(page, "Top of the page");
  await hero.getByLabel(/^Sample material( \(optional\))?$/).click();
  await hero.getByLabel(/^To replace with( \(optional\))?$/).fill(serviceCopy.heroReplaceWith);
  await publish(page);
  const serviceFile = `services/${newService.slug}.json`;
  await expect.poll(() => whenWritten<{ name: string }>(serviceFile)?.name, { timeout: 15_000 }).toBe(newService.name);
  const service = readJson<{ whoWeWorkWith: object }>(serviceFile);
  expect(service.whoWeWorkWith).not.toHaveProperty("image");
  expect(entryProblems(serviceType, service)).toEqual([]);

  // Once the editor has opened the saved page afresh at its own address, a new industry, loaded afresh.
  // The editor moves to the saved entry's address once its save has come back: seconds on a busy machine.
  await expect(page).toHaveURL(new RegExp(`/entries/${newService.slug}$`), { timeout: ENTRY_LOADS });
  await expect(page.getByRole("link", { name: /View Live/ })).toBeVisible({ timeout: ENTRY_LOADS });
  await page.goto(`/admin/#/collections/${typeOf("industry").id}/new`);
  await page.reload();
  await expect(page.getByLabel("Title", { exact: true })).toHaveCount(1);
  await page.getByLabel("Short name", { exact: true }).fill(newIndustry.slug);
  await page.getByLabel("Position", { exact: true }).fill("99");
  await page.getByLabel("Title", { exact: true }).fill(newIndustry.title);
  await page.getByLabel("Description", { exact: true }).fill(newIndustry.description);
  await addItems(
    listNamed(page.locator("body"), "Challenges"),
    newIndustry.challenges.map((challenge) => ({ Challenge: challenge })),
  );
  await publish(page);
  const industryFile = `industries/${newIndustry.slug}.json`;
  await expect.poll(() => whenWritten<{ title: string }>(industryFile)?.title, { timeout: 15_000 }).toBe(newIndustry.title);
  expect(entryProblems(typeOf("industry"), readJson<object>(industryFile))).toEqual([]);
  expect(watch).toEqual({ elsewhere: [], blocked: [] });
});

test("an author replaces a case study's thumbnail and a client's logo by uploading them", async ({ page }) => {
  const watch = await openEditor(page, backend, "#/collections/case-study/entries/case-study");
  const studies = readJson<{ company: string }[]>("case-studies/case-studies.json");
  await expandItem(page, studies[0].company);
  await page.getByRole("button", { name: SITE_PHRASES.editor.editorWidgets.image.chooseDifferent }).first().click();
  await page.locator('input[type="file"]').setInputFiles(uploads.poster);
  await page.getByRole("button", { name: SITE_PHRASES.mediaLibrary.mediaLibraryModal.chooseSelected }).click();
  await page
    .getByLabel(/^Poster's description( \(optional\))?$/)
    .first()
    .fill(newThumbnailAlt);
  await publish(page);
  await expect
    .poll(() => whenWritten<{ thumbnail: string }[]>("case-studies/case-studies.json")?.[0].thumbnail, { timeout: 15_000 })
    .toMatch(uploadedAs("case-studies", uploads.poster));
  expect(readJson<{ thumbnailAlt: string }[]>("case-studies/case-studies.json")[0].thumbnailAlt).toBe(newThumbnailAlt);

  await expect(page.getByText(SITE_PHRASES.ui.toast.entrySaved, { exact: true }).first()).toBeVisible();
  // Another entry's address, opened afresh as from its list. Reloaded: a change of the address's
  // hash alone is lost when the editor, finishing the save, puts back the saved entry's address.
  await page.goto("/admin/#/collections/landing-page/entries/landing-page");
  await page.reload();
  const landing = readJson<{ trustedBy: { logos: { name: string }[] } }>("landing/landing.json");
  await expect(page.getByText(landing.trustedBy.logos[0].name).first()).toBeVisible({ timeout: ENTRY_LOADS });
  await expandItem(page, landing.trustedBy.logos[0].name);
  const logos = listNamed(page.locator("body"), "Logos");
  await logos.getByLabel("Name", { exact: true }).first().fill(newLogo.name);
  await logos.getByRole("button", { name: SITE_PHRASES.editor.editorWidgets.image.chooseDifferent }).first().click();
  await page.locator('input[type="file"]').setInputFiles(uploads.logo);
  await page.getByRole("button", { name: SITE_PHRASES.mediaLibrary.mediaLibraryModal.chooseSelected }).click();
  await publish(page);
  await expect
    .poll(() => whenWritten<{ trustedBy: { logos: { logo: string }[] } }>("landing/landing.json")?.trustedBy.logos[0].logo, {
      timeout: 15_000,
    })
    .toMatch(uploadedAs("logos", uploads.logo));
  expect(readJson<typeof landing>("landing/landing.json").trustedBy.logos[0].name).toBe(newLogo.name);
  expect(watch).toEqual({ elsewhere: [], blocked: [] });
});

test("sample material shows what replaces it at the top of its form", async ({ page }) => {
  const sample = fs
    .readdirSync(path.join(site.content, "blog"))
    .map((file) => ({
      slug: file.replace(/\.mdx$/, ""),
      data: matter(fs.readFileSync(path.join(site.content, "blog", file), "utf8")).data,
    }))
    .find((entry) => entry.data.sample === true);
  expect(sample, "an article flagged as a sample").toBeDefined();
  await openEditor(page, backend, `#/collections/${articleType.id}/entries/${sample!.slug}`);
  const note = page.getByLabel(/^To replace with( \(optional\))?$/);
  await expect(note).toHaveValue(String(sample!.data.replaceWith), { timeout: ENTRY_LOADS });
  // It comes before the article's own fields, and once: in its own field, nowhere else in the form.
  await expect(page.getByText(String(sample!.data.replaceWith))).toHaveCount(1);
  const noteBox = await note.boundingBox();
  const titleBox = await page.getByLabel("Title", { exact: true }).first().boundingBox();
  expect(noteBox!.y).toBeLessThan(titleBox!.y);

  // The collection lists the articles still to replace, and only those.
  const files = fs.readdirSync(path.join(site.content, "blog"));
  const samples = files.filter((file) => matter(fs.readFileSync(path.join(site.content, "blog", file), "utf8")).data.sample === true);
  expect(samples.length).toBeLessThan(files.length);
  await page.goto(`/admin/#/collections/${articleType.id}`);
  await page.reload();
  await page.getByRole("button", { name: SITE_PHRASES.collection.collectionTop.filterBy }).click();
  await page.getByText("Sample material to replace", { exact: true }).click();
  await expect(page.getByRole("link", { name: String(sample!.data.title) })).toBeVisible();
  await expect(page.locator("a[href*='/entries/']")).toHaveCount(samples.length);
});

test("one build of the edited copy shows the new article with its photo, the new service page and industry with their artwork, the new thumbnail and logo, the new phone number wherever the site shows it, with every page's first-load script as before; and the content tests pass on it", async () => {
  test.setTimeout(15 * 60_000);
  // Built as the site's own test build is, so the two builds' scripts can be compared.
  const build = buildCopy(site);
  expect(build.status, build.stdout.slice(-4000) + build.stderr.slice(-4000)).toBe(0);

  // New entries of existing types add nothing to any page's first-load script: which chunks a page
  // loads does not depend on how many entries share a section. Counted: each page's own chunks, its
  // template's. The chunks every page loads (webpack's runtime, the framework, the app) hold no
  // content, but a build in another folder numbers their modules otherwise, and their compressed
  // size moved by up to 0.25 KiB either way between this copy and the site, as whole scripts of the
  // same code. Only growth counts: a lighter page never breaks the budget.
  const before = firstLoadOfBuild(path.resolve("."));
  const after = firstLoadOfBuild(site.root);
  const ownBytes = (build: typeof before, pagePath: string) => {
    const everyPages = new Set(build.scriptsOf("app"));
    return build
      .firstLoadScripts(pagePath)
      .filter((script) => !everyPages.has(script))
      .reduce((sum, script) => sum + build.gzippedSize(script), 0);
  };
  const moved = before.pages
    .filter((pagePath) => after.pages.includes(pagePath))
    .map((pagePath) => ({ pagePath, was: ownBytes(before, pagePath), now: ownBytes(after, pagePath) }))
    .filter(({ was, now }) => now - was > 0.2 * 1024)
    .map(
      ({ pagePath, was, now }) =>
        `${pagePath}: its own scripts ${(was / 1024).toFixed(2)} KiB before, ${(now / 1024).toFixed(2)} KiB with the new entries`,
    );
  expect(moved).toEqual([]);
  const publicDir = path.join(site.root, "public");
  const articlePath = `/blog/${article.slug}`;

  expect(builtHtml(publicDir, "/blog")).toContain(article.title);
  expect(builtHtml(publicDir, blogCategoryPath(article.category))).toContain(article.title);
  const articleHtml = builtHtml(publicDir, articlePath);
  expect(articleHtml).toContain(article.title);
  // The uploaded photo went through the site's image pipeline like every other.
  const uploaded = (file: string) => path.basename(file, path.extname(file));
  const photo = uploaded(matter(fs.readFileSync(path.join(site.content, "blog", `${article.slug}.mdx`), "utf8")).data.image);
  expect(articleHtml).toMatch(new RegExp(`<source type="image/avif" srcSet="/static/[^"]+/${photo}\\.avif`));
  expect(articleHtml).toMatch(new RegExp(`<source type="image/webp" srcSet="/static/[^"]+/${photo}\\.webp`));
  expect(articleHtml).toContain(`alt="${article.imageAlt}"`);

  // The service page and the industry saved without pictures show the artwork the build drew, described by its motif.
  const serviceHtml = builtHtml(publicDir, `/${newService.slug}`);
  const serviceArt = entryArtwork("service", { slug: newService.slug, name: newService.name });
  expect(serviceHtml).toContain(`alt="${serviceArt.alt}"`);
  expect(serviceHtml).toMatch(new RegExp(`<source type="image/avif" srcSet="/static/[^"]+/${serviceArt.name}\\.avif`));
  expect(serviceHtml).toMatch(new RegExp(`<meta property="og:image" content="[^"]+/${serviceArt.name}\\.jpg"`));
  const landingHtml = builtHtml(publicDir, "/video-production-milton-keynes");
  const industryArt = entryArtwork("industry", { slug: newIndustry.slug, name: newIndustry.title });
  expect(landingHtml).toContain(newIndustry.title);
  expect(landingHtml).toContain(`alt="${industryArt.alt}"`);
  // The uploaded logo is shown as it is, named by the client.
  const logo = readJson<{ trustedBy: { logos: { logo: string }[] } }>("landing/landing.json").trustedBy.logos[0].logo;
  expect(landingHtml).toMatch(new RegExp(`<img src="/static/[^"]+/${path.basename(logo)}" alt="${newLogo.name}"`));
  // The uploaded thumbnail went through the image pipeline, with its alt text.
  const caseStudiesHtml = builtHtml(publicDir, "/case-studies");
  const poster = uploaded(readJson<{ thumbnail: string }[]>("case-studies/case-studies.json")[0].thumbnail);
  expect(caseStudiesHtml).toMatch(new RegExp(`<source type="image/avif" srcSet="/static/[^"]+/${poster}\\.avif`));
  expect(caseStudiesHtml).toContain(`alt="${newThumbnailAlt}"`);
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

  const oldPhone = rawJson<{ phone: string }>(path.resolve("content"), "site/site.json").phone;
  let showing = 0;
  for (const pagePath of pages) {
    const html = builtHtml(publicDir, pagePath);
    expect(html, pagePath).not.toContain(oldPhone);
    expect(html, pagePath).not.toContain(internationalPhone(oldPhone));
    if (html.includes(newPhone)) {
      showing += 1;
      // The Call links dial the number the author set, in the form that works from anywhere.
      expect(html, pagePath).toContain(`tel:${internationalPhone(newPhone)}`);
    }
  }
  expect(showing).toBeGreaterThan(0);

  // Every test of content's rules passes on what the author saved, with no step an author cannot take.
  const suites = ["content.test.ts", "artwork-alt.test.ts", "content-model.test.ts", "copy-facts.test.ts", "launch-check.test.ts"];
  const jest = spawnSync(
    path.resolve("node_modules/.bin/jest"),
    suites.map((suite) => `tests/unit/${suite}`),
    {
      encoding: "utf8",
      env: { ...process.env, SITE_ROOT: site.root },
    },
  );
  expect(jest.status, jest.stderr.slice(-6000)).toBe(0);
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
