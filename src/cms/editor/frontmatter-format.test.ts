import matter from "gray-matter";
import { contentRoot } from "../../../tests/support/content";
import { contentFiles } from "../../content-model/reader";
import { articleFormat as format, type ArticleData } from "./frontmatter-format";
const articles = contentFiles(contentRoot).filter((file) => file.file.startsWith("content/blog/"));
/** The lines of `after` that differ from the line at the same place in `before`. */
const changedLines = (before: string, after: string) => {
  const lines = before.split("\n");
  return after.split("\n").filter((line, index) => line !== lines[index]);
};

describe("an article's file as the editor writes it back", () => {
  it.each(articles.map((article) => [article.file, article.text]))("%s is written back unchanged when nothing changed", (_file, text) => {
    expect(format.toFile(format.fromFile(text), text)).toBe(text);
  });

  it("changes only the line of a changed field, in the frontmatter and in a block of it", () => {
    const article = articles.find((file) => /^ {2}heading: /m.test(file.text))!;
    const data = format.fromFile(article.text) as ArticleData & { title: string; cta: object };
    const title = format.toFile({ ...data, title: `${data.title} Again` }, article.text);
    expect(changedLines(article.text, title)).toEqual([`title: ${JSON.stringify(`${data.title} Again`)}`]);
    const heading = format.toFile({ ...data, cta: { ...data.cta, heading: "Plan your shoot" } }, article.text);
    expect(changedLines(article.text, heading)).toEqual(['  heading: "Plan your shoot"']);
    expect(heading.split("\n")).toHaveLength(article.text.split("\n").length);
  });

  it("puts a field the file did not have after the one before it, and reads back what it wrote", () => {
    const article = articles.find((file) => !/^readTime:/m.test(file.text))!;
    const data = format.fromFile(article.text);
    const keys = Object.keys(data).filter((key) => key !== "body");
    const withReadTime = Object.fromEntries([
      ...keys.slice(0, 2).map((key) => [key, data[key]]),
      ["readTime", "99 min read"],
      ...keys.slice(2).map((key) => [key, data[key]]),
      ["body", data.body],
    ]);
    const written = format.toFile(withReadTime, article.text);
    const lines = written.split("\n");
    expect(lines[lines.indexOf('readTime: "99 min read"') - 1]).toMatch(new RegExp(`^${keys[1]}:`));
    expect(format.fromFile(written)).toEqual(withReadTime);
  });

  it("writes a new article as the others are written: strings in double quotes, one line each", () => {
    const excerpt =
      "A sentence long enough to be folded by a serialiser that wraps lines at eighty characters, which this one must not do.";
    const written = format.toFile(
      { title: "Filming: a plan", excerpt, sample: true, cta: { heading: "Talk to us", to: "/contact" }, body: "Body.\n" },
      "",
    );
    expect(written).toBe(
      [
        "---",
        'title: "Filming: a plan"',
        `excerpt: "${excerpt}"`,
        "sample: true",
        "cta:",
        '  heading: "Talk to us"',
        '  to: "/contact"',
        "---",
        "Body.",
        "",
      ].join("\n"),
    );
  });
});

it("reads an article as the site's reader does: the same frontmatter and body", () => {
  for (const article of articles) {
    const { body, ...data } = format.fromFile(article.text);
    const read = matter(article.text);
    expect(data).toEqual(read.data);
    expect(body).toBe(read.content);
  }
});
