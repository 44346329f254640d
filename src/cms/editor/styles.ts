/** The look of what the site adds to the editor's form, beside Decap's own styles. */
import { colors } from "../../styles/theme";
import { ALT_FOR } from "../names";
import type { Collection, ConfigField } from "./checks";

const EDITOR_CSS = `
.gf-problems { position: sticky; top: 0; z-index: 1; max-height: 40vh; overflow: auto; margin: 0 0 16px; padding: 12px 16px;
  background: ${colors.surfaceWarm}; border: 2px solid ${colors.danger}; border-radius: 5px; color: ${colors.text}; font-size: 14px; line-height: 1.5; }
.gf-problems h2 { margin: 0 0 4px; font-size: 15px; }
.gf-problems ul { margin: 0; padding-left: 20px; }
.gf-problems button { font: inherit; color: inherit; background: none; border: 0; padding: 0; text-align: left; vertical-align: top;
  text-decoration: underline; cursor: pointer; }
.gf-problems button:focus-visible, .gf-icons button:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
.gf-dialled { margin: 8px 0 0; font-size: 14px; }
.gf-icons { display: grid; grid-template-columns: repeat(auto-fill, minmax(96px, 1fr)); gap: 8px; margin: 0; padding: 8px; border: 0; }
.gf-icons button { display: flex; flex-direction: column; align-items: center; gap: 4px; padding: 8px 4px; font: inherit; font-size: 12px;
  color: ${colors.text}; background: ${colors.surface}; border: 2px solid ${colors.line}; border-radius: 5px; cursor: pointer; }
.gf-icons button[aria-pressed="true"] { border-color: ${colors.cool}; background: ${colors.coolSoft}; }
.gf-refused [class*="BackStatusUnchanged"] { display: none; }
/* A message names a token exactly as it must be spelt: Decap's capitals would hide the spelling. */
label[for*="-field-"] ~ ul { text-transform: none; }
`;

/**
 * The stylesheet of the site's additions. Alt text, needed with a picture and left out without
 * one, is never labelled "(optional)" as Decap labels every field it need not check.
 */
export function addStyles(collections: readonly Collection[]) {
  const names = new Set<string>();
  const collect = (fields: readonly ConfigField[] | undefined) => {
    for (const field of fields ?? []) {
      if (field[ALT_FOR]) names.add(field.name);
      collect(field.fields);
      if (field.field) collect([field.field]);
    }
  };
  for (const collection of collections) {
    collect(collection.fields);
    for (const file of collection.files ?? []) collect(file.fields);
  }
  const altLabels = [...names].map((name) => `label[for^="${name}-field-"] > span`);
  const style = document.createElement("style");
  style.textContent = EDITOR_CSS + (altLabels.length ? `${altLabels.join(",\n")} { display: none; }\n` : "");
  document.head.append(style);
}
