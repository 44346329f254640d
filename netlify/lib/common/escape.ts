/** Making visitor-supplied text safe for the two places it lands in an email: headers and HTML. */

const htmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEntities[character]);
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;

/**
 * One line of plain text for a mail header. A line break in a header value is how header
 * injection works (`Bcc:` smuggled in after a name), so every control character becomes a space
 * before the value gets anywhere near nodemailer, whatever nodemailer itself does.
 */
export function toHeaderText(text: string, maxLength: number): string {
  const singleLine = text.replace(controlCharacters, " ").replace(/\s+/g, " ").trim();
  return singleLine.length > maxLength ? `${singleLine.slice(0, maxLength - 1).trimEnd()}…` : singleLine;
}
