/**
 * The look of the editor's own controls (./widgets.tsx), beside Decap's styles: only elements the
 * editor draws itself, and the text of Decap's warning notices (which the editor's sentences
 * use), through the notices library's own colour setting: its light text on that background could
 * hardly be read.
 */
import { colors } from "../../styles/theme";

export const EDITOR_CSS = `
:root { --toastify-text-color-warning: ${colors.ink}; }
.gf-note { margin: 8px 0 0; font-size: 14px; }
.gf-copy, div.gf-date button { font: inherit; font-size: 14px; padding: 2px 10px; color: ${colors.text}; background: ${colors.surface};
  border: 2px solid ${colors.line}; border-radius: 5px; cursor: pointer; }
.gf-copy:focus-visible, div.gf-date :focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
div.gf-date { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 12px 16px; }
div.gf-date > span { display: flex; flex-direction: column; gap: 4px; font-size: 14px; }
div.gf-date input, div.gf-date select { width: auto; font: inherit; padding: 6px 8px; border: 2px solid ${colors.line}; border-radius: 5px;
  background: ${colors.surface}; }
div.gf-date input { width: 3.5em; }
div.gf-date input[maxlength="4"] { width: 5em; }
div.gf-date button { padding: 6px 12px; }
div.gf-date .gf-note { flex-basis: 100%; margin: 0; }
.gf-icons { display: grid; grid-template-columns: repeat(auto-fill, minmax(96px, 1fr)); gap: 8px; margin: 0; padding: 8px; border: 0; }
.gf-icons button { display: flex; flex-direction: column; align-items: center; gap: 4px; padding: 8px 4px; font: inherit; font-size: 12px;
  color: ${colors.text}; background: ${colors.surface}; border: 2px solid ${colors.line}; border-radius: 5px; cursor: pointer; }
.gf-icons button[aria-pressed="true"] { border-color: ${colors.cool}; background: ${colors.coolSoft}; }
.gf-icons button:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
`;
