/**
 * The content model against the content: every file passes, an author who adds an entry of each
 * kind the way content/README.md describes still passes, and a mistake is reported naming its
 * file and field. The README's field tables are the model's.
 */
import fs from "node:fs";
import path from "node:path";
import type { GraphQLObjectType } from "graphql";
import { contentTypes } from "../../src/content-model";
import { checkContentFolder, describeProblem, unusedPictures } from "../../src/content-model/check";
import { contentDocs, DOCS_END, DOCS_START, withContentDocs } from "../../src/content-model/docs";
import { contentTypeOfFile, jsonTypeName } from "../../src/content-model/files";
import { graphqlTypeDefs } from "../../src/content-model/graphql";
import { patterns } from "../../src/content-model/fields";
import { predicates } from "../../src/content-model/messages";
import { contentFiles, rawJson } from "../../src/content-model/reader";
import { previewSchema } from "../../src/cms/previews/preview-schema";
import { contentRoot } from "../support/content";
import { temporaryFolder } from "../support/temporary-folder";

const contentDir = contentRoot;

/** A temporary copy of content/, which a test changes as an author would. */
function copyOfContent(): string {
  const copy = path.join(temporaryFolder("content-model-"), "content");
  fs.cpSync(contentDir, copy, { recursive: true });
  return copy;
}

const readJson = (dir: string, file: string) => rawJson<ReturnType<typeof JSON.parse>>(dir, file);
const writeJson = (dir: string, file: string, value: unknown) =>
  fs.writeFileSync(path.join(dir, file), `${JSON.stringify(value, null, 2)}\n`);

const newArticle = `---
title: "How to Brief a Training Video in One Page"
excerpt: "A one-page brief saves a week of back and forth. Here is what goes on it and what can wait for the discovery call."
description: "What a one-page training video brief covers: the task the viewer should do afterwards, the audience, the sites, the deadline and who signs the script off."
category: "Training Videos"
publishedAt: "2025-10-06"
cta:
  heading: "Send us your one-page brief"
  body: "Tell us the task, the audience and the date it needs to be ready. We reply {replyPromise}."
  label: "Start Your Brief"
  to: "/contact"
---
A good brief fits on one page. It says what the viewer should be able to do once the film ends, who they are, where they work and when the film is needed.

## What goes on the page

The task comes first, then the audience and the sites we would film at. Everything else can wait for the discovery call.
`;

/** Adds one entry of each kind an author adds, following content/README.md. */
function addEntries(copy: string) {
  const service = readJson(copy, "services/training-video-production-milton-keynes.json");
  writeJson(copy, "services/drone-filming-milton-keynes.json", {
    ...service,
    slug: "drone-filming-milton-keynes",
    order: 99,
    name: "Drone Filming",
    seoTitle: "Drone Filming Milton Keynes | Gridline Films",
    hero: { ...service.hero, headline: "Drone Filming in Milton Keynes", videoId: "111222333" },
  });

  const industry = readJson(copy, "industries/construction.json");
  writeJson(copy, "industries/logistics.json", { ...industry, slug: "logistics", order: 7, title: "Logistics" });

  const caseStudies = readJson(copy, "case-studies/case-studies.json");
  writeJson(copy, "case-studies/case-studies.json", [
    ...caseStudies,
    { ...caseStudies[0], company: "Stantonbury Freight", videoId: "444555666" },
  ]);

  const reviews = readJson(copy, "reviews/reviews.json");
  const review = {
    authorName: "Priya K.",
    rating: 5,
    text: "Clear plan, one shoot day, and the films went live on time.",
    language: "en-GB",
    time: "2025-11-03",
  };
  writeJson(copy, "reviews/reviews.json", { ...reviews, reviews: [...reviews.reviews, review] });

  fs.writeFileSync(path.join(copy, "blog/brief-training-video-one-page.mdx"), newArticle);
}

describe("the content model", () => {
  it("accepts every file in content/", () => {
    expect(checkContentFolder(contentDir).map(describeProblem)).toEqual([]);
  });

  it("is plain data a program can read: it survives a round trip through JSON unchanged", () => {
    expect(JSON.parse(JSON.stringify(contentTypes))).toEqual(contentTypes);
  });

  it("declares a type for every content file", () => {
    for (const { file } of contentFiles(contentDir)) expect(contentTypeOfFile(file.replace(/^content\//, ""))).toBeDefined();
    expect(() => jsonTypeName("site", "unknown")).toThrow("content/site/unknown.json has no content type");
  });

  it("accepts a new article, service, industry, case study and review added as the README describes", () => {
    const copy = copyOfContent();
    addEntries(copy);
    expect(checkContentFolder(copy).map(describeProblem)).toEqual([]);
  });

  it("names the file and field of a missing required field, an over-long SEO title and an unknown category", () => {
    const copy = copyOfContent();
    addEntries(copy);
    const service = readJson(copy, "services/drone-filming-milton-keynes.json");
    delete service.hero.videoTitle;
    writeJson(copy, "services/drone-filming-milton-keynes.json", {
      ...service,
      seoTitle: `${"Drone Filming and Aerial Video ".repeat(3)}| Gridline Films`,
    });
    fs.writeFileSync(
      path.join(copy, "blog/brief-training-video-one-page.mdx"),
      newArticle.replace('category: "Training Videos"', 'category: "Drone News"'),
    );

    const problems = checkContentFolder(copy);
    const about = (file: string) => problems.filter((problem) => problem.file === `content/${file}`);
    expect(about("services/drone-filming-milton-keynes.json")).toEqual(
      expect.arrayContaining([
        { file: "content/services/drone-filming-milton-keynes.json", field: "hero.videoTitle", message: "hero.videoTitle is required" },
        expect.objectContaining({ field: "seoTitle", message: "seoTitle must be at most 60 characters long" }),
      ]),
    );
    expect(about("blog/brief-training-video-one-page.mdx")).toEqual([
      expect.objectContaining({ field: "category", message: expect.stringMatching(/^category must be one of: .*Training Videos/) }),
    ]);
    expect(problems).toHaveLength(3);
  });

  it("requires alt text with a picture, and a picture that exists, naming the file and field", () => {
    const copy = copyOfContent();
    addEntries(copy);
    fs.mkdirSync(path.join(copy, "images/blog"), { recursive: true });
    fs.copyFileSync(path.join(copy, "images/hero/poster.jpg"), path.join(copy, "images/blog/briefing-session.jpg"));
    fs.writeFileSync(
      path.join(copy, "blog/brief-training-video-one-page.mdx"),
      newArticle.replace("cta:", 'image: "../images/blog/briefing-session.jpg"\ncta:'),
    );
    const industry = readJson(copy, "industries/logistics.json");
    writeJson(copy, "industries/logistics.json", { ...industry, image: "../images/industries/loading-bay.jpg", imageAlt: "A loading bay" });
    expect(checkContentFolder(copy)).toEqual([
      {
        file: "content/blog/brief-training-video-one-page.mdx",
        field: "imageAlt",
        message: `imageAlt ${predicates.altRequired()}`,
      },
      {
        file: "content/industries/logistics.json",
        field: "image",
        message: "image names ../images/industries/loading-bay.jpg, which does not exist",
      },
    ]);
  });

  it("lists the pictures in the folders authors upload to that no content names any more, and only those", () => {
    const copy = copyOfContent();
    const before = unusedPictures(copy);
    const named = (file: string) => contentFiles(copy).some((entry) => entry.text.includes(path.basename(file)));
    expect(before.filter(named)).toEqual([]);
    const studies = readJson(copy, "case-studies/case-studies.json");
    const replaced: string = studies[0].thumbnail;
    fs.copyFileSync(path.join(copy, "images/hero/poster.jpg"), path.join(copy, "images/case-studies/launch-poster-k3x9q2.jpg"));
    writeJson(copy, "case-studies/case-studies.json", [
      { ...studies[0], thumbnail: "../images/case-studies/launch-poster-k3x9q2.jpg" },
      ...studies.slice(1),
    ]);
    expect(checkContentFolder(copy)).toEqual([]);
    expect(unusedPictures(copy)).toEqual([...before, `content/${path.posix.join("case-studies", replaced)}`].sort());
  });

  it("names the item of a list file and checks a file's slug against its name", () => {
    const copy = copyOfContent();
    const caseStudies = readJson(copy, "case-studies/case-studies.json");
    writeJson(copy, "case-studies/case-studies.json", [...caseStudies, { ...caseStudies[0], videoId: "vimeo.com/1" }]);
    const industry = readJson(copy, "industries/construction.json");
    writeJson(copy, "industries/construction.json", { ...industry, slug: "building" });
    expect(checkContentFolder(copy).map(describeProblem)).toEqual([
      `content/case-studies/case-studies.json: [${caseStudies.length}].videoId ${patterns.videoId.message}`,
      'content/industries/construction.json: slug is "building" but the file is named "construction.json"; they must match',
    ]);
  });

  it("with LAUNCH set, adds one problem listing every sample still in content", () => {
    const problems = checkContentFolder(contentDir, { launch: true });
    expect(problems).toEqual([
      { file: "content", message: expect.stringMatching(/^LAUNCH is set but \d+ pieces of sample material remain/) },
    ]);
    expect(problems[0].message).toContain("content/reviews/reviews.json");
  });

  it("gives every JSON type a node type of its own, and every MDX type's frontmatter the Mdx node", () => {
    // The model's types with what Gatsby adds (every node's id, its own types), as the editor's previews build them.
    const schema = previewSchema(contentTypes);
    for (const type of contentTypes) expect(schema.getType(type.typeName)).toBeDefined();
    expect(String(schema.getQueryType() && (schema.getType("MdxFrontmatter") as GraphQLObjectType).getFields().readTime.type)).toBe(
      "String",
    );
    expect(String((schema.getType("MdxFrontmatter") as GraphQLObjectType).getFields().title.type)).toBe("String!");
  });

  it("marks copy for its tokens to be filled where the schema hands it out, and only copy", () => {
    const sdl = graphqlTypeDefs(contentTypes);
    expect(sdl).toMatch(/^ {2}phone: String! @filled$/m);
    expect(sdl).toMatch(/^ {2}points: \[String!\]! @filled$/m);
    expect(sdl).toMatch(/^ {2}category: String!?$/m);
    expect(sdl).toMatch(/^ {2}buttonTo: String!$/m);
  });

  it("is what content/README.md documents (npm run content:docs rewrites the tables)", () => {
    const readme = fs.readFileSync(path.join(contentDir, "README.md"), "utf8");
    expect(readme).toContain(DOCS_START);
    expect(readme).toContain(DOCS_END);
    expect(withContentDocs(readme, contentDocs(contentTypes))).toBe(readme);
  });
});
