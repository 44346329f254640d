/**
 * The pages as built (run `npm run build:test` first; `npm test` does) must not give a buyer two
 * answers to the same question: turnaround, review rounds, the reply promise, lengths, counts,
 * statistics and the dates of articles that link to each other.
 */
import fs from "node:fs";
import path from "node:path";
import { contentFiles, tokenValuesIn } from "../../src/content-model/reader";
import { factsByName } from "../../src/lib/site-details";
import { normalise } from "../support/facts";
import { builtPages } from "../support/site";

const publicDir = path.resolve(__dirname, "../../public");
const facts = factsByName(tokenValuesIn(contentFiles(path.resolve(__dirname, "../../content"))).facts);
const fact = (name: string) => normalise(facts[name].value);

interface BuiltPage {
  path: string;
  html: string;
  /** What a visitor reads, numbers spelt as digits and ranges with hyphens (see normalise). */
  text: string;
}

function decode(text: string): string {
  return text
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;|&rsquo;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

function readPages(): BuiltPage[] {
  return builtPages(publicDir).map(({ path: pagePath, html }) => {
    const body = html.replace(/^[\s\S]*?<body[^>]*>/, "").replace(/<(script|style)[\s\S]*?<\/\1>/g, " ");
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    const text = normalise(decode(`${description} ${body.replace(/<[^>]+>/g, " ")}`));
    return { path: pagePath, html, text };
  });
}

const pages = readPages();

/** Each match of a pattern on each page, as "path: excerpt", for readable failures. */
function findings(pattern: RegExp, keep: (match: RegExpMatchArray) => boolean = () => true): string[] {
  return pages.flatMap((page) =>
    [...page.text.matchAll(pattern)]
      .filter(keep)
      .map((match) => `${page.path}: "...${page.text.slice(Math.max(0, match.index! - 60), match.index! + match[0].length + 30)}..."`),
  );
}

describe("built pages agree with the company facts", () => {
  it("were read from the build", () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  it("leave no token unfilled", () => {
    expect(findings(/\{[\w.]+\}/g)).toEqual([]);
  });

  it("leave no token unfilled in the feed or in the query results pages hydrate from", () => {
    // A page's data and the shared queries' results, not the page context: the MDX plugin copies
    // each article's frontmatter there as its author wrote it, and no page reads it.
    const queryResult = (file: string) => {
      const json = JSON.parse(fs.readFileSync(path.join(publicDir, file), "utf8")) as { result?: { data: unknown }; data?: unknown };
      return JSON.stringify(json.result?.data ?? json.data ?? null);
    };
    const files = fs
      .readdirSync(path.join(publicDir, "page-data"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".json") && !file.endsWith("app-data.json"))
      .map((file) => path.join("page-data", file));
    expect(files.length).toBeGreaterThan(30);
    const texts = [
      ["rss.xml", fs.readFileSync(path.join(publicDir, "rss.xml"), "utf8")],
      ...files.map((file) => [file, queryResult(file)]),
    ];
    const unfilled = texts.flatMap(([file, text]) => [...text.matchAll(/\{[\w.]+\}/g)].map((match) => `${file}: ${match[0]}`));
    expect(unfilled).toEqual([]);
  });

  it("give only the turnarounds of the facts when they say how long a project takes", () => {
    const turnarounds = new Set(
      Object.entries(facts)
        .filter(([name]) => name.startsWith("turnaround."))
        .map(([name]) => fact(name)),
    );
    const claims = findings(
      /\b(?:in|within|takes?|runs?|ready in|arrives? in|delivered in|at) (?:about |around |typically |usually )?(\d+-\d+ (?:days|weeks))\b/g,
      (match) => !turnarounds.has(match[1]),
    );
    expect(claims).toEqual([]);
  });

  it("deliver event highlights in the facts' time, never 'within a week'", () => {
    expect(findings(/highlights[^.]{0,80}\b(?:within|in) (?:a|1) week\b/g)).toEqual([]);
    expect(findings(/highlights[^.]{0,60}?\b(\d+-\d+ days)/g, (match) => match[1] !== fact("turnaround.eventHighlights"))).toEqual([]);
  });

  it("count review rounds only as the terms of service do", () => {
    const allowed = new Set([fact("reviewRounds.concept"), fact("reviewRounds.edit")]);
    const counted =
      /\b(?:\d+(?:-\d+| or \d+)?) (?:major |minor )?(?:review|revision) rounds?\b|\b\d+ rounds? of (?:changes|comments|feedback|review)\b/g;
    expect(findings(counted, (match) => !allowed.has(match[0]))).toEqual([]);
  });

  it("promise a first reply as the facts do, and no quote with it", () => {
    const promise = fact("replyPromise");
    // "Respond" is kept for the legal time limits of data requests, which are not enquiries.
    expect(
      findings(
        /\b(?:reply|come back|get back)(?: to you| to every enquiry)? within ([^.,;]+)/g,
        (match) => !match[1].startsWith(promise.replace(/^within /, "")),
      ),
    ).toEqual([]);
    expect(findings(new RegExp(`${promise}[^.]{0,40}\\b(?:with|and) (?:an approach and )?a (?:fixed|clear) quote`, "g"))).toEqual([]);
  });

  it("give each format's running time as the facts do", () => {
    expect(
      findings(
        /hero edit[^.]{0,30}?\b(\d+-\d+ seconds)|\b(\d+-\d+ seconds) hero edit/g,
        (match) => (match[1] ?? match[2]) !== fact("length.testimonialHero"),
      ),
    ).toEqual([]);
    expect(findings(/documentar(?:y|ies)[^.]{0,40}?\b(\d+-\d+ minutes)/g, (match) => match[1] !== fact("length.documentary"))).toEqual([]);
    expect(findings(/explainers?[^.]{0,40}?\b(\d+-\d+ seconds)/g, (match) => match[1] !== fact("length.explainer"))).toEqual([]);
    expect(
      findings(
        /micro-?(?:learning|modules?)[^.]{0,60}?\b(\d+-\d+)[ -]minutes?/g,
        (match) => `${match[1]} minutes` !== fact("length.microModule"),
      ),
    ).toEqual([]);
  });

  it("state no unsourced statistics", () => {
    expect(findings(/\bup to \d+ ?(?:%|per ?cent|x)|\b\d+x faster\b|\buplifts? (?:of|as high as) /g)).toEqual([]);
  });

  it("give one retention figure per page at most", () => {
    const mixed = pages.filter(
      (page) =>
        new Set([...page.text.matchAll(/(\d+)%[^.]{0,40}retention|retention[^.]{0,40}?(\d+)%/g)].map((match) => match[1] ?? match[2]))
          .size > 1,
    );
    expect(mixed.map((page) => page.path)).toEqual([]);
  });
});

describe("built articles", () => {
  const articlePages = pages.filter((page) => /^\/blog\/[^/]+$/.test(page.path) && /article:published_time/.test(page.html));
  const published = new Map(
    articlePages.map((page) => [page.path, /property="article:published_time" content="([^"]+)"/.exec(page.html)![1]]),
  );

  it("announce as many numbered sections as their title or description promise", () => {
    const wrong = articlePages.flatMap((page) => {
      const head = normalise(
        decode(
          `${/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.html)?.[1] ?? ""} ${/<meta name="description" content="([^"]*)"/.exec(page.html)?.[1] ?? ""}`,
        ),
      );
      const promised =
        /\b(\d+) (?:common |practical |most common |training video )*(?:ways|mistakes|problems|challenges|tips|steps|reasons|things)\b/.exec(
          head,
        );
      if (!promised) return [];
      const headings = [...page.html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) =>
        normalise(decode(match[1].replace(/<[^>]+>/g, ""))).trim(),
      );
      const numbered = headings.filter((heading) => /^(?:step )?\d+[.:]/.test(heading)).length;
      return numbered === Number(promised[1]) ? [] : [`${page.path}: promises ${promised[0]}, has ${numbered} numbered sections`];
    });
    expect(articlePages.length).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  });

  it("link only to articles published on or before their own date", () => {
    const later = articlePages.flatMap((page) =>
      [...page.html.matchAll(/href="(\/blog\/[^"#?]+)"/g)]
        .map((match) => match[1])
        .filter((target) => published.has(target) && published.get(target)! > published.get(page.path)!)
        .map((target) => `${page.path} (${published.get(page.path)}) links to ${target} (${published.get(target)})`),
    );
    expect(later).toEqual([]);
  });
});
