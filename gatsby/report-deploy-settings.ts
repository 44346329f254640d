/**
 * First thing in a production build's log: the settings the deploy lacks for enquiries to be
 * emailed, alerted and readable by the owner (src/lib/deploy-settings.ts). A warning, not a
 * failure: the site itself works, and every message is stored either way.
 */
import type { GatsbyNode } from "gatsby";
import { buildSettingWarnings } from "../src/lib/deploy-settings";

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  for (const warning of buildSettingWarnings(process.env)) reporter.warn(warning);
};
