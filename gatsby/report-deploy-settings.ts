/**
 * First thing in a deployed build's log: the settings the deploy lacks for enquiries to be
 * emailed, alerted and readable by the owner (src/lib/deploy-settings.ts: warnings, since every
 * message is stored either way), and for the newsletter to sign its links
 * (gatsby/newsletter-settings.ts: a production build without its secret fails).
 */
import type { GatsbyNode } from "gatsby";
import { buildSettingWarnings } from "../src/lib/deploy-settings";
import { newsletterSettingsProblems } from "./newsletter-settings";

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const newsletter = newsletterSettingsProblems(process.env);
  for (const warning of [...buildSettingWarnings(process.env), ...newsletter.warnings]) reporter.warn(warning);
  for (const error of newsletter.errors) reporter.panicOnBuild(error);
};
