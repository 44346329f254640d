import {
  HONEST_WORDS_PER_MINUTE,
  READING_WORDS_PER_MINUTE,
  articleReadTime,
  bodyWordCount,
  isHonestReadTime,
  minutesOfLabel,
  readTimeLabel,
  readTimeMinutesFor,
} from "./read-time";

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");

describe("bodyWordCount", () => {
  it("counts the words of the prose", () => {
    expect(bodyWordCount("A good brief fits on one page.\n\n## What goes on it\n\nThe task, first.")).toBe(14);
  });

  it("leaves out frontmatter, import and export lines", () => {
    const mdx =
      '---\ntitle: "Not counted at all"\nreadTime: "8 min read"\n---\nimport { Chart } from "./chart"\nexport const meta = { a: 1 }\n\nThree words here.';
    expect(bodyWordCount(mdx)).toBe(3);
  });

  it("leaves out fenced code, comments and the attributes of JSX tags, keeping the text between tags", () => {
    const mdx = [
      "Before the code.",
      "```js",
      "const notCounted = true;",
      "```",
      "<!-- a note to editors -->",
      "{/* another note */}",
      'Filming takes <Fact name="turnaround.film" /> once the <Callout tone="warm">script is agreed</Callout>.',
    ].join("\n");
    expect(bodyWordCount(mdx)).toBe(3 + 3 + 4);
  });

  it("counts a link's text, not its address, and skips images and bare punctuation", () => {
    expect(bodyWordCount("Read [our training guide](/blog/step-by-step) first — ![A chart](./chart.png) **now** …")).toBe(6);
  });
});

describe("readTimeMinutesFor", () => {
  it("rounds up at the reading pace", () => {
    expect(readTimeMinutesFor(READING_WORDS_PER_MINUTE * 7)).toBe(7);
    expect(readTimeMinutesFor(READING_WORDS_PER_MINUTE * 7 + 1)).toBe(8);
  });

  it("never claims more minutes than the words fill at the slowest honest pace", () => {
    for (let count = HONEST_WORDS_PER_MINUTE; count <= 5000; count += 7) {
      expect(isHonestReadTime(count, readTimeMinutesFor(count))).toBe(true);
    }
    expect(readTimeMinutesFor(HONEST_WORDS_PER_MINUTE * 2 + 10)).toBe(2);
  });

  it("is at least one minute", () => {
    expect(readTimeMinutesFor(0)).toBe(1);
    expect(readTimeMinutesFor(40)).toBe(1);
  });
});

describe("articleReadTime", () => {
  it("is computed from the body", () => {
    expect(articleReadTime(words(READING_WORDS_PER_MINUTE * 3))).toBe("3 min read");
  });

  it("is the frontmatter's override when there is one", () => {
    expect(articleReadTime(words(READING_WORDS_PER_MINUTE * 3), "5 min read")).toBe("5 min read");
    expect(articleReadTime(words(READING_WORDS_PER_MINUTE * 3), null)).toBe("3 min read");
  });

  it("rejects an override that is not a read-time label", () => {
    expect(() => articleReadTime("Some words.", "five minutes")).toThrow('Read time "five minutes" is not of the form "N min read"');
  });
});

describe("labels", () => {
  it("read and write the same form", () => {
    expect(readTimeLabel(8)).toBe("8 min read");
    expect(minutesOfLabel(" 12 min read ")).toBe(12);
  });
});
