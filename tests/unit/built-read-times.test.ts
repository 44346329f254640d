/**
 * The read time each article shows, as built (run `npm run build:test` first; `npm test` does): the
 * minutes its body takes, or the override its frontmatter gives, on the article and on every
 * listing that shows it. No list of articles or minutes here: both come from the article files.
 */
import path from "node:path";
import { blogCategoryPath } from "../../src/lib/routes";
import { articleReadTime } from "../../src/lib/read-time";
import { articles } from "../support/content";
import { builtPages } from "../support/site";

const pages = new Map(builtPages(path.resolve(__dirname, "../../public")).map((page) => [page.path, page.html]));

/** The read-time labels a page shows, in the order it shows them. */
const readTimesOn = (html: string) => [...html.matchAll(/>(\d+ min read)</g)].map((match) => match[1]);

describe("built read times", () => {
  const each = articles().map((article) => [article.path, article] as const);

  it.each(each)("%s shows the read time of its file on its page", (pagePath, article) => {
    const html = pages.get(pagePath);
    expect(html).toBeDefined();
    expect(readTimesOn(html!)).toEqual([articleReadTime(article.body, article.data.readTime)]);
  });

  it.each(each)("%s shows the same read time on the blog index and its category page", (pagePath, article) => {
    const expected = articleReadTime(article.body, article.data.readTime);
    for (const listing of ["/blog", blogCategoryPath(article.data.category)]) {
      const html = pages.get(listing);
      expect(html).toBeDefined();
      const card = html!.split('data-testid="post-card"').find((part) => part.includes(`href="${pagePath}"`));
      expect(card).toBeDefined();
      expect(readTimesOn(card!)[0]).toBe(expected);
    }
  });
});
