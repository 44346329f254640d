import fs from "node:fs";
import path from "node:path";
import { contentTypes } from "../../content-model";
import { predicates } from "../../content-model/messages";
import { declaredOptions } from "../../content-model/validation";
import { LIST_FILE_KEY } from "../names";
import { checkBeforeSave } from "./save";

const typeOf = (id: string) => contentTypes.find((type) => type.id === id)!;
const contentDir = path.resolve(__dirname, "../../../content");
/** Any one service page of the content, as its file has it. */
const someService = () => {
  const file = fs.readdirSync(path.join(contentDir, "services"))[0];
  return {
    file: `services/${file}`,
    data: JSON.parse(fs.readFileSync(path.join(contentDir, "services", file), "utf8")) as Record<string, unknown>,
  };
};
const check = (id: string, data: Record<string, unknown>, file?: string) =>
  checkBeforeSave({ type: typeOf(id), data, file, options: declaredOptions });

describe("the check before every save", () => {
  it("passes an entry the build accepts, leaving nothing out", () => {
    const { file, data } = someService();
    expect(check("service", data, file)).toEqual({ problems: [], drop: [] });
  });

  it("refuses a block half filled in, naming its fields by the form's labels in the model's words", () => {
    const { file, data } = someService();
    const { problems } = check("service", { ...data, comparison: { heading: "How the timings compare" } }, file);
    expect(problems).toContain(`Comparison › Traditional ${predicates.required()}`);
    expect(problems).toContain(`Comparison › Enhanced ${predicates.required()}`);
  });

  it("leaves out a block opened and left empty, as if never opened, and a removed picture's alt text", () => {
    const { file, data } = someService();
    const audience = data.whoWeWorkWith as Record<string, unknown>;
    const { problems, drop } = check(
      "service",
      {
        ...data,
        comparison: { heading: "  ", traditional: { points: [] } },
        whoWeWorkWith: { ...audience, image: "", imageAlt: "A crew on set" },
      },
      file,
    );
    expect(problems).toEqual([]);
    expect(drop).toEqual(expect.arrayContaining([["comparison"], ["whoWeWorkWith", "imageAlt"]]));
  });

  it("refuses blank text where text is required, a picture without its alt text, and sample material without its note", () => {
    const { file, data } = someService();
    const audience = data.whoWeWorkWith as Record<string, unknown>;
    const hero = data.hero as Record<string, unknown>;
    const { problems } = check(
      "service",
      {
        ...data,
        name: "   ",
        hero: { ...hero, sample: true, replaceWith: "" },
        whoWeWorkWith: { ...audience, image: "../images/services/x.jpg", imageAlt: "" },
      },
      file,
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        `Name ${predicates.required()}`,
        `Who we work with › Picture's description ${predicates.altRequired()}`,
        `Top of the page › To replace with ${predicates.required()} while Sample material is on`,
      ]),
    );
  });

  it("refuses a page whose slug no longer matches its file, and a new article whose title would make an address the site refuses", () => {
    const { file, data } = someService();
    expect(check("service", { ...data, slug: "something-else" }, file).problems).toEqual([
      `Web address is "something-else" but the file is named "${path.basename(file)}"; they must match`,
    ]);
    expect(check("blog-article", { title: "Video 2.0_tips" }).problems).toContain(
      'Title makes the page\'s address, which has only letters, figures and hyphens: leave out "_", "." and "~"',
    );
  });

  it("names an item of a list file by its list and number", () => {
    const items = JSON.parse(fs.readFileSync(path.join(contentDir, "case-studies/case-studies.json"), "utf8")) as Record<string, unknown>[];
    const { problems } = check(
      "case-study",
      { [LIST_FILE_KEY]: [...items, { company: "Stantonbury Freight" }] },
      "case-studies/case-studies.json",
    );
    expect(problems).toContain(`Case studies ${items.length + 1} › Sector ${predicates.required()}`);
  });
});
