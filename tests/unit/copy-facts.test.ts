import { checkContentFolder } from "../../src/content-model/check";
import { contentFiles, tokenValuesIn } from "../../src/content-model/reader";
import { filledFile } from "../../src/content-model/site-files";
import { proseOf, tokenProblems } from "../../src/content-model/content-checks";
import { fillSiteDetails } from "../../src/lib/site-details";
import { contentRoot } from "../support/content";
import { normalise, retypedFacts } from "../support/facts";

const contentDir = contentRoot;
const files = contentFiles(contentDir);
const details = tokenValuesIn(files);

describe("company facts", () => {
  it("are written once, in content/site/facts.json, and referenced everywhere else", () => {
    const contact = { email: details.email, phone: details.phone };
    const retyped = files
      .filter((entry) => !entry.file.endsWith("site/facts.json"))
      .flatMap((entry) =>
        retypedFacts(proseOf(entry).join("\n"), details.facts ?? {}, entry.file.endsWith("site/site.json") ? {} : contact).map(
          (finding) => `${entry.file}: "${finding.value}" (${finding.name}) in "...${finding.excerpt}..."`,
        ),
      );
    expect(retyped).toEqual([]);
  });

  it("finds a fact however it is spelt out", () => {
    const facts = { turnaround: { film: { value: "2-4 weeks" } } };
    expect(retypedFacts("filmed in two to four weeks", facts)).toHaveLength(1);
    expect(retypedFacts("a 2 to 4 week schedule", facts)).toHaveLength(1);
    expect(retypedFacts("about 12-4 weeks or 2-40 weeks", facts)).toHaveLength(0);
    expect(normalise("Six to eight weeks")).toBe("6-8 weeks");
    expect(retypedFacts("After twenty years of filming", { experience: { value: "20 years" } })).toHaveLength(1);
  });

  it("name only tokens that exist, so every page can be filled", () => {
    expect(checkContentFolder(contentDir)).toEqual([]);
  });

  it("fail the build naming the file when a token is misspelt", () => {
    const broken = [...files, { file: "content/services/example.json", text: JSON.stringify({ intro: "Ready in {turnaround.flim}." }) }];
    expect(tokenProblems(broken, details)).toEqual([
      expect.stringMatching(/^content\/services\/example\.json: \{turnaround\.flim\} names no fact or company detail/),
    ]);
    const mdx = {
      file: "content/blog/example.mdx",
      text: '---\ntitle: "x"\n---\nIn <Fact name="turnaround.flim" /> or {turnaround.film}.',
    };
    expect(tokenProblems([...files, mdx], details)).toEqual([
      expect.stringMatching(/^content\/blog\/example\.mdx: <Fact name="turnaround\.flim" \/> names no fact or company detail/),
      expect.stringMatching(/^content\/blog\/example\.mdx: \{turnaround\.film\} would break an article's text/),
    ]);
  });

  it("fail naming the file when a settings file that code imports has a misspelt token", () => {
    const contactForm = { rateLimited: { description: "Please wait, or call us on {phnoe}." } };
    expect(() => filledFile("site/contact-form.json", contactForm, details)).toThrow(
      /^content\/site\/contact-form\.json: Unknown token \{phnoe\}/,
    );
  });

  it("each say what they mean, and read as a phrase in a sentence", () => {
    for (const [name, value] of Object.entries(details.facts ?? {}).flatMap(([group, entry]) =>
      "value" in entry ? [[group, entry]] : Object.entries(entry).map(([key, fact]) => [`${group}.${key}`, fact]),
    ) as [string, { value: string; means?: string }][]) {
      expect(value.means?.length).toBeGreaterThan(10);
      expect(fillSiteDetails(`{${name}}`, details)).toBe(value.value);
      expect(value.value).toBe(value.value.trim());
    }
  });
});
