/**
 * The contact form's industry and project-type choices, as the schema that the form and the
 * send-contact-email function share needs them (src/lib/contact-choices.json). Written from
 * content/ before every build, so adding an industry or a service is a content edit only; the
 * file is committed so that a fresh clone type-checks and tests before its first build.
 */
import { promises as fs } from "node:fs";
import { readContent } from "../src/content-model/reader";

/** The choices file's text: industries by their title, project types by service name, each in content order. */
export function contactChoicesJson(contentDir: string): string {
  const content = readContent(contentDir);
  const choices = {
    industries: content.industries.map(({ entry }) => entry.title),
    projectTypes: content.services.map(({ entry }) => entry.name),
  };
  return `${JSON.stringify(choices, null, 2)}\n`;
}

/** Writes the choices file when content changed them; true when it did. */
export async function writeContactChoices(contentDir: string, file: string): Promise<boolean> {
  const choices = contactChoicesJson(contentDir);
  if ((await fs.readFile(file, "utf8").catch(() => "")) === choices) return false;
  await fs.writeFile(file, choices);
  return true;
}
