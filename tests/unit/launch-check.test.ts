import fs from "node:fs";
import path from "node:path";
import { checkContentFolder, describeProblem } from "../../src/content-model/check";
import { contentFiles } from "../../src/content-model/reader";
import { findSamples } from "../../src/content-model/content-checks";
import { contentRoot } from "../support/content";
import { temporaryFolder } from "../support/temporary-folder";

const contentDir = contentRoot;

/** A copy of content/ with every sample flag taken out, as the owner leaves it once all is replaced. */
function contentWithoutSamples(): string {
  const directory = temporaryFolder("content-");
  const copy = path.join(directory, "content");
  fs.cpSync(contentDir, copy, { recursive: true });
  const unflag = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(unflag);
    if (!value || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "sample" && key !== "replaceWith")
        .map(([key, item]) => [key, unflag(item)]),
    );
  };
  for (const entry of contentFiles(copy)) {
    const file = path.join(directory, entry.file);
    if (entry.file.endsWith(".json")) fs.writeFileSync(file, JSON.stringify(unflag(JSON.parse(entry.text)), null, 2));
    else fs.writeFileSync(file, entry.text.replace(/^(sample|replaceWith):.*\n/gm, ""));
  }
  return copy;
}

describe("the launch build", () => {
  const { samples } = findSamples(contentFiles(contentDir));

  it("fails while content holds sample material, naming each file", () => {
    const problems = checkContentFolder(contentDir, { launch: true }).map(describeProblem);
    expect(problems).toHaveLength(1);
    for (const file of new Set(samples.map((sample) => sample.file))) expect(problems[0]).toContain(file);
  });

  it("passes once every sample is replaced and unflagged, and an ordinary build allows samples", () => {
    expect(checkContentFolder(contentWithoutSamples(), { launch: true })).toEqual([]);
    expect(checkContentFolder(contentDir)).toEqual([]);
  });

  it("refuses a sample flag that does not say what replaces it", () => {
    const files = [{ file: "content/pages/example.json", text: JSON.stringify({ quote: { text: "Great", sample: true } }) }];
    expect(findSamples(files).problems).toEqual([
      expect.stringContaining('content/pages/example.json: quote is flagged "sample": true without a "replaceWith"'),
    ]);
  });
});

describe("sample material", () => {
  const { samples } = findSamples(contentFiles(contentDir));

  it("plays a different sample video on every player", () => {
    const ids = contentFiles(contentDir).flatMap((entry) =>
      entry.file.endsWith(".json") ? [...entry.text.matchAll(/"videoId": "(\d+)"/g)].map((match) => `${match[1]}`) : [],
    );
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is flagged wherever content names a video, a case study or a testimonial", () => {
    const flaggedPlaces = new Set(samples.map((sample) => `${sample.file}#${sample.at}`));
    const covered = (file: string, at: string) =>
      [...flaggedPlaces].some((place) => {
        const [flaggedFile, flaggedAt] = place.split("#");
        return flaggedFile === file && (flaggedAt === "(top level)" || at === flaggedAt || at.startsWith(`${flaggedAt}.`));
      });
    const walk = (file: string, value: unknown, at: string[]): string[] => {
      if (Array.isArray(value)) return value.flatMap((item, index) => walk(file, item, [...at, String(index)]));
      if (!value || typeof value !== "object") return [];
      const record = value as Record<string, unknown>;
      const here = at.join(".");
      const needsFlag =
        "videoId" in record ||
        ("testimonial" in record && typeof record.testimonial === "string") ||
        "quote" in record ||
        "logos" in record;
      return [
        ...(needsFlag && !covered(file, here) ? [`${file} ${here}`] : []),
        ...Object.entries(record).flatMap(([key, item]) => walk(file, item, [...at, key])),
      ];
    };
    const unflagged = contentFiles(contentDir)
      .filter((entry) => entry.file.endsWith(".json"))
      .flatMap((entry) => walk(entry.file, JSON.parse(entry.text), []));
    expect(unflagged).toEqual([]);
  });
});
