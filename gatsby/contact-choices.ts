/**
 * The contact form's industry and project-type choices, as the schema that the form and the
 * send-contact-email function share needs them (src/lib/contact-choices.json). Written from
 * content/ before every build, so adding an industry or a service is a content edit only; the
 * file is committed so that a fresh clone type-checks and tests before its first build.
 */
import { promises as fs } from "node:fs";
import path from "node:path";
import { industry } from "../src/content-model/industry";
import { service } from "../src/content-model/service";

interface Ordered {
  order: number;
  title?: string;
  name?: string;
}

async function titles(contentDir: string, folder: string, field: "title" | "name"): Promise<string[]> {
  const directory = path.join(contentDir, folder);
  const entries = await Promise.all(
    (await fs.readdir(directory))
      .filter((file) => file.endsWith(".json"))
      .map(async (file) => JSON.parse(await fs.readFile(path.join(directory, file), "utf8")) as Ordered),
  );
  return entries.sort((a, b) => a.order - b.order).map((entry) => String(entry[field]));
}

/** The choices file's text: industries by their title, project types by service name, each in content order. */
export async function contactChoicesJson(contentDir: string): Promise<string> {
  const choices = {
    industries: await titles(contentDir, industry.source.folder, "title"),
    projectTypes: await titles(contentDir, service.source.folder, "name"),
  };
  return `${JSON.stringify(choices, null, 2)}\n`;
}

/** Writes the choices file when content changed them; true when it did. */
export async function writeContactChoices(contentDir: string, file: string): Promise<boolean> {
  const choices = await contactChoicesJson(contentDir);
  if ((await fs.readFile(file, "utf8").catch(() => "")) === choices) return false;
  await fs.writeFile(file, choices);
  return true;
}
