/**
 * Before anything else is built: the whole content folder is checked against the content model
 * and the rules across files (the build stops naming each file and field), and the contact
 * form's choices are written from it.
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { checkContentFolder, describeProblem } from "../src/content-model/check";
import { writeContactChoices } from "./contact-choices";

const root = path.resolve(__dirname, "..");

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const contentDir = path.join(root, "content");
  const problems = checkContentFolder(contentDir, { launch: Boolean(process.env.LAUNCH) });
  if (problems.length) reporter.panic(`Content needs attention:\n${problems.map(describeProblem).join("\n")}`);
  if (await writeContactChoices(contentDir, path.join(root, "src/lib/contact-choices.json"))) {
    reporter.info("Updated src/lib/contact-choices.json from content/industries and content/services");
  }
};
