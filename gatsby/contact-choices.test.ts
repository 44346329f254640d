import fs from "node:fs";
import path from "node:path";
import { contactChoicesJson, writeContactChoices } from "./contact-choices";
import { temporaryFolder } from "../tests/support/temporary-folder";

function contentWith(
  industries: Record<string, { order: number; title: string }>,
  services: Record<string, { order: number; name: string }>,
) {
  const dir = temporaryFolder("choices-");
  // The site settings and facts that any {token} of the entries would name.
  fs.mkdirSync(path.join(dir, "site"));
  fs.writeFileSync(path.join(dir, "site/site.json"), JSON.stringify({ email: "hello@example.com", phone: "01234 567890", hours: [] }));
  fs.writeFileSync(path.join(dir, "site/facts.json"), "{}");
  for (const [folder, entries] of Object.entries({ industries, services })) {
    fs.mkdirSync(path.join(dir, folder));
    for (const [slug, entry] of Object.entries(entries)) fs.writeFileSync(path.join(dir, folder, `${slug}.json`), JSON.stringify(entry));
  }
  return dir;
}

describe("the contact form's choices", () => {
  const dir = contentWith(
    { retail: { order: 2, title: "Retail" }, health: { order: 1, title: "Healthcare" } },
    { events: { order: 3, name: "Event Videos" }, training: { order: 1, name: "Training Videos" } },
  );

  it("list industries and services in their content order", async () => {
    expect(JSON.parse(contactChoicesJson(dir))).toEqual({
      industries: ["Healthcare", "Retail"],
      projectTypes: ["Training Videos", "Event Videos"],
    });
  });

  it("are written only when content changed them", async () => {
    const file = path.join(dir, "contact-choices.json");
    expect(await writeContactChoices(dir, file)).toBe(true);
    expect(await writeContactChoices(dir, file)).toBe(false);
  });

  it("match the committed file for the site's content", async () => {
    const repository = path.resolve(__dirname, "..");
    expect(contactChoicesJson(path.join(repository, "content"))).toBe(
      fs.readFileSync(path.join(repository, "src/lib/contact-choices.json"), "utf8"),
    );
  });
});
