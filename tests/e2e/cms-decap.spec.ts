/**
 * The editor where it meets Decap: what an author does in /admin/ that goes through Decap's
 * extension API (its routes, its forms, its preview pane, its checks before saving) and through
 * the patches the editor makes to it, over a copy of the site with Decap's local backend. These
 * specs run against the Decap the site pins, and, with `npm run test:cms-newest`, against Decap's
 * newest 3.x release (scripts/cms-newest.mjs), so an upgrade is a version bump.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type CDPSession, type Page } from "@playwright/test";
import matter from "gray-matter";
import { createJiti } from "jiti";
import { contentTypes } from "../../src/content-model";
import { fieldLabels } from "../../src/content-model/field-labels";
import { predicates } from "../../src/content-model/messages";
import { contentFiles, rawJson, tokenValuesIn } from "../../src/content-model/reader";
import { tokenProblems } from "../../src/content-model/content-checks";
import { LANDING_PATH, NEWSLETTER_PAGES, CONTACT_PATH } from "../../src/lib/routes";
import { factsByName, internationalPhone, type Facts } from "../../src/lib/site-details";
import { cmsConfig } from "../../src/cms/config";
import { SITE_PHRASES } from "../../src/cms/editor/phrases";
import {
  builtHtml,
  ENTRY_LOADS,
  fieldErrors,
  fillDate,
  jsonWhenWritten,
  objectNamed,
  openEditor,
  previewFrame,
  previewMistakes,
  publish,
  siteCopyForSpec,
  test,
} from "../support/cms";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const copy = siteCopyForSpec();

const typeOf = (id: string) => contentTypes.find((type) => type.id === id)!;
const readJson = <T>(file: string): T => rawJson<T>(copy.site.content, file);
const servicesFolder = () => path.join(copy.site.content, "services");
interface Service {
  slug: string;
  name: string;
  cardDescription: string;
  seoDescription: string;
  inServicesMenu: boolean;
  order: number;
  hero: { headline: string; intro: string };
}
const servicesNow = (): Service[] =>
  fs
    .readdirSync(servicesFolder())
    .sort()
    .map((file) => readJson<Service>(`services/${file}`));
const serviceFile = (slug: string) => path.join(servicesFolder(), `${slug}.json`);
/** A page's text as a reader of the built site sees it (the build the tests serve). */
const builtText = (pagePath: string) =>
  builtHtml(path.resolve("public"), pagePath)
    .replace(/<(script|style|template|noscript)[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const occurrences = (text: string, phrase: string) => text.split(phrase).length - 1;
/** The text of the page the preview draws (all of it, as the built page's HTML has it, shown or folded), without the preview's notes. */
const previewText = (page: Page) =>
  previewFrame(page)
    .locator("body")
    .evaluate((body) => {
      const page = body.cloneNode(true) as HTMLElement;
      for (const unseen of page.querySelectorAll("script, style, noscript, [data-preview-notes]")) unseen.remove();
      return (page.textContent ?? "").replace(/\s+/g, " ");
    });

/** Every error of the page and of the browser's console from now on. */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The entry's own name in the form has loaded (editing before it has would be overwritten by it). */
const nameShown = (page: Page, name: string) =>
  expect(page.getByLabel("Name", { exact: true })).toHaveValue(name, { timeout: ENTRY_LOADS });

/** What the editor asks before leaving an entry with unsaved changes. */
const LEAVE = SITE_PHRASES.editor.editor.onLeavePage;

/** Every question the page asks, in order, each answered as the test says (OK when it says nothing); the browser's own is recorded as such. */
function questionsOf(page: Page) {
  const asked: string[] = [];
  const answers: boolean[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.type() === "beforeunload" ? "(the browser's own question)" : dialog.message());
    const ok = answers.shift() ?? true;
    void (ok ? dialog.accept() : dialog.dismiss());
  });
  return { asked, answerNext: (ok: boolean) => answers.push(ok) };
}

test("moving between entries by any route shows the entry the address names, asking once before unsaved changes are left: Stay keeps them and the address, Leave goes; Save and Delete act on the entry shown, Delete naming it and asking once", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const questions = questionsOf(page);
  const services = servicesNow();
  expect(services.length, "two services for each of four routes, and one more").toBeGreaterThanOrEqual(9);
  const collection = `#/collections/service`;
  const entry = (service: Service) => `${collection}/entries/${service.slug}`;
  const address = () => new URL(page.url()).hash;
  const file = (service: Service) => fs.readFileSync(serviceFile(service.slug), "utf8");
  const shows = async (service: Service) => {
    await nameShown(page, service.name);
    await expect(previewFrame(page).getByRole("heading", { level: 1 })).toHaveText(service.hero.headline);
  };
  const toHash = async (service: Service) => void (await page.evaluate((hash) => (window.location.hash = hash), entry(service)));

  /** With a change not saved on `from`, a move towards `to`: one question; Stay, then the same move again and Leave. */
  async function leaving(route: string, from: Service, to: Service, move: () => Promise<void>, arrive?: () => Promise<void>) {
    const files = [file(from), file(to)];
    const intro = page.getByLabel("Intro", { exact: true }).first();
    const unsaved = `${from.hero.intro} Not saved (${route}).`;
    await intro.fill(unsaved);
    await expect(page.getByText(SITE_PHRASES.editor.editorToolbar.unsavedChanges, { exact: true })).toBeVisible();

    questions.asked.length = 0;
    questions.answerNext(false);
    await move();
    await expect.poll(address).toBe(entry(from));
    await expect(intro).toHaveValue(unsaved);
    await shows(from);
    await expect(page.getByText(SITE_PHRASES.editor.editorToolbar.unsavedChanges, { exact: true })).toBeVisible();
    expect({ route, answer: "Stay", asked: questions.asked }).toEqual({ route, answer: "Stay", asked: [LEAVE] });
    expect({ route, answer: "Stay", files: [file(from), file(to)] }).toEqual({ route, answer: "Stay", files });

    questions.asked.length = 0;
    questions.answerNext(true);
    await move();
    await arrive?.();
    await expect.poll(address, { timeout: ENTRY_LOADS }).toBe(entry(to));
    await shows(to);
    expect({ route, answer: "Leave", asked: questions.asked }).toEqual({ route, answer: "Leave", asked: [LEAVE] });
    expect({ route, answer: "Leave", files: [file(from), file(to)] }).toEqual({ route, answer: "Leave", files });
  }

  /** Each route: where it starts (on `from`, with `to` a move away), and the moves, each with unsaved changes then without. */
  const routes: {
    route: string;
    open: (from: Service, to: Service) => Promise<void>;
    moves: (from: Service, to: Service) => Promise<Service>;
  }[] = [
    {
      route: "the list of entries",
      open: async (from) => void (await openEditor(page, copy.backend, entry(from))),
      moves: async (from, to) => {
        const list = () =>
          page
            .getByRole("link", { name: /Service pages/ })
            .first()
            .click();
        await leaving("the list of entries", from, to, list, async () => {
          // The list as an author sees it, then the entry chosen from it.
          await expect(page.getByRole("heading", { level: 1, name: `${typeOf("service").label}s` })).toBeVisible();
          await page
            .getByRole("link", { name: new RegExp(`^${to.name}`) })
            .first()
            .click();
        });
        return to;
      },
    },
    {
      route: "a changed hash",
      open: async (from) => void (await page.goto(`/admin/${entry(from)}`)),
      moves: async (from, to) => {
        await leaving("a changed hash", from, to, () => toHash(to));
        return to;
      },
    },
    {
      route: "Back and Forward",
      // `to`, then `from`: Back goes to `to`, and from there Forward comes back to `from`.
      open: async (from, to) => {
        await page.goto(`/admin/${entry(to)}`);
        await nameShown(page, to.name);
        await toHash(from);
      },
      moves: async (from, to) => {
        await leaving("Back", from, to, async () => void (await page.goBack({ waitUntil: "commit" })));
        await leaving("Forward", to, from, async () => void (await page.goForward({ waitUntil: "commit" })));
        return from;
      },
    },
    {
      route: "a typed address",
      open: async (from) => void (await page.goto(`/admin/${entry(from)}`)),
      moves: async (from, to) => {
        await leaving("a typed address", from, to, async () => void (await page.goto(`/admin/${entry(to)}`, { waitUntil: "commit" })));
        return to;
      },
    },
  ];
  let index = 0;
  let deletedLast: Service | undefined;
  for (const [at, { route, open, moves }] of routes.entries()) {
    const [from, to] = [services[index], services[index + 1]];
    index += 2;
    await open(from, to);
    await nameShown(page, from.name);
    const shown = await moves(from, to);
    const other = shown === to ? from : to;
    const otherBefore = file(other);
    const shownBefore = file(shown);
    // The form, the preview and View Live all show the entry the address names.
    expect({ route, address: address() }).toEqual({ route, address: entry(shown) });
    await shows(shown);
    await expect(page.getByRole("link", { name: /View Live/ })).toHaveAttribute("href", new RegExp(`/${shown.slug}$`));

    // Save writes the entry on screen, and only it.
    const card = page.getByLabel("Card description", { exact: true });
    await card.fill(`${shown.cardDescription} Saved by ${route}.`);
    await publish(page);
    await expect
      .poll(() => jsonWhenWritten<Service>(copy.site.content, `services/${shown.slug}.json`)?.cardDescription, { timeout: 15_000 })
      .toBe(`${shown.cardDescription} Saved by ${route}.`);
    expect({ route, other: file(other) }).toEqual({ route, other: otherBefore });
    expect(file(shown)).not.toBe(shownBefore);

    // Delete asks about the page on screen by its name, once, and deletes that file only; the last time with a change not saved.
    const unsaved = at === routes.length - 1;
    if (unsaved) await card.fill(`${shown.cardDescription} Deleted unsaved.`);
    questions.asked.length = 0;
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect.poll(() => fs.existsSync(serviceFile(shown.slug)), { timeout: 15_000 }).toBe(false);
    deletedLast = shown;
    // Decap goes back to the list once the file is gone.
    await expect(page).toHaveURL(new RegExp(`${collection}$`));
    await expect(page.getByRole("heading", { level: 1, name: `${typeOf("service").label}s` })).toBeVisible();
    const question = unsaved ? SITE_PHRASES.editor.editor.onDeleteWithUnsavedChanges : SITE_PHRASES.editor.editor.onDeletePublishedEntry;
    expect({ route, asked: questions.asked }).toEqual({
      route,
      asked: [question.replace("%{kind}", typeOf("service").label.toLowerCase()).replace("%{title}", shown.name)],
    });
    expect({ route, other: file(other) }).toEqual({ route, other: otherBefore });
  }
  // Back from the list to the page just deleted lands on the list again, saying what happened, with no form for nothing.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${collection}$`));
  // In the window, and still there a moment later: a notice sent as the list is drawn was taken away again at once.
  const gone = page.getByText(SITE_PHRASES.ui.toast.entryGone.replace("%{details}", deletedLast!.slug));
  await expect(gone).toBeInViewport({ ratio: 1 });
  await page.waitForTimeout(2000);
  await expect(gone).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("heading", { level: 1, name: `${typeOf("service").label}s` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);
  // Nor any message in code words from the form Decap began to draw for it.
  await expect(page.getByText(SITE_PHRASES.ui.toast.onFailToLoadDeployPreview.split("%{details}")[0])).toHaveCount(0);
  // An entry left with Leave holds nothing to recover when it is opened again.
  questions.asked.length = 0;
  await page.goto(`/admin/${entry(services[6])}`);
  await nameShown(page, services[6].name);
  expect(questions.asked).toEqual([]);
});

test("the preview of a fact shows its new value everywhere the landing page quotes it", async ({ page }) => {
  const facts = factsByName(readJson<Facts>("site/facts.json"));
  const landing = builtText(LANDING_PATH);
  // The fact the landing page quotes most, by the copy of the last build.
  const [name, fact] = Object.entries(facts).sort(([, a], [, b]) => occurrences(landing, b.value) - occurrences(landing, a.value))[0];
  const quoted = occurrences(landing, fact.value);
  expect(quoted, `a fact the landing page quotes (${name})`).toBeGreaterThan(0);
  await openEditor(page, copy.backend, "#/collections/facts/entries/facts");
  await expect.poll(async () => occurrences(await previewText(page), fact.value), { timeout: 30_000 }).toBe(quoted);

  const edited = "17-19 weeks";
  // Facts fold under headings that give their figures: the fact's group, then the fact, opened as an author opens them.
  let block = page.locator("body");
  for (const label of fieldLabels(typeOf("facts").fields, name)) {
    block = objectNamed(block, label);
    await block.getByRole("button", { name: SITE_PHRASES.editor.editorWidgets.object.expand }).first().click();
  }
  await block.getByLabel("Figure", { exact: true }).fill(edited);
  // Every place the token is quoted now says the new value: with other facts of the same value, the places add up.
  await expect.poll(async () => occurrences(await previewText(page), edited), { timeout: 15_000 }).toBeGreaterThan(0);
  const text = await previewText(page);
  expect(occurrences(text, edited) + occurrences(text, fact.value)).toBe(quoted);
  const sharing = Object.values(facts).filter((other) => other !== fact && other.value === fact.value).length;
  if (!sharing) expect(occurrences(text, fact.value)).toBe(0);
});

test("a new phone number shows, and is dialled, wherever the contact page has the number; one that cannot be dialled is refused at its field; one written as people write it is saved in the site's form in a one-line diff", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const file = path.join(copy.site.content, "site/site.json");
  const before = fs.readFileSync(file, "utf8");
  const { phone: saved, sample } = JSON.parse(before) as { phone: string; sample?: boolean };
  await openEditor(page, copy.backend, "#/collections/site-settings/entries/site-settings");
  const frame = previewFrame(page);
  await expect(frame.locator(`a[href="tel:${internationalPhone(saved)}"]`).first()).toBeAttached({ timeout: 30_000 });
  const phone = page.getByLabel("Phone", { exact: true });
  await phone.fill("01908 246 810");
  await expect(frame.getByText("01908 246 810").first()).toBeVisible();
  expect(await previewText(page)).not.toContain(saved);
  const calls = await frame.locator('a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(calls.length).toBeGreaterThan(0);
  expect(new Set(calls)).toEqual(new Set([`tel:${internationalPhone("01908 246 810")}`]));
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText(builtHeading(CONTACT_PATH));

  // A number that cannot be dialled: refused at its field as the author leaves it, and by Publish, with nothing written.
  const phoneField = typeOf("site-settings").fields.find((field) => field.name === "phone") as {
    label: string;
    pattern: { message: string };
  };
  await phone.fill("01632 960");
  await phone.press("Tab");
  await expect(fieldErrors(page).filter({ hasText: `${phoneField.label} ${phoneField.pattern.message}` })).toHaveCount(1);
  await publish(page);
  await expect(page.getByText(SITE_PHRASES.ui.toast.missingRequiredField).first()).toBeVisible();
  await expect(phone).toBeFocused();
  await expect(page.getByText(SITE_PHRASES.editor.editorToolbar.unsavedChanges, { exact: true })).toBeVisible();
  expect(fs.readFileSync(file, "utf8")).toBe(before);

  // Written as people write it, the number is kept in the site's form once the author leaves the field.
  const dialled = page.getByTestId("dialled-number");
  await phone.fill("(01908) 123456");
  await expect(dialled).toHaveText(`The site's Call links dial ${internationalPhone("01908 123456")}.`);
  await phone.press("Tab");
  await expect(phone).toHaveValue("01908 123456");
  // The Sample switch covers more than the number: typing a real one leaves it on, and says so.
  await expect(page.getByTestId("sample-stays-on")).toHaveCount(sample ? 1 : 0);
  await phone.fill("+44 (0)1908 123456");
  await phone.press("Tab");
  await expect(phone).toHaveValue("01908 123456");
  await publish(page);
  await expect
    .poll(() => jsonWhenWritten<{ phone: string }>(copy.site.content, "site/site.json")?.phone, { timeout: 15_000 })
    .toBe("01908 123456");
  const lines = before.split("\n");
  expect(
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .filter((line, index) => line !== lines[index]),
  ).toEqual(['  "phone": "01908 123456",']);
  expect(errors).toEqual([]);
});

/** A built page's main heading, as a reader reads it. */
function builtHeading(pagePath: string) {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(builtHtml(path.resolve("public"), pagePath));
  return (match?.[1] ?? "")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .trim();
}

/** The preview's marks of the edit: each marked stretch of text, whether it is in the frame's view, and the element it is in. */
const editMarks = (page: Page) =>
  previewFrame(page)
    .locator("body")
    .evaluate(() => {
      const marks = (window as unknown as { CSS: { highlights: Map<string, Iterable<Range>> } }).CSS.highlights.get("gf-edit");
      return [...(marks ?? [])].map((range) => {
        const box = range.getBoundingClientRect();
        return {
          text: range.toString(),
          inView: box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight,
          inToast: !!range.startContainer.parentElement?.closest('[data-testid="toast"]'),
        };
      });
    });

test("a service's card description is previewed on the landing page, scrolled to the card and marked there, for a word pasted mid-sentence wherever the preview was scrolled, and for words typed", async ({
  page,
}) => {
  // The card furthest down the landing page's grid, past sections the browser skips until they near the view.
  const service = servicesNow()
    .filter((candidate) => candidate.inServicesMenu)
    .sort((a, b) => b.order - a.order)[0];
  await openEditor(page, copy.backend, `#/collections/service/entries/${service.slug}`);
  await nameShown(page, service.name);
  const frame = previewFrame(page);
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText(service.hero.headline);
  // The author has read the service page down to its end: the landing page is then drawn far from its top.
  await frame.getByRole("heading", { level: 1 }).hover();
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(frame.getByRole("contentinfo")).toBeInViewport({ timeout: 500 });
  }).toPass();
  const card = page.getByLabel("Card description", { exact: true });
  const words = service.cardDescription.split(" ");
  const middle = Math.floor(words.length / 2);
  // A word pasted in mid-sentence: the card is scrolled into view and the word marked there.
  const pasted = [...words.slice(0, middle), "carefully", ...words.slice(middle)].join(" ");
  await card.fill(pasted);
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText(builtHeading(LANDING_PATH));
  await expect
    .poll(() => editMarks(page))
    .toEqual([{ text: expect.stringMatching(/^carefully\b/) as unknown as string, inView: true, inToast: false }]);
  // Typed at the end: every keystroke reached the field, however much the preview had to draw.
  await card.press("ControlOrMeta+End");
  await card.pressSequentially(" Filmed in a day.", { delay: 20 });
  await expect(card).toHaveValue(`${pasted} Filmed in a day.`);
  await expect
    .poll(() => editMarks(page))
    .toEqual([{ text: expect.stringMatching(/day\.$/) as unknown as string, inView: true, inToast: false }]);
});

test("words shown only in a state are previewed in it: the contact form's notice once sent, marked there alone, the newsletter's check-your-inbox page; the editor's buttons clear of the site's", async ({
  page,
}) => {
  // A preview narrow enough for the site's phone header, whose menu button is at its top right.
  await page.setViewportSize({ width: 1000, height: 800 });
  await openEditor(page, copy.backend, "#/collections/contact-form/entries/contact-form");
  const frame = previewFrame(page);
  const sent = page.locator('[aria-label="object field"]').filter({ has: page.locator("label", { hasText: /^Sent$/ }) });
  const title = sent.getByLabel("Title", { exact: true });
  await title.fill("Message received with thanks");
  await expect(frame.getByTestId("toast")).toContainText("Message received with thanks");
  // A word the page writes elsewhere too ("Call Now"): only the notice's is the edit.
  await title.press("End");
  await title.pressSequentially(" Now", { delay: 20 });
  await expect(frame.getByTestId("toast")).toContainText("Message received with thanks Now");
  expect(occurrences(await previewText(page), "Now")).toBeGreaterThan(1);
  await expect.poll(() => editMarks(page)).toEqual([{ text: "Now", inView: true, inToast: true }]);

  // Decap's button over the preview sits above the page, clear of the site's header; the one that would do nothing is not offered.
  const { openMenu } = readJson<{ layout: { openMenu: string } }>("site/labels.json").layout;
  const menu = await frame.getByRole("button", { name: openMenu }).boundingBox();
  const toggle = await page.getByRole("button", { name: "Toggle preview" }).boundingBox();
  expect(menu && toggle).toBeTruthy();
  expect(toggle!.y + toggle!.height).toBeLessThanOrEqual(menu!.y);
  await expect(page.getByRole("button", { name: "Sync scrolling" })).toHaveCount(0);

  // Leaving the contact form's words unsaved, for the newsletter's.
  const questions = questionsOf(page);
  await page.goto(`/admin/#/collections/newsletter/entries/newsletter`);
  const inbox = page.locator('[aria-label="object field"]').filter({ has: page.locator("label", { hasText: /^Check inbox$/ }) });
  await inbox.getByLabel("Heading", { exact: true }).fill("Nearly there: open the email we sent");
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText("Nearly there: open the email we sent");
  expect(NEWSLETTER_PAGES.checkInbox).toBeTruthy();
  expect(questions.asked).toEqual([LEAVE]);
});

/** The faces Chromium drew an element's text in (DevTools' CSS.getPlatformFontsForNode), each with where it came from. */
async function fontsOf(session: CDPSession, selector: string): Promise<string[]> {
  await session.send("DOM.enable");
  await session.send("CSS.enable");
  const { root } = await session.send("DOM.getDocument", { depth: -1, pierce: true });
  const found = await session.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: "iframe#preview-pane" });
  const { node } = await session.send("DOM.describeNode", { nodeId: found.nodeIds[0], depth: -1, pierce: true });
  const frameRoot = node.contentDocument!;
  const { nodeId: frameDocument } = (
    await session.send("DOM.pushNodesByBackendIdsToFrontend", { backendNodeIds: [frameRoot.backendNodeId] })
  ).nodeIds.map((nodeId) => ({ nodeId }))[0];
  const { nodeId } = await session.send("DOM.querySelector", { nodeId: frameDocument, selector });
  const text = (await session.send("DOM.describeNode", { nodeId, depth: 1 })).node.children?.[0];
  const target = text
    ? (await session.send("DOM.pushNodesByBackendIdsToFrontend", { backendNodeIds: [text.backendNodeId] })).nodeIds[0]
    : nodeId;
  const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId: target });
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? " (the site's file)" : " (the machine's)"}`);
}

test("the preview draws in the site's typeface, however slowly it arrives, never in a fallback face", async ({ page }) => {
  // The typeface arrives late, as on a busy machine: a page's `font-display: optional` would give it up.
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fallback();
  });
  const service = servicesNow()[0];
  await openEditor(page, copy.backend, `#/collections/service/entries/${service.slug}`);
  await expect(previewFrame(page).getByRole("heading", { level: 1 })).toHaveText(service.hero.headline, { timeout: 30_000 });
  const session = await page.context().newCDPSession(page);
  expect(await fontsOf(session, "h1")).toEqual(["Inter (the site's file)"]);
});

test("a token typed with a typo is named at the field on leaving it, with the nearest token, as Publish and the build name it, and the preview keeps drawing the page with the mistake marked; Publish with the typo, or with a name of only spaces, says why and goes to the field, with no console error", async ({
  page,
}) => {
  const service = servicesNow()[0];
  const before = fs.readFileSync(serviceFile(service.slug), "utf8");
  await openEditor(page, copy.backend, `#/collections/service/entries/${service.slug}`);
  await nameShown(page, service.name);
  const intro = page.getByLabel("Intro", { exact: true }).first();
  await intro.fill(`${await intro.inputValue()} Most films are ready in {turnaround.flim}.`);
  await page.getByLabel("Name", { exact: true }).click();
  // A length is checked on leaving the field too, in the build's words.
  const seo = typeOf("service").fields.find((field) => field.name === "seoDescription") as {
    label: string;
    minLength: number;
    maxLength: number;
  };
  const description = page.getByLabel(seo.label, { exact: true });
  await description.fill("Training video production in Milton Keynes, planned and filmed on your site. ".repeat(3).trim());
  await description.press("Tab");
  await expect(fieldErrors(page).filter({ hasText: `${seo.label} ${predicates.length(seo.minLength, seo.maxLength)}` })).toHaveCount(1);
  const message =
    /Intro: \{turnaround\.flim\} names no fact or company detail: did you mean \{turnaround\.film\}\? If not, fix its spelling/;
  await expect(fieldErrors(page).filter({ hasText: message })).toHaveCount(1);
  // Spelt as it must be written: not in Decap's capitals.
  await expect(fieldErrors(page).filter({ hasText: message })).toContainText("{turnaround.film}", { useInnerText: true });
  await expect(previewMistakes(page)).toContainText(message);
  await expect(previewFrame(page).getByRole("heading", { level: 1 })).toHaveText(service.hero.headline);
  await expect(previewFrame(page).getByText("{turnaround.flim}").first()).toBeVisible();
  // Publish with the typo the only problem left: refused with the notice every refusal gives, the
  // focus on the field with the message, and nothing in the browser's console.
  await description.fill(service.seoDescription);
  await expect(fieldErrors(page).filter({ hasText: seo.label })).toHaveCount(0);
  const errors = pageErrors(page);
  await publish(page);
  await expect(page.getByText(SITE_PHRASES.ui.toast.missingRequiredField).first()).toBeVisible();
  await expect(intro).toBeFocused();
  await expect(fieldErrors(page).filter({ hasText: message })).toHaveCount(1);
  await expect(page.getByText(SITE_PHRASES.editor.editorToolbar.unsavedChanges, { exact: true })).toBeVisible();
  expect(fs.readFileSync(serviceFile(service.slug), "utf8")).toBe(before);

  // A name of only spaces, the only problem: the same, with the message at the name.
  await intro.fill(service.hero.intro);
  const name = page.getByLabel("Name", { exact: true });
  await name.fill("   ");
  await publish(page);
  await expect(fieldErrors(page).filter({ hasText: `Name ${predicates.required()}` })).toHaveCount(1);
  await expect(name).toBeFocused();
  await expect(page.getByText(SITE_PHRASES.ui.toast.missingRequiredField).first()).toBeVisible();
  expect(fs.readFileSync(serviceFile(service.slug), "utf8")).toBe(before);
  expect(errors).toEqual([]);
  // The build says the same of the same file, naming the file where the editor names the field.
  const file = `content/services/${service.slug}.json`;
  const broken = { ...JSON.parse(before), cardDescription: "Ready in {turnaround.flim}." };
  const files = [...contentFiles(copy.site.content).filter((entry) => entry.file !== file), { file, text: JSON.stringify(broken) }];
  expect(tokenProblems(files, tokenValuesIn(files))).toEqual([
    `${file}: {turnaround.flim} names no fact or company detail: did you mean {turnaround.film}? If not, add it to content/site/facts.json or fix its spelling`,
  ]);
});

test("lists count and add their items in a sentence, a new entry has nothing to save, a first publish offers View Live at once, and writing a new article logs no error", async ({
  page,
}) => {
  const config = cmsConfig(contentTypes, { siteUrl: "", readJson: (file) => readJson(file) });
  const navigation = (
    config.collections as { name: string; files?: { fields: { name: string; label: string; label_singular: string }[] }[] }[]
  )
    .find((collection) => collection.name === "navigation")!
    .files![0].fields.find((field) => field.name === "header")!;
  const header = readJson<{ header: unknown[] }>("site/navigation.json").header.length;
  await openEditor(page, copy.backend, "#/collections/navigation/entries/navigation");
  await expect(page.getByText(`${header} ${navigation.label.toLowerCase()}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: `Add a ${navigation.label_singular.toLowerCase()}` })).toBeVisible();

  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  // A new article opened as a fresh page (a typed address), so the toolbar read below is the new
  // entry's and not the navigation entry's still on screen.
  await page.goto("about:blank");
  await page.goto("/admin/#/collections/blog-article/new");
  await expect(page.getByText(SITE_PHRASES.editor.editorToolbar.changesSaved, { exact: true })).toBeVisible({ timeout: ENTRY_LOADS });
  const article = typeOf("blog-article");
  const category = readJson<{ categories: string[] }>("site/blog.json").categories[0];
  const title = page.getByLabel("Title", { exact: true });
  await title.pressSequentially("Lighting a Warehouse for a Training Film", { delay: 10 });
  await expect(title).toHaveValue("Lighting a Warehouse for a Training Film");
  await page.getByLabel("Summary on the blog", { exact: true }).fill("How we light a warehouse so every step of a task reads on screen.");
  await page
    .getByLabel("Description in search results", { exact: true })
    .fill(
      "How we light a warehouse for a training film: the kit we bring, where it goes, and how every step of the task stays clear on screen.",
    );
  await page.getByLabel("Category", { exact: true }).fill(category);
  await page.getByLabel("Category", { exact: true }).press("Enter");
  await fillDate(page, "Published", "2026-03-12");
  const cta = page.locator('[aria-label="object field"]').filter({ has: page.getByText("Call to action", { exact: true }) });
  await cta.getByLabel("Heading", { exact: true }).fill("Filming in a warehouse?");
  await cta.getByLabel("Text", { exact: true }).fill("Tell us about the site and we will reply {replyPromise} with a plan.");
  await cta.getByLabel("Button's words", { exact: true }).fill("Plan your shoot");
  await cta.getByLabel("Button goes to", { exact: true }).fill("/contact");
  await page
    .getByLabel("Article text", { exact: true })
    .fill("Light follows the task, not the room.\n\n## Start with the work\n\nWe light where hands move.");
  // The preview compiles the article's text as the build does: a while on a busy machine.
  await expect(previewFrame(page).getByRole("heading", { level: 1 })).toHaveText("Lighting a Warehouse for a Training Film", {
    timeout: 30_000,
  });
  expect(errors).toEqual([]);
  await publish(page);
  const file = path.join(copy.site.content, "blog", "lighting-a-warehouse-for-a-training-film.mdx");
  await expect.poll(() => fs.existsSync(file), { timeout: 15_000 }).toBe(true);
  await expect(page).toHaveURL(/\/entries\/lighting-a-warehouse-for-a-training-film$/);
  // The editor opens the saved article afresh, as from its list.
  await expect(page.getByRole("link", { name: /View Live/ })).toHaveAttribute(
    "href",
    new RegExp(`${article.pagePath!.replace("{slug}", "lighting-a-warehouse-for-a-training-film")}$`),
    { timeout: ENTRY_LOADS },
  );
  expect(errors).toEqual([]);
});

test("redirects preview as a table of each old address, where it goes and what a visitor gets", async ({ page }) => {
  const redirects = readJson<{ from: string; to: string }[]>("site/redirects.json");
  await openEditor(page, copy.backend, "#/collections/redirect/entries/redirect");
  const rows = previewFrame(page).locator("tbody tr");
  await expect(rows).toHaveCount(redirects.length);
  for (const [index, { from, to }] of redirects.entries()) {
    await expect(rows.nth(index).locator("td").nth(0)).toHaveText(from);
    await expect(rows.nth(index).locator("td").nth(1)).toHaveText(to);
    await expect(rows.nth(index).locator("td").nth(2)).toContainText("Moved permanently (301)");
  }
});

type Phrases = { [key: string]: string | Phrases };
/** Every phrase of a locale by its path ("app.header.quickAdd"). */
const phrasesByPath = (phrases: Phrases, at = ""): [string, string][] =>
  Object.entries(phrases).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${at}${key}`, value] as [string, string]] : phrasesByPath(value, `${at}${key}.`),
  );
/** A line of the screen that a phrase makes, whatever its placeholders are filled with. */
const asLine = (phrase: string) =>
  new RegExp(
    `^${phrase
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace(/%\\\{\w+\\\}/g, ".+")}$`,
  );

test("the editor speaks the site's words on its list, in a form and in the picture library, Decap's own words included, and lists articles newest first", async ({
  page,
}) => {
  // Decap's English, as the release the site runs ships it: each phrase the site words its own way
  // must not reach the screen in Decap's words.
  const { default: english } = await createJiti(__filename).import<{ default: Phrases }>("decap-cms-locales/dist/esm/en/index.js");
  const englishByPath = new Map(phrasesByPath(english));
  const site = new Map(phrasesByPath(SITE_PHRASES as unknown as Phrases));
  const replaced = [...site].map(([at]) => [at, englishByPath.get(at)] as const).filter(([at, words]) => words && words !== site.get(at));
  expect(replaced.length).toBeGreaterThan(20);
  // A line of the site's own words is not Decap's, though a template of Decap's fits it ("Add new" fits "Add %{item}").
  const own = [...site.values()].map(asLine);
  /** The screen's lines, as a reader sees them (the sidebar, the header, buttons and headings each on a line of their own). */
  const lines = async () =>
    (await page.locator("body").innerText())
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
  /** The screen shows each of these phrases of the site's and none of Decap's words that the site replaced. */
  const speaksSiteWords = async (screen: string, shown: readonly string[]) => {
    await expect
      .poll(async () => {
        const seen = await lines();
        return {
          screen,
          missing: shown.filter((at) => !seen.some((line) => asLine(site.get(at)!).test(line))),
          decap: replaced
            .filter(([, words]) => seen.some((line) => asLine(words!).test(line) && !own.some((phrase) => phrase.test(line))))
            .map(([at, words]) => `${at}: ${words}`),
        };
      })
      .toEqual({ screen, missing: [], decap: [] });
  };

  await openEditor(page, copy.backend, "#/collections/blog-article");
  await speaksSiteWords("the list of articles", [
    "app.header.content",
    "app.header.media",
    "app.header.quickAdd",
    "collection.sidebar.collections",
    "collection.collectionTop.newButton",
  ]);

  // Newest first: the first article listed is one of those with the latest publishing day.
  const article = typeOf("blog-article");
  const folder = path.join(copy.site.content, article.source.shape === "folder" ? article.source.folder : "");
  const published = new Map(
    fs
      .readdirSync(folder)
      .map((file) => [path.basename(file, path.extname(file)), String(matter.read(path.join(folder, file)).data.publishedAt)]),
  );
  expect(published.size).toBeGreaterThan(1);
  const latest = [...published.values()].sort().at(-1);
  const first = page.locator('a[href*="/collections/blog-article/entries/"]').first();
  await expect(first).toBeVisible({ timeout: ENTRY_LOADS });
  const firstSlug = decodeURIComponent((await first.getAttribute("href"))!.split("/").at(-1)!);
  expect({ firstSlug, published: published.get(firstSlug) }).toEqual({ firstSlug, published: latest });

  // A new article's form, with the Publish button's choices open.
  await page.goto("about:blank");
  await page.goto("/admin/#/collections/blog-article/new");
  await expect(page.getByText(SITE_PHRASES.editor.editorToolbar.changesSaved, { exact: true })).toBeVisible({ timeout: ENTRY_LOADS });
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await speaksSiteWords("a new article, its Publish choices open", [
    "editor.editorToolbar.backCollection",
    "editor.editorToolbar.publishAndCreateNew",
    "editor.editorToolbar.publishAndDuplicate",
    "editor.editorWidgets.image.choose",
  ]);
  await page.keyboard.press("Escape");

  // The picture library, opened from the article's picture.
  await page.getByRole("button", { name: SITE_PHRASES.editor.editorWidgets.image.choose }).first().click();
  await speaksSiteWords("the picture library", ["mediaLibrary.mediaLibraryModal.images", "mediaLibrary.mediaLibraryModal.chooseSelected"]);
});

/** Whether Decap keeps a backup under this key in the browser (localForage's store in IndexedDB), run in the page. */
const hasBackup = (key: string) =>
  new Promise<boolean>((resolve) => {
    const opening = indexedDB.open("localforage");
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onerror = () => resolve(false);
    opening.onsuccess = () => {
      const database = opening.result;
      if (!database.objectStoreNames.contains("keyvaluepairs")) {
        database.close();
        resolve(false);
        return;
      }
      const reading = database.transaction("keyvaluepairs").objectStore("keyvaluepairs").get(key);
      reading.onsuccess = () => {
        database.close();
        resolve(reading.result !== undefined && reading.result !== null);
      };
      reading.onerror = () => {
        database.close();
        resolve(false);
      };
    };
  });

test("work left by leaving the editor for another address, answering Leave to the browser's question, is not offered back when the entry opens again", async ({
  page,
}) => {
  const { asked } = questionsOf(page);
  const [service] = servicesNow();
  const entry = `#/collections/service/entries/${service.slug}`;
  const key = `backup.service.${service.slug}`;
  await openEditor(page, copy.backend, entry);
  await nameShown(page, service.name);
  const card = page.getByLabel("Card description", { exact: true });
  await card.click();
  await card.pressSequentially(" Left unsaved.", { delay: 10 });
  // Decap keeps a backup of the work a moment after the typing stops.
  await expect.poll(() => page.evaluate(hasBackup, key), { timeout: 15_000 }).toBe(true);

  // Another address: the browser asks first, and the answer is Leave.
  await page.goto("/");
  expect(asked).toEqual(["(the browser's own question)"]);

  await page.goto(`/admin/${entry}`);
  await nameShown(page, service.name);
  await expect(card).toHaveValue(service.cardDescription);
  // Decap asks of a backup as the entry opens: it has not, and it keeps none.
  await expect.poll(() => page.evaluate(hasBackup, key)).toBe(false);
  await page.waitForTimeout(1000);
  expect(asked).toEqual(["(the browser's own question)"]);
});

test("work not saved and not dropped (still open in another tab, or cut off by a crash) is offered back as the entry opens, and accepted it is back in the form and the preview", async ({
  page,
  context,
}) => {
  const [, service] = servicesNow();
  const entry = `#/collections/service/entries/${service.slug}`;
  const key = `backup.service.${service.slug}`;
  const [heroLabel, headlineLabel] = fieldLabels(typeOf("service").fields, "hero.headline");
  const headline = (scope: Page) => objectNamed(scope, heroLabel).getByLabel(headlineLabel, { exact: true });
  const typed = `${service.hero.headline}, not yet saved`;
  const saved = fs.readFileSync(serviceFile(service.slug), "utf8");
  await openEditor(page, copy.backend, entry);
  await nameShown(page, service.name);
  await headline(page).fill(typed);
  await expect.poll(() => page.evaluate(hasBackup, key), { timeout: 15_000 }).toBe(true);

  // The same entry opened in a second tab while the first still holds the work: nothing asked the
  // author to drop it, as after a crash (which leaves no page to answer the browser's question).
  const again = await context.newPage();
  const { asked } = questionsOf(again);
  await openEditor(again, copy.backend, entry);
  await expect.poll(() => asked, { timeout: ENTRY_LOADS }).toEqual([SITE_PHRASES.editor.editor.confirmLoadBackup]);
  // OK: the work is back, in the form and in the preview, and still not saved.
  await expect(headline(again)).toHaveValue(typed);
  await expect(previewFrame(again).getByRole("heading", { level: 1 })).toHaveText(typed);
  await again.waitForTimeout(1000);
  await expect(headline(again)).toHaveValue(typed);
  expect(fs.readFileSync(serviceFile(service.slug), "utf8")).toBe(saved);
});
