/**
 * The pages the contact function answers a browser with when the form was posted without scripts:
 * the form again with the visitor's entries and an error summary (as GOV.UK's pattern does), or a
 * plain page explaining why nothing was sent. Self-contained HTML with the site's colours and
 * labels: no script, no external stylesheet, nothing personal in any address.
 */
import formCopy from "../../content/site/contact-form.json";
import site from "../../content/site/site.json";
import { contactFieldLimits, contactFieldNames, industryChoices, projectTypeChoices, type ContactFieldName } from "../../src/lib/contact-schema";
import { CONTACT_ENDPOINT } from "../../src/lib/endpoints";
import { CONTACT_FORM_PATH, LANDING_PATH } from "../../src/lib/routes";
import { colors, fonts, radii, widths } from "../../src/styles/theme";
import { escapeHtml } from "./escape";
import { PAGE_HEADERS } from "./http";
import { logoMark } from "./newsletter-pages";

/** What the visitor typed, as text; only the form's own fields are ever put back on the page. */
export type FormEntries = Partial<Record<ContactFieldName | "submissionId", string>>;

const REQUIRED: ReadonlySet<ContactFieldName> = new Set(["firstName", "lastName", "email", "company", "message"]);

/** The form's field ids, the targets of the error summary's links. */
export const fieldId = (name: ContactFieldName) => `contact-${name}`;

const PAGE_STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:${fonts.body};font-size:1.0625rem;line-height:1.6;color:${colors.text};background:${colors.surfaceAlt}}
a{color:${colors.ink};text-underline-offset:0.18em}
a:hover{color:${colors.accent}}
:focus-visible{outline:3px solid ${colors.focus};outline-offset:2px}
.site-header{background:${colors.ink};padding:1rem 1.25rem}
.brand{display:inline-flex;align-items:center;gap:0.6rem;color:${colors.onInk};font-weight:750;font-size:1.2rem;text-decoration:none;letter-spacing:-0.02em}
.brand:hover{color:${colors.onInk}}
.brand .light{font-weight:450}
main{max-width:${widths.prose};margin:0 auto;padding:2rem 1.25rem 3rem}
h1{color:${colors.ink};font-size:clamp(1.75rem,1.4rem + 1.6vw,2.4rem);line-height:1.2;margin:0 0 1rem;letter-spacing:-0.02em}
.lead{color:${colors.muted};margin:0 0 1.5rem}
.error-summary{border:4px solid ${colors.danger};background:${colors.surface};border-radius:${radii.md};padding:1rem 1.25rem;margin:0 0 1.5rem}
.error-summary h2{font-size:1.25rem;margin:0 0 0.5rem;color:${colors.ink}}
.error-summary ul{margin:0;padding-left:1.25rem}
.error-summary a{color:${colors.danger};font-weight:600}
.error-summary p{margin:0;color:${colors.danger};font-weight:600}
.card{background:${colors.surface};border:1px solid ${colors.line};border-radius:${radii.lg};padding:1.5rem 1.25rem}
form{display:grid;gap:1.1rem}
.field{display:flex;flex-direction:column;gap:0.3rem}
.field.has-error{border-left:4px solid ${colors.danger};padding-left:0.85rem}
label{font-weight:600;font-size:0.9375rem;color:${colors.ink}}
.optional{font-weight:400;color:${colors.muted}}
.error-message{margin:0;font-size:0.9375rem;font-weight:600;color:${colors.danger}}
input,select,textarea{font:inherit;width:100%;min-height:2.875rem;padding:0.6rem 0.85rem;border:1px solid #8a94a6;border-radius:${radii.sm};background:${colors.surface};color:${colors.text}}
textarea{resize:vertical}
[aria-invalid="true"]{border-color:${colors.danger};box-shadow:0 0 0 1px ${colors.danger}}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
button{font:inherit;font-weight:650;justify-self:start;min-height:2.875rem;padding:0.7rem 1.35rem;border:0;border-radius:${radii.pill};background:${colors.accent};color:#fff;cursor:pointer}
button:hover{background:${colors.accentHover}}
.links{display:flex;flex-wrap:wrap;gap:0.5rem 1.5rem;margin:1.5rem 0 0;padding:0;list-style:none}
.site-footer{border-top:1px solid ${colors.line};padding:1.5rem 1.25rem;text-align:center;color:${colors.muted};font-size:0.9375rem}
.site-footer a{color:${colors.muted}}
`;

interface PageParts {
  title: string;
  body: string;
  /** More rules after the site's own, for pages with more than a form (the owner inbox). */
  extraStyle?: string;
}

/** A page in the site's colours and type, with the company name linking home. */
export function page({ title, body, extraStyle = "" }: PageParts): string {
  const phoneHref = `tel:${site.phoneInternational}`;
  const [firstWord, ...otherWords] = site.name.split(" ");
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${PAGE_STYLE}${extraStyle}</style>
</head>
<body>
<header class="site-header"><a class="brand" href="${LANDING_PATH}">${logoMark}<span>${escapeHtml(firstWord)} <span class="light">${escapeHtml(otherWords.join(" "))}</span><span class="visually-hidden"> home</span></span></a></header>
<main id="main">
${body}
</main>
<footer class="site-footer"><a href="mailto:${escapeHtml(site.email)}">${escapeHtml(site.email)}</a> · <a href="${escapeHtml(phoneHref)}">${escapeHtml(site.phone)}</a></footer>
</body>
</html>
`;
}

export function htmlResponse(status: number, html: string, headers: Record<string, string> = {}): Response {
  return new Response(html, {
    status,
    headers: { ...PAGE_HEADERS, ...headers },
  });
}

const attribute = (name: string, value: string | number | undefined | false) =>
  value === undefined || value === false ? "" : ` ${name}="${escapeHtml(String(value))}"`;

function renderField(name: ContactFieldName, entries: FormEntries, errors: Partial<Record<string, string>>): string {
  const id = fieldId(name);
  const error = errors[name];
  const errorId = `${id}-error`;
  const value = entries[name] ?? "";
  const label = `<label for="${id}">${escapeHtml(formCopy.labels[name])}${
    REQUIRED.has(name) ? '<span aria-hidden="true"> *</span>' : ` <span class="optional">${escapeHtml(formCopy.optionalMarker)}</span>`
  }</label>`;
  const message = error
    ? `<p class="error-message" id="${errorId}"><span class="visually-hidden">${escapeHtml(formCopy.errorPage.errorPrefix)} </span>${escapeHtml(error)}</p>`
    : "";
  const common = `id="${id}" name="${name}"${attribute("aria-invalid", error ? "true" : false)}${attribute("aria-describedby", error ? errorId : false)}${
    REQUIRED.has(name) ? " required" : ""
  }`;

  let control: string;
  if (name === "industry" || name === "projectType") {
    const prompt = name === "industry" ? formCopy.industryPrompt : formCopy.projectTypePrompt;
    const choices = name === "industry" ? industryChoices : projectTypeChoices;
    const options = [`<option value=""${value === "" ? " selected" : ""}>${escapeHtml(prompt)}</option>`]
      .concat(choices.map((choice) => `<option${choice === value ? " selected" : ""}>${escapeHtml(choice)}</option>`))
      .join("");
    control = `<select ${common}>${options}</select>`;
  } else if (name === "message") {
    // A textarea's first newline is dropped by the parser, so one is added for text starting with one.
    control = `<textarea ${common} rows="6"${attribute("maxlength", contactFieldLimits.message)}${attribute("placeholder", formCopy.messagePlaceholder)}>\n${escapeHtml(value)}</textarea>`;
  } else {
    const input = {
      firstName: { type: "text", autocomplete: "given-name", maxlength: contactFieldLimits.name },
      lastName: { type: "text", autocomplete: "family-name", maxlength: contactFieldLimits.name },
      email: { type: "email", autocomplete: "email", maxlength: contactFieldLimits.email },
      company: { type: "text", autocomplete: "organization", maxlength: contactFieldLimits.company },
    }[name];
    control = `<input ${common}${attribute("type", input.type)}${attribute("autocomplete", input.autocomplete)}${attribute("maxlength", input.maxlength)}${attribute("value", value)}>`;
  }
  return `<div class="field${error ? " has-error" : ""}">${label}${message}${control}</div>`;
}

function renderForm(entries: FormEntries, errors: Partial<Record<string, string>>): string {
  const fields = contactFieldNames.map((name) => renderField(name, entries, errors)).join("\n");
  const submissionId = entries.submissionId && !errors.submissionId ? `<input type="hidden" name="submissionId"${attribute("value", entries.submissionId)}>` : "";
  return `<div class="card"><form method="post" action="${CONTACT_ENDPOINT}" novalidate aria-label="${escapeHtml(formCopy.formLabel)}">
${fields}
<div class="trap" aria-hidden="true"><label for="contact-website">${escapeHtml(formCopy.honeypotLabel)}</label><input id="contact-website" name="website" tabindex="-1" autocomplete="off" value=""></div>
${submissionId}
<button type="submit">${escapeHtml(formCopy.submitLabel)}</button>
</form></div>`;
}

/**
 * The form again after a post with errors: a summary first, linking to each field in the order the
 * form shows them (a problem with no field of its own, such as an expired id, is listed as text),
 * then the fields with what the visitor typed and each field's message beside it.
 */
export function renderFormErrorsPage(errors: Record<string, string>, entries: FormEntries): string {
  const ordered = [
    ...contactFieldNames.filter((name) => errors[name]).map((name) => `<li><a href="#${fieldId(name)}">${escapeHtml(errors[name])}</a></li>`),
    ...Object.entries(errors)
      .filter(([name]) => !(contactFieldNames as readonly string[]).includes(name))
      .map(([, message]) => `<li>${escapeHtml(message)}</li>`)
      .filter((item, index, all) => all.indexOf(item) === index),
  ];
  const { errorPage } = formCopy;
  return page({
    title: `${errorPage.errorPrefix} ${errorPage.title}`,
    body: `<h1>${escapeHtml(errorPage.title)}</h1>
<div class="error-summary" role="alert" tabindex="-1" autofocus aria-labelledby="error-summary-title">
<h2 id="error-summary-title">${escapeHtml(errorPage.summaryHeading)}</h2>
<ul>${ordered.join("")}</ul>
</div>
<p class="lead">${escapeHtml(errorPage.intro)}</p>
${renderForm(entries, errors)}`,
  });
}

/**
 * Why nothing was sent, in the sentence a JSON client would get, and the ways on. With `entries`
 * (the post was read, but could not be stored) the form follows with everything kept, so trying
 * again is one click.
 */
export function renderRefusalPage(sentence: string, entries?: FormEntries): string {
  const { refusalPage } = formCopy;
  const callUs = refusalPage.orCall.replace("{phone}", site.phone);
  return page({
    title: refusalPage.title,
    body: `<h1>${escapeHtml(refusalPage.title)}</h1>
<div class="error-summary" role="alert" tabindex="-1" autofocus aria-labelledby="refusal-reason">
<p id="refusal-reason">${escapeHtml(sentence)}</p>
</div>
<p class="lead">${escapeHtml(callUs)}</p>
${entries ? renderForm(entries, {}) : ""}
<ul class="links"><li><a href="${CONTACT_FORM_PATH}">${escapeHtml(refusalPage.backToContact)}</a></li><li><a href="${LANDING_PATH}">${escapeHtml(refusalPage.backHome)}</a></li></ul>`,
  });
}
