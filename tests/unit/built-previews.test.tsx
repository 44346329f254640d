/** @jest-environment jsdom */
/**
 * The editor's previews against the built site (needs `npm run build:test`): every entry of every
 * collection, read as its author wrote it (tokens unfilled, pictures as paths), previews with the
 * headings, in the order, and the text a reader sees on the built page it feeds; and an edit in a
 * form changes the preview, for each family of collections.
 */
import fs from "node:fs";
import path from "node:path";
import { act, render, waitFor } from "@testing-library/react";
import matter from "gray-matter";
import { contentTypes } from "../../src/content-model";
import { contentTypeOfFile, withSlug } from "../../src/content-model/files";
import { contentFiles } from "../../src/content-model/reader";
import type { ContentType, Field } from "../../src/content-model/types";
import { LIST_FILE_KEY } from "../../src/cms/names";
import { snapshotOf } from "../../src/cms/content-snapshot";
import { loadBuiltSite, type BuiltSite } from "../../src/cms/previews/built-site";
import { mountPreview, previewOf } from "../../src/cms/previews";
import { NEEDS_FIELDS, Preview } from "../../src/cms/previews/Preview";
import { pageOfAddress } from "../../src/cms/previews/views";
import { LANDING_PATH } from "../../src/lib/routes";
import { builtPages } from "../support/site";
import { contentRoot, siteRoot } from "../support/content";

const publicDir = path.join(siteRoot, "public");
const pages = new Map(builtPages(publicDir).map((page) => [page.path, page.html]));
/** The content as the editor loads it (the build writes it to public/admin/content.json). */
const snapshot = snapshotOf(contentFiles(contentRoot), contentTypes, (text) => matter(text).data);
let site: BuiltSite;

beforeAll(async () => {
  // jsdom lays nothing out: every media query is false (the narrow layout's scripts stay idle).
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  site = await loadBuiltSite(async (address) => JSON.parse(fs.readFileSync(path.join(publicDir, address), "utf8")));
});

interface RawEntry {
  file: string;
  slug: string;
  /** As the editor holds it: a JSON file's value (a list under LIST_FILE_KEY), an MDX file's frontmatter and body. */
  data: Record<string, unknown>;
}

/** Every entry of a type, as its author wrote it. */
function rawEntries(type: ContentType): RawEntry[] {
  return contentFiles(contentRoot)
    .filter((entry) => contentTypeOfFile(path.posix.relative("content", entry.file)) === type)
    .map(({ file, text }) => {
      const slug = path.posix.basename(file).replace(/\.\w+$/, "");
      if (file.endsWith(".mdx")) {
        const { data, content } = matter(text);
        return { file, slug, data: { ...data, body: content } };
      }
      const value: unknown = JSON.parse(text);
      return { file, slug, data: Array.isArray(value) ? { [LIST_FILE_KEY]: value } : (value as Record<string, unknown>) };
    });
}

/** The page an entry feeds, as the model says: its own page, or the page that shows its type. */
function pageFed(type: ContentType, slug: string): string | null {
  if (type.pagePath) return withSlug(type.pagePath, slug);
  if (type.id === "redirect") return null;
  return (type.shownAt ?? LANDING_PATH).split("#")[0];
}

/** A picture's address for the preview frame: the file beside the entry, as the editor's media library gives it. */
const assetsFor = (file: string) => ({ assetUrl: (image: string) => `file://${path.resolve(siteRoot, path.dirname(file), image)}` });

/**
 * What a reader sees of a page: its headings in order and its text, from the skip link, the
 * header, the main content and the footer. Left out are what is never on screen (scripts, styles, closed
 * dialogs) and the preview's own sample notes; the cookie banner and dialog are drawn only in
 * the browser and so are not in the built HTML.
 */
function readerView(root: ParentNode) {
  // The element holding the skip link, the header, the main content and the footer.
  const frame = root.querySelector("#main")?.parentElement;
  if (!frame) throw new Error("No main content");
  const copy = frame.cloneNode(true) as HTMLElement;
  for (const unseen of copy.querySelectorAll("script, style, template, noscript, dialog, [hidden], [data-preview-notes]")) unseen.remove();
  const clean = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
  return {
    headings: Array.from(copy.querySelectorAll("h1, h2, h3, h4, h5, h6")).map(
      (heading) => `${heading.tagName} ${clean(heading.textContent)}`,
    ),
    text: clean(copy.textContent),
  };
}

function builtView(pagePath: string) {
  const html = pages.get(pagePath);
  if (!html) throw new Error(`No built page at ${pagePath}`);
  return readerView(new DOMParser().parseFromString(html, "text/html"));
}

/** The props of the preview of an entry (`slug` "" while new) as the editor draws it, with the path of the field last changed. */
const previewProps = (collection: string, data: unknown, file: string, changed: string | null = null) => {
  const slug = file.startsWith("content/") && fs.existsSync(path.join(siteRoot, file)) ? path.basename(file).replace(/\.\w+$/, "") : "";
  return previewOf(site, snapshot, { collection, slug, data: data as Record<string, unknown> }, assetsFor(file), changed);
};
const previewElement = (...args: Parameters<typeof previewProps>) => <Preview {...previewProps(...args)} />;

async function previewOfEntry(collection: string, data: unknown, file: string, changed: string | null = null) {
  // The built page's answers arrive before the page is drawn, as the editor waits for them (../../src/cms/previews/index.ts).
  await site.load(pageOfAddress(previewProps(collection, data, file, changed).view.address));
  const rendered = render(previewElement(collection, data, file, changed));
  // Islands draw their sections once their code is loaded; a frame drawn in the browser waits for nothing else.
  await act(async () => {
    for (let tick = 0; tick < 5; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return rendered;
}

const editedTypes = contentTypes.filter((type) => rawEntries(type).length > 0);

describe.each(editedTypes.map((type) => [type.id, type] as const))("the preview of a %s", (_id, type) => {
  it.each(rawEntries(type).map((entry) => [entry.file, entry] as const))("%s shows what its built page shows", async (_file, entry) => {
    const fed = pageFed(type, entry.slug);
    const { container, unmount } = await previewOfEntry(type.id, entry.data, entry.file);
    if (fed === null) {
      // Redirects feed no page: the preview lists each old address with where it now goes.
      for (const item of entry.data[LIST_FILE_KEY] as { from: string; to: string }[])
        expect(container.querySelector("tbody")?.textContent).toContain(`${item.from}${item.to}`);
    } else {
      const built = builtView(fed);
      // A page with its chrome: never an empty comparison.
      expect(built.headings.length).toBeGreaterThan(1);
      await waitFor(() => expect(readerView(container).headings).toEqual(built.headings));
      expect(readerView(container).text).toBe(built.text);
    }
    unmount();
  });
});

/** A phrase of the entry the page shows, and the entry with it rewritten. */
function edited(data: Record<string, unknown>, shown: string, keyPath: (string | number)[]) {
  const copy = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const key of keyPath.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = keyPath[keyPath.length - 1];
  const before = String(at[last]);
  const after = before.replace(shown, `${shown} (edited in the form)`);
  at[last] = after;
  return copy;
}

describe("editing a value updates the preview", () => {
  const byId = (id: string) => {
    const type = contentTypes.find((candidate) => candidate.id === id);
    if (!type) throw new Error(`No content type ${id}`);
    return type;
  };
  const families: [string, string, (string | number)[]][] = [
    ["a page's own entry (a service)", "service", ["hero", "headline"]],
    ["an article's body", "blog-article", ["body"]],
    ["an entry shown among others (a case study)", "case-study", [LIST_FILE_KEY, 0, "company"]],
    ["a page of the site (the landing page)", "landing-page", ["services", "heading"]],
    ["the chrome (navigation in the header)", "navigation", ["header", 0, "name"]],
  ];
  it.each(families)("%s", async (_family, id, keyPath) => {
    const [entry] = rawEntries(byId(id));
    const value = keyPath.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], entry.data);
    // A phrase the page shows as written: the first words of the value.
    const shown = String(value)
      .trim()
      .split("\n")[0]
      .split(/\s+/)
      .slice(-3)
      .join(" ")
      .replace(/[#*_`]/g, "");
    const { container, rerender } = await previewOfEntry(id, entry.data, entry.file);
    await waitFor(() => expect(container.textContent).toContain(shown));
    expect(container.textContent).not.toContain("(edited in the form)");
    const changed = edited(entry.data, shown, keyPath);
    rerender(previewElement(id, changed, entry.file, keyPath.join(".")));
    await waitFor(() => expect(container.textContent).toContain(`${shown} (edited in the form)`));
  });

  it("draws the page with a token that names nothing shown as it was typed, and names the mistake with the token nearest to it", async () => {
    const [entry] = rawEntries(byId("service"));
    const hero = entry.data.hero as Record<string, unknown>;
    const mistyped = { ...entry.data, hero: { ...hero, intro: `${String(hero.intro)} Ready in {turnaround.flim}.` } };
    const { container } = await previewOfEntry("service", mistyped, entry.file, "hero.intro");
    expect(container.querySelector("#main h1")?.textContent).toBeTruthy();
    expect(container.querySelector("#main")?.textContent).toContain("Ready in {turnaround.flim}.");
    expect(container.querySelector("[data-mistake]")?.textContent).toMatch(
      /Top of the page › Intro: \{turnaround\.flim\} names no fact or company detail: did you mean \{turnaround\.film\}\?/,
    );
  });
});

/** What a new entry holds once its author has filled in only what the model requires: no picture, none of the optional blocks. */
function requiredOnly(fields: readonly Field[], value: Record<string, unknown>): Record<string, unknown> {
  const kept = (field: Field, inner: unknown): unknown => {
    if (field.widget === "object" && inner && typeof inner === "object")
      return requiredOnly(field.fields, inner as Record<string, unknown>);
    if (field.widget === "list" && field.of.widget === "object" && Array.isArray(inner)) {
      const of = field.of;
      return inner.map((item) => requiredOnly(of.fields, item as Record<string, unknown>));
    }
    return inner;
  };
  return Object.fromEntries(fields.filter((field) => field.required).map((field) => [field.name, kept(field, value[field.name])]));
}

describe("a new entry, saved without a picture of its own, never built", () => {
  const typeOf = (id: string) => contentTypes.find((candidate) => candidate.id === id) as ContentType;
  const images = (root: ParentNode) => Array.from(root.querySelectorAll("#main img"));

  it("a service page previews as its page: its heading, its sections, no picture until the build draws its artwork", async () => {
    const type = typeOf("service");
    const [entry] = rawEntries(type);
    const data: Record<string, unknown> = {
      ...requiredOnly(type.fields, entry.data),
      slug: "drone-filming-milton-keynes",
      name: "Drone Filming",
    };
    const hero = data.hero as Record<string, unknown>;
    data.hero = { ...hero, headline: "Drone Filming in Milton Keynes" };
    expect(JSON.stringify(data)).not.toMatch(/"image"/);
    const { container, unmount } = await previewOfEntry(type.id, data, "content/services/drone-filming-milton-keynes.json");
    await waitFor(() => expect(container.querySelector("#main h1")?.textContent).toBe("Drone Filming in Milton Keynes"));
    expect(readerView(container).headings.length).toBeGreaterThan(3);
    // No error in place of the page, and no picture without a file to show.
    expect(container.textContent).not.toMatch(/is required|Cannot read|undefined/);
    for (const image of images(container)) expect(image.getAttribute("src")).toBeTruthy();
    unmount();
  });

  it.each([
    ["a service page", "service"],
    ["an industry", "industry"],
  ])("%s just opened, nothing filled in yet, says in place of the page which fields it still needs", async (_kind, id) => {
    const type = typeOf(id);
    // Nothing is drawn that could fail: no error reaches the console while the entry is incomplete.
    const reported = jest.spyOn(console, "error");
    const { container, unmount } = await previewOfEntry(id, {}, `content/${id}.json`);
    expect(reported).not.toHaveBeenCalled();
    reported.mockRestore();
    const message = container.querySelector("[role=status]")?.textContent ?? "";
    expect(message.startsWith(NEEDS_FIELDS)).toBe(true);
    // Each required field named by its label, as the form names it.
    for (const field of type.fields.filter((candidate) => candidate.required)) expect(message).toContain(field.label);
    unmount();
  });

  it("an industry previews on the landing page, last among the others, with its title and challenges", async () => {
    const type = typeOf("industry");
    const [entry] = rawEntries(type);
    const challenges = ["Site inductions for subcontractors", "Progress films for investors", "Safety briefings before a lift"];
    const data = { ...requiredOnly(type.fields, entry.data), slug: "logistics", title: "Logistics", order: 99, challenges };
    expect(JSON.stringify(data)).not.toMatch(/"image"/);
    const { container, unmount } = await previewOfEntry(type.id, data, "content/industries/logistics.json");
    const built = builtView(LANDING_PATH);
    await waitFor(() => expect(readerView(container).headings).toContain("H3 Logistics"));
    const headings = readerView(container).headings;
    const at = headings.indexOf("H3 Logistics");
    // Every heading of the built page is still there; the new industry's, with its card's own sub-heading, comes after the others'.
    expect([...headings.slice(0, at), ...headings.slice(at + 2)]).toEqual(built.headings);
    expect(headings[at + 1]).toBe(headings[at - 1]);
    const industries = rawEntries(type).map((other) => `H3 ${String(other.data.title)}`);
    expect(Math.max(...industries.map((heading) => headings.indexOf(heading)))).toBeLessThan(at);
    for (const challenge of challenges) expect(container.textContent).toContain(challenge);
    for (const image of images(container)) expect(image.getAttribute("src")).toBeTruthy();
    unmount();
  });
});

describe("a picture in a preview", () => {
  const service = contentTypes.find((type) => type.id === "service") as ContentType;

  const pictureIn = (root: ParentNode) => root.querySelector("#main picture img");

  it.each(rawEntries(service).map((entry) => [entry.file, entry] as const))(
    "of %s is its own file, or the artwork its built page shows when it has none",
    async (_file, entry) => {
      const own = (entry.data.whoWeWorkWith as Record<string, unknown>).image;
      const built = pictureIn(new DOMParser().parseFromString(pages.get(withSlug(service.pagePath ?? "", entry.slug)) ?? "", "text/html"));
      const { container, unmount } = await previewOfEntry("service", entry.data, entry.file);
      const shown = pictureIn(container);
      expect(shown?.getAttribute("src")).toBe(typeof own === "string" ? assetsFor(entry.file).assetUrl(own) : built?.getAttribute("src"));
      expect(shown?.getAttribute("alt")).toBe(built?.getAttribute("alt"));
      unmount();
    },
  );

  it("is the author's newly chosen file, in the box the page gives it", async () => {
    const [entry] = rawEntries(service);
    const built = pictureIn(new DOMParser().parseFromString(pages.get(withSlug(service.pagePath ?? "", entry.slug)) ?? "", "text/html"));
    const image = "../images/uploads/site-visit.jpg";
    const chosen = {
      ...entry.data,
      whoWeWorkWith: { ...(entry.data.whoWeWorkWith as object), image, imageAlt: "A camera operator on a factory floor" },
    };
    const { container } = await previewOfEntry("service", chosen, entry.file);
    const picture = pictureIn(container);
    expect(picture?.getAttribute("src")).toBe(assetsFor(entry.file).assetUrl(image));
    expect(picture?.getAttribute("alt")).toBe("A camera operator on a factory floor");
    // The box the page query asks for (640 wide, 4:3), which the frame's stylesheet makes the file cover.
    expect([picture?.getAttribute("width"), picture?.getAttribute("height")]).toEqual([
      built?.getAttribute("width"),
      built?.getAttribute("height"),
    ]);
  });
});

describe("a preview mounted in the editor's preview frame", () => {
  it("draws in the frame with the site's styles written into the frame's head", async () => {
    const frame = document.createElement("iframe");
    document.body.append(frame);
    const frameDocument = frame.contentDocument;
    if (!frameDocument) throw new Error("No frame document");
    const target = frameDocument.createElement("div");
    frameDocument.body.append(target);
    const [entry] = rawEntries(contentTypes.find((type) => type.id === "service") as ContentType);
    const preview = mountPreview(target, frameDocument, snapshot, async () => site);
    await act(async () => preview.render("service", entry.slug, entry.data, assetsFor(entry.file)));
    await waitFor(() => expect(target.querySelector("h1")?.textContent).toBeTruthy());
    // Emotion's rules for the page (GlobalStyles' body rule among them) are in the frame, not the editor's page.
    expect(frameDocument.head.querySelectorAll("style[data-emotion^='preview']").length).toBeGreaterThan(0);
    expect(document.head.querySelectorAll("style[data-emotion^='preview']").length).toBe(0);
    await act(async () => preview.unmount());
    expect(target.childElementCount).toBe(0);
    frame.remove();
  });

  it("draws a page that has no query of its own (the newsletter's check-your-inbox page) once its built page has been asked for", async () => {
    const frame = document.createElement("iframe");
    document.body.append(frame);
    const frameDocument = frame.contentDocument as Document;
    // jsdom lays nothing out: the edit's words are found in the page, but have no boxes to scroll to.
    const { Range: FrameRange } = frameDocument.defaultView as unknown as { Range: typeof Range };
    FrameRange.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
    FrameRange.prototype.getBoundingClientRect ??= () => new DOMRect();
    const target = frameDocument.createElement("div");
    frameDocument.body.append(target);
    const [entry] = rawEntries(contentTypes.find((type) => type.id === "newsletter") as ContentType);
    const preview = mountPreview(target, frameDocument, snapshot, async () => site);
    await act(async () => preview.render("newsletter", entry.slug, entry.data, assetsFor(entry.file)));
    const edited = JSON.parse(JSON.stringify(entry.data)) as { checkInbox: { heading: string } };
    edited.checkInbox.heading = "Nearly there: open the email we sent";
    await act(async () => preview.render("newsletter", entry.slug, edited, assetsFor(entry.file)));
    await waitFor(() => expect(target.querySelector("h1")?.textContent).toBe("Nearly there: open the email we sent"));
    await act(async () => preview.unmount());
    frame.remove();
  });
});
