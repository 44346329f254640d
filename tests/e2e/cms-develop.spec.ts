/**
 * The content editor as `npm run cms` runs it: `gatsby develop` over a copy of the site, serving
 * the pages and /admin/, with Decap's local backend writing into the copy. What an author saves
 * never takes a page offline or breaks another entry, and every template opens without an error.
 * (What an author meets in the form itself, its checks included, is tests/e2e/cms-decap.spec.ts's.) One development server serves
 * every test here (it takes a minute or more to start).
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { contentTypes } from "../../src/content-model";
import { unusedPictures } from "../../src/content-model/check";
import { rawJson, readContent } from "../../src/content-model/reader";
import { entryProblems } from "../../src/content-model/validation";
import { SITE_PHRASES } from "../../src/cms/editor/phrases";
import {
  blogCategoryPath,
  CONTACT_PATH,
  CONTACT_THANK_YOU_PATH,
  LANDING_PATH,
  NEWSLETTER_PAGES,
  NOT_FOUND_PATH,
} from "../../src/lib/routes";
import {
  copySite,
  type DevelopServer,
  ENTRY_LOADS,
  expandItem,
  fillNewService,
  jsonWhenWritten,
  type LocalBackend,
  newService,
  openEditor,
  publish,
  type SiteCopy,
  startDevelop,
  startLocalBackend,
  test,
} from "../support/cms";
import { ONE_PAGE_PER_TEMPLATE } from "../support/site";
import { pageDataFile } from "../../src/cms/previews/built-site";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let site: SiteCopy;
let backend: LocalBackend;
let develop: DevelopServer;

// gatsby develop's first start makes every page's data and image; beside the editor spec's full
// build on a 2-core machine it has taken 5 minutes and more. Failing it then would only start it
// again from nothing on the retry.
const DEVELOP_STARTS_WITHIN_MS = 600_000;

test.beforeAll(async () => {
  test.setTimeout(DEVELOP_STARTS_WITHIN_MS + 60_000);
  site = copySite({ withBuild: true });
  backend = await startLocalBackend(site.root);
  develop = await startDevelop(site, DEVELOP_STARTS_WITHIN_MS);
  console.log(`gatsby develop answered after ${(develop.bootMs / 1000).toFixed(1)} s`);
});

test.afterAll(() => {
  develop?.stop();
  backend?.stop();
  site?.remove();
});

const typeOf = (id: string) => contentTypes.find((type) => type.id === id)!;
const read = (file: string) => fs.readFileSync(path.join(site.content, file), "utf8");
const url = (pagePath: string) => `${develop.origin}${pagePath}`;

/** Every page gatsby develop has, as its GraphQL endpoint (GraphiQL's) lists them. */
async function pagePaths(request: APIRequestContext): Promise<string[]> {
  const answer = await request.post(url("/___graphql"), { data: { query: "{ allSitePage { nodes { path } } }" } });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { allSitePage: { nodes: { path: string }[] } } };
  return data.allSitePage.nodes.map((node) => node.path).filter((pagePath) => !/^\/(dev-)?404/.test(pagePath));
}

/** The status each page answers with. */
async function statuses(request: APIRequestContext, paths: readonly string[]): Promise<Record<string, number>> {
  const answers = await Promise.all(paths.map(async (pagePath) => [pagePath, (await request.get(url(pagePath))).status()] as const));
  return Object.fromEntries(answers);
}

/** Opens a page as a visitor would and returns every error the browser reported, and whether Gatsby's error overlay is up. */
async function visit(page: Page, pagePath: string): Promise<{ errors: string[]; overlay: number }> {
  // gatsby develop makes a page's data when it is first asked for; until it has, its loader asks
  // for the development 404 page's data, which answers 404. A visitor arrives at a page made.
  const data = url(pageDataFile(pagePath));
  // A busy development server may also drop the connection meanwhile: asked again.
  const status = () =>
    page.request.get(data).then(
      (answer) => answer.status(),
      (error: Error) => error.message,
    );
  await expect.poll(status, { timeout: 60_000 }).toBe(200);
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === "error") errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  await page.goto(url(pagePath));
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 30_000 });
  // Errors of the first render and of what loads just after it (sections, consent) have had their moment.
  await page.waitForTimeout(750);
  page.off("console", onConsole);
  page.off("pageerror", onPageError);
  return { errors, overlay: await page.locator("gatsby-fast-refresh").count() };
}

test("every template opens in gatsby develop with no error in the console and no error overlay; GraphiQL answers", async ({
  page,
  request,
}) => {
  const content = readContent(site.content);
  const templates = {
    ...ONE_PAGE_PER_TEMPLATE,
    "blog category": blogCategoryPath(content.blog.categories[0]),
    "thank-you": CONTACT_THANK_YOU_PATH,
    newsletter: NEWSLETTER_PAGES.confirmed,
    contact: CONTACT_PATH,
    "not found": NOT_FOUND_PATH,
  };
  for (const [template, pagePath] of Object.entries(templates)) {
    expect({ template, ...(await visit(page, pagePath)) }).toEqual({ template, errors: [], overlay: 0 });
  }
  const graphiql = await request.get(url("/___graphql"), { headers: { accept: "text/html" } });
  expect(graphiql.status()).toBe(200);
  expect(await graphiql.text()).toMatch(/graphiql/i);
  expect(await pagePaths(request)).toContain(ONE_PAGE_PER_TEMPLATE.service);
});

test("the root address, which gatsby develop prints and View Live opens, shows the landing page", async ({ page }) => {
  const { headline } = readContent(site.content).landing.hero;
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(url("/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline, { timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe(LANDING_PATH);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("a new service page saved with only its required fields appears within a minute, and every page that answered before still answers", async ({
  page,
  request,
}) => {
  const before = await statuses(request, await pagePaths(request));
  expect(Object.values(before).every((status) => status === 200)).toBe(true);
  expect(Object.keys(before).length).toBeGreaterThan(30);

  await openEditor(page, backend, `#/collections/service/new`, develop.origin);
  await fillNewService(page);
  await publish(page);
  const file = `services/${newService.slug}.json`;
  await expect.poll(() => jsonWhenWritten(site.content, file) !== undefined, { timeout: 15_000 }).toBe(true);
  expect(entryProblems(typeOf("service"), rawJson(site.content, file))).toEqual([]);

  const saved = Date.now();
  const newPage = `/${newService.slug}`;
  await expect.poll(async () => (await request.get(url(newPage))).status(), { timeout: 60_000, intervals: [500] }).toBe(200);
  console.log(`the new page answered ${((Date.now() - saved) / 1000).toFixed(1)} s after the save`);
  expect(await statuses(request, Object.keys(before))).toEqual(before);
  expect(await pagePaths(request)).toEqual(expect.arrayContaining([...Object.keys(before), newPage]));
  // "View Live" opens the page on the site being edited.
  await expect(page).toHaveURL(new RegExp(`/entries/${newService.slug}$`));
  // At once, with no reload by the author: the editor opens the saved page afresh, as from its list.
  await expect(page.getByRole("link", { name: /View Live/ })).toHaveAttribute("href", url(newPage), { timeout: ENTRY_LOADS });
  // The page itself opens cleanly, with the artwork drawn for it.
  expect(await visit(page, newPage)).toEqual({ errors: [], overlay: 0 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newService.headline);
});

test("an upload named like another entry's picture leaves that entry's picture as it was", async ({ page }) => {
  page.on("dialog", (dialog) => dialog.accept());
  const file = "case-studies/case-studies.json";
  const studies = rawJson<{ company: string; thumbnail?: string }[]>(site.content, file);
  const [first, second] = studies.filter((study) => study.thumbnail);
  const firstPicture = path.join(site.content, "case-studies", first.thumbnail!);
  const firstBytes = fs.readFileSync(firstPicture);
  // The author's own file, named as the first study's picture happens to be (in a folder of the copy, removed with it).
  const folder = fs.mkdtempSync(path.join(site.root, "upload-"));
  const upload = path.join(folder, path.basename(first.thumbnail!));
  fs.copyFileSync(path.resolve("content/images/hero/poster.jpg"), upload);
  expect(fs.readFileSync(upload).equals(firstBytes)).toBe(false);

  await openEditor(page, backend, "#/collections/case-study/entries/case-study", develop.origin);
  await expandItem(page, second.company);
  // The picture in use shows in its field, so the author sees what they are replacing (not the editor's blank stand-in).
  const shown = page.locator('[aria-label="image field"] img').filter({ visible: true }).first();
  const { width, height } = await sharp(path.join(site.content, "case-studies", second.thumbnail!)).metadata();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([width, height]);
  await page.getByRole("button", { name: SITE_PHRASES.editor.editorWidgets.image.chooseDifferent }).first().click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole("button", { name: SITE_PHRASES.mediaLibrary.mediaLibraryModal.chooseSelected }).click();
  await publish(page);
  const replaced = () => {
    const saved = jsonWhenWritten<typeof studies>(site.content, file);
    return saved !== undefined && saved.find((study) => study.company === second.company)?.thumbnail !== second.thumbnail;
  };
  await expect.poll(replaced, { timeout: 15_000 }).toBe(true);

  const after = rawJson<typeof studies>(site.content, file);
  expect(after.find((study) => study.company === first.company)?.thumbnail).toBe(first.thumbnail);
  expect(fs.readFileSync(firstPicture).equals(firstBytes)).toBe(true);
  const secondPicture = path.join(site.content, "case-studies", after.find((study) => study.company === second.company)!.thumbnail!);
  expect(fs.readFileSync(secondPicture).equals(fs.readFileSync(upload))).toBe(true);
  // The picture it replaced is no longer named by any content: npm run prelaunch lists it to delete.
  expect(unusedPictures(site.content)).toContain(`content/${path.posix.join("case-studies", second.thumbnail!)}`);
});

test("a one-field change to an article's frontmatter changes that one line of its file", async ({ page }) => {
  const article = readContent(site.content).articles.find((entry) => entry.entry.faq?.length)!;
  const file = `blog/${article.slug}.mdx`;
  const before = read(file);
  await openEditor(page, backend, `#/collections/blog-article/entries/${article.slug}`, develop.origin);
  const excerpt = page.getByLabel("Summary on the blog", { exact: true });
  await expect(excerpt).not.toHaveValue("");
  const changed = `${await excerpt.inputValue()} Read on for the detail.`;
  await excerpt.fill(changed);
  await publish(page);
  // Written whole: the editor's local server empties the file before it writes it, and a read in between finds nothing.
  const savedLine = `excerpt: ${JSON.stringify(changed)}`;
  await expect.poll(() => read(file).split("\n").includes(savedLine), { timeout: 15_000 }).toBe(true);
  const beforeLines = before.split("\n");
  const afterLines = read(file).split("\n");
  expect(afterLines).toHaveLength(beforeLines.length);
  expect(afterLines.filter((line, index) => line !== beforeLines[index])).toEqual([savedLine]);
});
