import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { contentTypes } from "../content-model";
import type { ContentType, Field } from "../content-model";
import { predicates } from "../content-model/messages";
import { rawJson } from "../content-model/reader";
import { entryProblems } from "../content-model/validation";
import {
  ARTICLE_FORMAT,
  BODY_LABEL,
  cmsConfig,
  LEFT_OUT,
  LIST_FILE_FORMAT,
  LIST_FILE_KEY,
  ARTICLE_TEXT_WIDGET,
  PHONE_WIDGET,
  type CmsCollection,
  type CmsField,
} from "./config";
import { SITE_PHRASES } from "./editor/phrases";
import { tokenMistakes } from "../content-model/content-checks";
import { factsByName } from "../lib/site-details";
import { cmsPattern, decapWidgetPhrases, EDITOR_TOKEN_REMEDY } from "./messages";
import { COPY_LINE_WIDGET, DATE_WIDGET, TOKEN_OPTION } from "./names";

const contentDir = path.resolve(__dirname, "../../content");
const readJson = (file: string) => rawJson<ReturnType<typeof JSON.parse>>(contentDir, file);
const config = cmsConfig(contentTypes, { siteUrl: "https://www.example.co.uk", readJson });
const collections = config.collections as CmsCollection[];
const collection = (id: string) => collections.find((candidate) => candidate.name === id)!;
const fieldsOf = (id: string) => (collection(id).fields ?? (collection(id).files as { fields: CmsField[] }[])[0].fields) as CmsField[];
const field = (fields: readonly CmsField[], name: string) => fields.find((candidate) => candidate.name === name)!;
/** Decap fills its placeholders like this. */
const phrase = (template: string, values: Record<string, string | number>) =>
  template.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key]));

describe("the content editor's configuration, generated from the content model", () => {
  it("has a collection for every content type but those left out for a stated reason, each pointing at files that exist", () => {
    expect(collections.map((entry) => entry.name).sort()).toEqual(
      contentTypes
        .map((type) => type.id)
        .filter((id) => !(id in LEFT_OUT))
        .sort(),
    );
    for (const entry of collections) {
      const target = (entry.folder as string | undefined) ?? (entry.files as { file: string }[])[0].file;
      expect(fs.existsSync(path.resolve(contentDir, "..", target))).toBe(true);
    }
  });

  it("marks the same fields required as the model, except inside an optional object, whose hint says what it needs once filled in", () => {
    const compare = (modelFields: readonly Field[], cmsFields: readonly CmsField[], withinOptional: boolean) => {
      for (const modelField of modelFields) {
        const cms = field(cmsFields, modelField.name);
        expect({ name: modelField.name, required: cms.required, saysNeeded: /Needed when .+ is filled in/.test(String(cms.hint)) }).toEqual(
          {
            name: modelField.name,
            required: withinOptional ? false : modelField.required,
            saysNeeded: withinOptional && modelField.required,
          },
        );
        if (modelField.widget === "object") compare(modelField.fields, cms.fields as CmsField[], withinOptional || !modelField.required);
      }
    };
    const service = contentTypes.find((type) => type.id === "service") as ContentType;
    compare(service.fields, fieldsOf("service"), false);
  });

  it("bounds a service page's FAQ to the model's 3 to 5 items and offers the blog's categories as they are in content", () => {
    const faq = field(fieldsOf("service"), "faq");
    expect(faq).toMatchObject({ widget: "list", min: 3, max: 5 });
    expect(field(fieldsOf("blog-article"), "category")).toMatchObject({
      widget: "select",
      options: readJson("site/blog.json").categories,
    });
  });

  it("edits an article's text as plain text, so the MDX is kept as written, and stores its picture in the blog's image folder", () => {
    const article = collection("blog-article");
    expect(article).toMatchObject({ folder: "content/blog", extension: "mdx", format: ARTICLE_FORMAT });
    expect(field(fieldsOf("blog-article"), "body")).toMatchObject({ widget: ARTICLE_TEXT_WIDGET });
    expect(field(fieldsOf("blog-article"), "image")).toMatchObject({
      widget: "image",
      media_folder: "/content/images/blog",
      public_folder: "../images/blog",
    });
    // The alt text is needed once a picture is chosen (the model's check before saving), not for the artwork the build draws.
    expect(field(fieldsOf("blog-article"), "imageAlt")).toMatchObject({ required: false });
  });

  it("edits files whose top level is a list under one key, in a format that writes the list back", () => {
    for (const id of ["case-study", "redirect"]) {
      expect(collection(id).format).toBe("json-list");
      expect(fieldsOf(id)).toEqual([expect.objectContaining({ name: "items", widget: "list" })]);
      expect(Array.isArray(readJson((collection(id).files as { file: string }[])[0].file.replace(/^content\//, "")))).toBe(true);
    }
  });

  it("refuses in the editor what the build refuses, in the same words: the field's label there, its path in the build", () => {
    const phrases = decapWidgetPhrases();
    const service = readJson("services/training-video-production-milton-keynes.json");
    const tooMany = { ...service, faq: [...service.faq, ...service.faq].slice(0, 6) };
    expect(
      entryProblems(
        contentTypes.find((type) => type.id === "service")!,
        tooMany,
      ),
    ).toContain(`faq ${predicates.count(3, 5)}`);
    expect(phrase(phrases.rangeCount, { fieldLabel: "FAQ", minCount: 3, maxCount: 5 })).toBe(`FAQ ${predicates.count(3, 5)}`);
    const nameless = { ...service, name: undefined };
    expect(
      entryProblems(
        contentTypes.find((type) => type.id === "service")!,
        nameless,
      ),
    ).toContain(`name ${predicates.required()}`);
    expect(phrase(phrases.required, { fieldLabel: "Name" })).toBe(`Name ${predicates.required()}`);
  });

  it("turns a text's length limit into a pattern the editor checks, with the build's wording", () => {
    const seoTitle = field(fieldsOf("service"), "seoTitle");
    const [regex, message] = seoTitle.pattern as [string, string];
    const limit = contentTypes.find((type) => type.id === "service")!.fields.find((candidate) => candidate.name === "seoTitle") as {
      maxLength: number;
    };
    expect(new RegExp(regex).test("x".repeat(limit.maxLength))).toBe(true);
    expect(new RegExp(regex).test("x".repeat(limit.maxLength + 1))).toBe(false);
    expect(message).toBe(`Title in search results ${predicates.length(undefined, limit.maxLength)}`);
    const both = cmsPattern({
      label: "Slug",
      minLength: 3,
      maxLength: 5,
      pattern: { regex: "^[a-z]+$", message: "must be lower-case letters" },
    })!;
    expect(["abc", "abcde"].every((value) => new RegExp(both[0]).test(value))).toBe(true);
    expect(["ab", "abcdef", "ABC"].some((value) => new RegExp(both[0]).test(value))).toBe(false);
  });
});

describe("what the editor shows an author", () => {
  it("opens each entry's own page, or the page that shows it, from View Live and the preview link", () => {
    expect(collection("service").preview_path).toBe("/{{slug}}");
    expect(collection("blog-article").preview_path).toBe("/blog/{{slug}}");
    for (const type of contentTypes.filter((candidate) => candidate.shownAt && !(candidate.id in LEFT_OUT))) {
      const entry = collection(type.id);
      const paths = entry.files ? (entry.files as { preview_path?: string }[]).map((file) => file.preview_path) : [entry.preview_path];
      expect(paths).toEqual(paths.map(() => type.shownAt));
    }
  });

  it("lets an author find every place a sample flag can be: a filter per place, and a mark in the list of entries and of items", () => {
    expect(collection("service").view_filters).toEqual([
      { label: "Sample material to replace: Top of the page", field: "hero.sample", pattern: true },
      { label: "Sample material to replace: Who we work with › Testimonial", field: "whoWeWorkWith.testimonial.sample", pattern: true },
    ]);
    expect(collection("service").summary).toBe(
      "{{name}}{{fields.hero.sample | ternary(' · Sample: Top of the page', '')}}{{fields.whoWeWorkWith.testimonial.sample | ternary(' · Sample: Testimonial', '')}}",
    );
    const items = field(fieldsOf("case-study"), "items");
    expect(items.summary).toBe("{{fields.company}}{{fields.sample | ternary(' · Sample', '')}}");
    // A file still holding sample material says how much in the list of files.
    const sampled = (collection("landing-page").files as { label: string }[])[0].label;
    const landing = contentTypes.find((type) => type.id === "landing-page")!;
    expect(sampled).toMatch(new RegExp(`^${landing.label} · \\d+ samples? to replace$`));
  });

  it("folds every list's items under their own text (an FAQ under its question, a challenge under its words), never under the kind of item", () => {
    /** What Decap shows of a folded item: the summary's first placeholder, filled from the item (a list of single values names its value by the field's name). */
    const foldedLine = (list: CmsField, item: unknown) => {
      const named = /^\{\{fields\.(\w+)\}\}/.exec(String(list.summary ?? ""))?.[1];
      if (!named) return undefined;
      const single = list.field as CmsField | undefined;
      const data = (single ? { [single.name]: item } : item) as Record<string, unknown>;
      return data[named];
    };
    /** Every list in the configuration, with the items the content holds in it. */
    const lists: { at: string; list: CmsField; items: unknown[] }[] = [];
    const walk = (fields: readonly CmsField[], value: unknown, at: string) => {
      for (const cms of fields) {
        const here = (value as Record<string, unknown> | undefined)?.[cms.name];
        if (cms.widget === "list") {
          const items = Array.isArray(here) ? here : [];
          lists.push({ at: `${at}.${cms.name}`, list: cms, items });
          for (const item of items) if (cms.fields) walk(cms.fields as CmsField[], item, `${at}.${cms.name}[]`);
        } else if (cms.fields) walk(cms.fields as CmsField[], here, `${at}.${cms.name}`);
      }
    };
    const root = path.resolve(contentDir, "..");
    for (const entry of collections) {
      if (entry.folder) {
        const folder = path.join(root, entry.folder as string);
        const files = fs.readdirSync(folder).filter((name) => name.endsWith(`.${entry.extension as string}`));
        for (const name of files) {
          const text = fs.readFileSync(path.join(folder, name), "utf8");
          walk(entry.fields as CmsField[], entry.extension === "mdx" ? matter(text).data : JSON.parse(text), `${entry.name}/${name}`);
        }
      }
      for (const file of (entry.files as { file: string; fields: CmsField[] }[] | undefined) ?? []) {
        const data = JSON.parse(fs.readFileSync(path.join(root, file.file), "utf8")) as unknown;
        walk(file.fields, entry.format === LIST_FILE_FORMAT ? { [LIST_FILE_KEY]: data } : data, file.file);
      }
    }
    expect(lists.filter(({ list }) => list.field).length).toBeGreaterThan(0);
    expect(lists.filter(({ list }) => list.fields).length).toBeGreaterThan(0);
    for (const { at, list, items } of lists) {
      // Decap folds an item under the kind of item (its label) unless the list has a summary.
      expect({ at, summary: typeof list.summary }).toEqual({ at, summary: "string" });
      const named = /^\{\{fields\.(\w+)\}\}/.exec(String(list.summary))?.[1];
      const shown = ((list.field ? [list.field] : list.fields) as CmsField[]).find((inner) => inner.name === named);
      expect({ at, shows: shown?.widget }).toEqual({ at, shows: expect.stringMatching(/^copy-(line|text)$/) as unknown });
      expect({ at, shows: named }).not.toEqual({ at, shows: "id" });
      for (const item of items) {
        const line = foldedLine(list, item);
        if (shown?.required) expect({ at, line: typeof line === "string" && line.trim() !== "" }).toEqual({ at, line: true });
      }
    }
  });

  it("shows a required switch that is off as off, not missing, and the phone number with the number the site dials", () => {
    expect(field(fieldsOf("service"), "inServicesMenu")).toMatchObject({ widget: "boolean", required: true, default: false });
    expect(field(fieldsOf("site-settings"), "phone")).toMatchObject({ widget: PHONE_WIDGET, required: true });
    expect(fieldsOf("site-settings").map((entry) => entry.name)).not.toContain("phoneInternational");
  });

  it("names an article's body so that no block's field is mistaken for it", () => {
    expect(field(fieldsOf("blog-article"), "body").label).toBe(BODY_LABEL);
    const labels = (fields: readonly CmsField[]): string[] =>
      fields.flatMap((entry) => [entry.label as string, ...labels((entry.fields as CmsField[] | undefined) ?? [])]);
    expect(labels(fieldsOf("blog-article")).filter((label) => label === BODY_LABEL)).toHaveLength(1);
  });

  it("writes no hint naming a file or folder an author in the editor cannot see", () => {
    const hints = (fields: readonly CmsField[]): string[] =>
      fields.flatMap((entry) => [
        ...(typeof entry.hint === "string" ? [entry.hint] : []),
        ...hints((entry.fields as CmsField[] | undefined) ?? []),
        ...hints(entry.field ? [entry.field as CmsField] : []),
      ]);
    const all = collections.flatMap((entry) =>
      hints((entry.fields as CmsField[] | undefined) ?? (entry.files as { fields: CmsField[] }[]).flatMap((file) => file.fields)),
    );
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((hint) => /\.(json|mdx?|ts)\b|README|docs\/|content\//.test(hint))).toEqual([]);
  });
});

/** Every text of the configuration an author reads: labels, hints, descriptions, choices, filters, with where it is. */
function authorTexts(): { at: string; text: string }[] {
  const texts: { at: string; text: string }[] = [];
  const add = (at: string, value: unknown) => typeof value === "string" && texts.push({ at, text: value });
  const walk = (fields: readonly CmsField[], at: string) => {
    for (const entry of fields) {
      const here = `${at} › ${String(entry.label ?? entry.name)}`;
      for (const key of ["label", "label_singular", "hint"]) add(`${here} (${key})`, entry[key]);
      for (const option of (entry.options as unknown[] | undefined) ?? []) add(`${here} (choice)`, option);
      walk((entry.fields as CmsField[] | undefined) ?? [], here);
      if (entry.field) walk([entry.field as CmsField], here);
    }
  };
  for (const entry of collections) {
    for (const key of ["label", "label_singular", "description"]) add(`${entry.name} (${key})`, entry[key]);
    for (const filter of (entry.view_filters as { label: string }[] | undefined) ?? []) add(`${entry.name} (filter)`, filter.label);
    walk((entry.fields as CmsField[] | undefined) ?? [], entry.name);
    for (const file of (entry.files as { label: string; fields: CmsField[] }[] | undefined) ?? []) {
      add(`${entry.name} (file)`, file.label);
      walk(file.fields, entry.name);
    }
  }
  return texts;
}

/** What an author never chose and would not know: the site's code showing through. */
const CODE_WORDS: [string, RegExp][] = [
  ["a name from the code", /\b[a-z]+[A-Z]\w*/],
  ["a property path", /\b[a-z]\w*\.[a-z]\w*\b/],
  ["an environment variable", /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/],
  ["an HTML tag or a placeholder in angle brackets", /<\/?[a-zA-Z][^>]*>/],
  ["a file or folder", /\.(json|mdx?|tsx?|js)\b|\bdocs\/|\bcontent\/|README/],
  ["a value of the code", /\b(true|false|null|undefined)\b/],
  ["a heading's tag", /\bh[1-6]\b/],
];

/** The syntax an author writes in copy, which content/README.md teaches: tokens and the fact tag; and a web address an author pastes. */
const authorSyntax = (text: string) =>
  text
    .replace(/\{[\w.]+\}/g, "")
    .replace(/<Fact name="[^"]*" \/>/g, "")
    .replace(/\bhttps?:\/\/\S+/g, "");

/** The code words in a text an author reads, as [what, the words found]. */
const codeWordsIn = (text: string) =>
  CODE_WORDS.flatMap(([what, pattern]) => {
    const found = authorSyntax(text).match(new RegExp(pattern.source, "g"));
    return found ? [`${what}: ${found.join(", ")}`] : [];
  });

describe("the words of the editor", () => {
  it("are an author's: no name from the code, property path, environment variable, HTML tag or file in any label, hint, description or choice", () => {
    const texts = authorTexts();
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.flatMap(({ at, text }) => codeWordsIn(text).map((found) => `${at}: ${found} in "${text}"`))).toEqual([]);
  });

  it("catch the words the configuration used to show", () => {
    for (const text of [
      "Sample material (whoWeWorkWith.testimonial)",
      "The h1 and the <title>",
      "heroStats",
      "true while this is sample",
      "GOOGLE_PLACE_ID (docs/deploying.md)",
    ])
      expect({ text, found: codeWordsIn(text).length > 0 }).toEqual({ text, found: true });
    expect(codeWordsIn('A fact is written <Fact name="turnaround.film" />, or {turnaround.film} in any field')).toEqual([]);
  });

  it("count and add a list's items in a sentence: every list names one item and many, in words that read in lower case, an item's after \"a\"", () => {
    const lists: { at: string; list: CmsField }[] = [];
    const walk = (fields: readonly CmsField[], at: string) => {
      for (const entry of fields) {
        const here = `${at} › ${String(entry.label)}`;
        if (entry.widget === "list") lists.push({ at: here, list: entry });
        walk((entry.fields as CmsField[] | undefined) ?? [], here);
        if (entry.field) walk([entry.field as CmsField], here);
      }
    };
    for (const entry of collections) {
      walk((entry.fields as CmsField[] | undefined) ?? [], entry.name);
      for (const file of (entry.files as { fields: CmsField[] }[] | undefined) ?? []) walk(file.fields, entry.name);
    }
    expect(lists.length).toBeGreaterThan(20);
    // Decap writes "<count> <label in lower case>" above a list ("4 links in the header") and "Add a <item in lower case>" on its button.
    const reads = ({ list }: { list: CmsField }) => ({
      one: list.label_singular,
      heading: `4 ${String(list.label).toLowerCase()}`,
      button: phrase(SITE_PHRASES.editor.editorWidgets.list.add, { item: String(list.label_singular ?? list.label).toLowerCase() }),
    });
    for (const entry of lists) {
      const { one, button } = reads(entry);
      expect({ at: entry.at, hasSingular: typeof one === "string" }).toEqual({ at: entry.at, hasSingular: true });
      // Only the first letter may be a capital: Decap's lower case would turn "FAQ" into "faq".
      for (const label of [entry.list.label, one] as string[])
        expect({ at: entry.at, label, lowerCaseReads: label.slice(1) === label.slice(1).toLowerCase() }).toEqual({
          at: entry.at,
          label,
          lowerCaseReads: true,
        });
      expect({ at: entry.at, button, article: /^Add a [^aeiou]/.test(button) }).toEqual({ at: entry.at, button, article: true });
    }
    const header = lists.find(({ at }) => at === "navigation › Links in the header");
    expect(header && reads(header)).toEqual({
      one: "Link in the header",
      heading: "4 links in the header",
      button: "Add a link in the header",
    });
  });

  it("say what Decap's own words say of saving and deleting in an author's words, and name the page Delete removes", () => {
    const strings = (value: unknown): string[] =>
      typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];
    const phrases = strings(SITE_PHRASES).map((text) => text.replace(/%\{\w+\}/g, ""));
    expect(phrases.flatMap((text) => codeWordsIn(text).map((found) => `${found} in "${text}"`))).toEqual([]);
    expect(phrase(SITE_PHRASES.editor.editor.onDeletePublishedEntry, { kind: "service page", title: "Animated Explainer Videos" })).toMatch(
      /^Delete the service page Animated Explainer Videos\?/,
    );
    // A new entry shows this before anything is typed: nothing is waiting to be saved, and nothing was said to be.
    expect(SITE_PHRASES.editor.editorToolbar.changesSaved).not.toMatch(/saved$/i);
  });
});

/** Every field of the configuration with where it is in the form, its own fields and a list's item included. */
function everyField(): { at: string; field: CmsField }[] {
  const found: { at: string; field: CmsField }[] = [];
  const walk = (fields: readonly CmsField[], at: string) => {
    for (const field of fields) {
      const here = `${at} › ${String(field.label ?? field.name)}`;
      found.push({ at: here, field });
      walk((field.fields as CmsField[] | undefined) ?? [], here);
      if (field.field) walk([field.field as CmsField], here);
    }
  };
  for (const entry of collections) {
    walk((entry.fields as CmsField[] | undefined) ?? [], entry.name);
    for (const file of (entry.files as { fields: CmsField[] }[] | undefined) ?? []) walk(file.fields, entry.name);
  }
  return found;
}

/**
 * Words of the trade an author at a video company would not use, each with what the editor says
 * instead. A label, a choice or a description never has one; a hint may name one in brackets,
 * beside the plain words, for the author who meets the term elsewhere ("its slug").
 */
const JARGON: [RegExp, string][] = [
  [/\bslugs?\b/i, "web address, short name"],
  [/\beyebrows?\b/i, "small heading above the title"],
  [/\bkickers?\b/i, "small heading above the title"],
  [/\banchors?\b/i, "link target on this page"],
  [/\bSEO\b/, "in search results"],
  [/\bmeta description\b/i, "description in search results"],
  [/\bURLs?\b/, "address"],
  [/\bIDs?\b/, "number, short name"],
  [/\btokens?\b/i, "a fact's name in braces"],
  [/\bCTA\b/, "call to action"],
  [/\bnav\b/i, "links, menu"],
  [/\blocality\b/i, "town or city"],
  [/\bcountry code\b/i, "country in two letters"],
  [/\bUTC\b/, "a date as written in the UK"],
  [/\bhoneypot\b/i, "robot trap"],
  [/\bplaceholders?\b/i, "words in the empty box"],
  [/\balt text\b/i, "described"],
  [/\bthumbnails?\b/i, "poster"],
  [/\bbreadcrumbs?\b/i, "trail of links"],
  [/\bhero\b/i, "top of the page"],
  [/\bmarkdown\b/i, "what a line starting ## does"],
  [/\bMDX\b/, "an article's text"],
  [/\bfrontmatter\b/i, "the article's fields"],
  [/\bboolean\b/i, "switch"],
  [/\bdropdown\b/i, "menu"],
  [/\bdialog\b/i, "window"],
  [/\bstrategy\b/i, "benefits and phases"],
  [/\baccordion\b/i, "one at a time"],
  [/\bin copy\b/i, "in any text box"],
  [/\bsample \(/i, "sample material"],
];

/** The jargon in a text, as "word (say: plain words)". */
const jargonIn = (text: string) =>
  JARGON.flatMap(([pattern, plain]) => {
    const found = authorSyntax(text).match(new RegExp(pattern.source, `${pattern.flags}g`));
    return found ? [`${found.join(", ")} (say: ${plain})`] : [];
  });

/** A hint outside its brackets: where it speaks to the author in plain words. */
const outsideBrackets = (hint: string) => hint.replace(/\([^()]*\)/g, "");

describe("the labels and hints of the editor", () => {
  const fields = everyField();
  const hint = (field: CmsField) => (typeof field.hint === "string" ? field.hint : "");
  /** A select's choices as the form shows them. */
  const choices = (field: CmsField) =>
    ((field.options as unknown[] | undefined) ?? []).map((option) =>
      typeof option === "string" ? option : String((option as { label: string }).label),
    );

  it("use an author's words: no jargon from the list in a label, a choice, a description or a message, and in a hint only in brackets beside the plain words", () => {
    expect(fields.length).toBeGreaterThan(400);
    const texts = [
      ...authorTexts().filter(({ at }) => !at.endsWith("(hint)")),
      ...fields.map(({ at, field }) => ({ at: `${at} (hint)`, text: outsideBrackets(hint(field)) })),
      ...Object.entries(decapWidgetPhrases()).map(([name, text]) => ({ at: `message ${name}`, text })),
      { at: "message for a misspelt token", text: tokenMistakes("{turnaround.flim}", ["turnaround.film"], EDITOR_TOKEN_REMEDY)[0] },
      {
        at: "message for a token in an article",
        text: tokenMistakes("{turnaround.film}", ["turnaround.film"], EDITOR_TOKEN_REMEDY, "mdx-prose")[0],
      },
    ];
    expect(texts.flatMap(({ at, text }) => jargonIn(text).map((found) => `${at}: ${found} in "${text}"`))).toEqual([]);
  });

  it("catch the labels the editor used to show", () => {
    for (const text of [
      "Slug",
      "Eyebrow",
      "Short kicker above the headline",
      "Anchor",
      "Video ID",
      "SEO title",
      "{email} in copy",
      "Booking URL",
      "Country code",
      "Locality",
      "Sample (optional)",
      "unknown token {turnaround.flim}",
      "accordion",
      "strategy",
    ])
      expect({ text, found: jargonIn(text).length > 0 }).toEqual({ text, found: true });
    // In brackets, a hint names the term for the author who meets it elsewhere.
    expect(jargonIn(outsideBrackets("The page's address after the site's name (its slug)"))).toEqual([]);
  });

  it("give each field a hint of its own: no two fields of different names share one", () => {
    const byHint = new Map<string, Set<string>>();
    // The note of what a block needs once filled in is the block's, said at each of its fields.
    const own = (field: CmsField) => hint(field).replace(/(^|\. )Needed when .+ is filled in$/, "");
    for (const { field } of fields)
      if (own(field)) byHint.set(own(field), new Set([...(byHint.get(own(field)) ?? []), String(field.label)]));
    expect(byHint.size).toBeGreaterThan(150);
    expect([...byHint].filter(([, labels]) => labels.size > 1).map(([text, labels]) => `${[...labels].join(" / ")}: "${text}"`)).toEqual(
      [],
    );
  });

  it("say what the syntax they show does: a token or a fact's tag shows a figure, a line starting ## is a heading, [words](address) a link", () => {
    const said = (text: string) =>
      [
        [/\{[\w.]+\}|<Fact name=/, /\bshow/i],
        [/"## "/, /\bheading\b/i],
        [/\]\(/, /\blink/i],
      ].every(([shown, saying]) => !shown.test(text) || saying.test(text));
    const texts = [
      ...fields.map(({ at, field }) => ({ at, text: hint(field) })),
      ...collections.map((entry) => ({ at: entry.name, text: String(entry.description) })),
    ];
    expect(texts.filter(({ text }) => /\{[\w.]+\}|<Fact name=|"## "/.test(text)).length).toBeGreaterThan(10);
    expect(texts.filter(({ text }) => !said(text)).map(({ at, text }) => `${at}: "${text}"`)).toEqual([]);
  });

  it("offer choices as an author says them, not as the code names them", () => {
    const selects = fields.filter(({ field }) => field.widget === "select");
    expect(selects.length).toBeGreaterThan(3);
    expect(
      selects.flatMap(({ at, field }) =>
        choices(field)
          .filter((choice) => /^[a-z][a-zA-Z]*$/.test(choice))
          .map((choice) => `${at}: ${choice}`),
      ),
    ).toEqual([]);
  });

  it("show every fact with the name to type to use it and a button that copies it, under a heading that gives its figure", () => {
    const facts = contentTypes.find((type) => type.id === "facts") as ContentType;
    const named: { dotted: string; cms: CmsField }[] = [];
    const walk = (model: readonly Field[], cms: readonly CmsField[], prefix: string) => {
      for (const modelField of model) {
        if (modelField.widget !== "object") continue;
        const block = field(cms, modelField.name);
        const dotted = `${prefix}${modelField.name}`;
        // Decap heads a block with words only while it is folded.
        expect({ dotted, folded: block.collapsed, heading: typeof block.summary }).toEqual({ dotted, folded: true, heading: "string" });
        if (modelField.fields.some((inner) => inner.name === "value")) named.push({ dotted, cms: block });
        else walk(modelField.fields, block.fields as CmsField[], `${dotted}.`);
      }
    };
    walk(facts.fields, fieldsOf("facts"), "");
    expect(named.map(({ dotted }) => dotted).sort()).toEqual(Object.keys(factsByName(readJson("site/facts.json"))).sort());
    for (const { dotted, cms } of named) {
      const figure = field(cms.fields as CmsField[], "value");
      expect({ dotted, widget: figure.widget, token: figure[TOKEN_OPTION] }).toEqual({
        dotted,
        widget: COPY_LINE_WIDGET,
        token: `{${dotted}}`,
      });
      expect(String(cms.summary)).toContain(`{${dotted}}`);
      expect(hint(cms)).toContain(`<Fact name="${dotted}" />`);
    }
  });

  it("head every block that has a line of words, folded, with those words: a summary naming one of its own fields", () => {
    const blocks = fields.filter(({ field }) => field.widget === "object");
    expect(blocks.length).toBeGreaterThan(20);
    const unnamed = blocks
      .filter(({ field }) =>
        (field.fields as CmsField[]).some((inner) => ["string", COPY_LINE_WIDGET, "text"].includes(String(inner.widget))),
      )
      .filter(({ field }) => {
        const named = [...String(field.summary ?? "").matchAll(/\{\{fields\.(\w+)/g)].map((match) => match[1]);
        return !named.some((name) => (field.fields as CmsField[]).some((inner) => inner.name === name));
      })
      .map(({ at }) => at);
    expect(unnamed).toEqual([]);
  });

  it("list a dated type newest first by its date, and let it be sorted by its title too", () => {
    const folders = contentTypes.filter((type) => type.source.shape === "folder" && !(type.id in LEFT_OUT));
    const dated = folders.filter((type) => type.fields.some((field) => field.widget === "date"));
    expect(dated.length).toBeGreaterThan(0);
    for (const type of folders) {
      const date = type.fields.find((field) => field.widget === "date");
      const sortable = collection(type.id).sortable_fields as unknown[] | undefined;
      expect({ type: type.id, first: sortable?.[0] }).toEqual({
        type: type.id,
        first: date ? { field: date.name, default_sort: "desc" } : undefined,
      });
      if (date)
        expect({ type: type.id, also: sortable?.slice(1) }).toEqual({ type: type.id, also: [collection(type.id).identifier_field] });
    }
  });

  it("ask for every date as it is written in the UK, never in a browser's own date box or with a zone", () => {
    const dates = fields.filter(({ field }) => field.widget === DATE_WIDGET);
    expect(dates.map(({ at }) => at)).toEqual(expect.arrayContaining(["blog-article › Published", "consent › Cookie policy's date"]));
    expect(fields.filter(({ field }) => field.widget === "datetime" || "picker_utc" in field).map(({ at }) => at)).toEqual([]);
  });
});

describe("the editor's previews", () => {
  it("show every collection's preview pane", () => {
    expect(collections.filter((entry) => (entry.editor as { preview?: boolean } | undefined)?.preview === false)).toEqual([]);
  });
});
