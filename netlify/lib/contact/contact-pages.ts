/**
 * The pages the contact function answers a browser with when the form was posted without scripts:
 * the form again with the visitor's entries and an error summary (as GOV.UK's pattern does), or a
 * plain page explaining why nothing was sent. Self-contained HTML with the site's colours and
 * labels: no script, no external stylesheet, nothing personal in any address.
 */
import { siteFiles } from "../../../src/content-model/site-files";
import {
  contactFieldLimits,
  contactFieldNames,
  industryChoices,
  projectTypeChoices,
  type ContactFieldName,
} from "../../../src/lib/contact-schema";
import { SOURCE_PAGE_FIELD } from "../../../src/lib/enquiry-source";
import { CONTACT_ENDPOINT, CONTACT_FORM_PATH, LANDING_PATH } from "../../../src/lib/routes";
import { escapeHtml } from "../common/escape";
import { jsonOrPage, type Audience } from "../common/answer";
import { functionPage } from "../common/function-page";

const { contactForm: formCopy } = siteFiles;

/** What the visitor typed, as text; only the form's own fields are ever put back on the page. */
export type FormEntries = Partial<Record<ContactFieldName | "submissionId", string>>;

const REQUIRED: ReadonlySet<ContactFieldName> = new Set(["firstName", "lastName", "email", "company", "message"]);

/** The form's field ids, the targets of the error summary's links. */
export const fieldId = (name: ContactFieldName) => `contact-${name}`;

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

/** `sourcePage`: the page the form was first sent from, carried on so a second try still credits it. */
function renderForm(entries: FormEntries, errors: Partial<Record<string, string>>, sourcePage?: string): string {
  const fields = contactFieldNames.map((name) => renderField(name, entries, errors)).join("\n");
  const submissionId =
    entries.submissionId && !errors.submissionId
      ? `<input type="hidden" name="submissionId"${attribute("value", entries.submissionId)}>`
      : "";
  return `<div class="card"><form method="post" action="${CONTACT_ENDPOINT}" novalidate aria-label="${escapeHtml(formCopy.formLabel)}">
${fields}
<div class="trap" aria-hidden="true"><label for="contact-website">${escapeHtml(formCopy.honeypotLabel)}</label><input id="contact-website" name="website" tabindex="-1" autocomplete="off" value=""></div>
${submissionId}${sourcePage ? `<input type="hidden" name="${SOURCE_PAGE_FIELD}"${attribute("value", sourcePage)}>` : ""}
<button type="submit">${escapeHtml(formCopy.submitLabel)}</button>
</form></div>`;
}

/**
 * The form again after a post with errors: a summary first, linking to each field in the order the
 * form shows them (a problem with no field of its own, such as an expired id, is listed as text),
 * then the fields with what the visitor typed and each field's message beside it.
 */
export function formErrorsPage(errors: Record<string, string>, entries: FormEntries, sourcePage?: string): Response {
  const ordered = [
    ...contactFieldNames
      .filter((name) => errors[name])
      .map((name) => `<li><a href="#${fieldId(name)}">${escapeHtml(errors[name])}</a></li>`),
    ...Object.entries(errors)
      .filter(([name]) => !(contactFieldNames as readonly string[]).includes(name))
      .map(([, message]) => `<li>${escapeHtml(message)}</li>`)
      .filter((item, index, all) => all.indexOf(item) === index),
  ];
  const { errorPage } = formCopy;
  return functionPage({
    status: 422,
    title: `${errorPage.errorPrefix} ${errorPage.title}`,
    body: `<h1>${escapeHtml(errorPage.title)}</h1>
<div class="error-summary" role="alert" tabindex="-1" autofocus aria-labelledby="error-summary-title">
<h2 id="error-summary-title">${escapeHtml(errorPage.summaryHeading)}</h2>
<ul>${ordered.join("")}</ul>
</div>
<p class="lead">${escapeHtml(errorPage.intro)}</p>
${renderForm(entries, errors, sourcePage)}`,
  });
}

/**
 * A refusal for the client that sent the form: JSON as it is to a script; to a person, the same
 * status and sentence on a page with the ways on. With `entries` (the post was read, but could not
 * be stored) the form follows with everything kept, so trying again is one click.
 */
export function refusalFor(audience: Audience, refusal: Response, entries?: FormEntries, sourcePage?: string): Promise<Response> {
  const { refusalPage } = formCopy;
  return jsonOrPage(audience, refusal, (sentence) =>
    functionPage({
      status: refusal.status,
      title: refusalPage.title,
      body: `<h1>${escapeHtml(refusalPage.title)}</h1>
<div class="error-summary" role="alert" tabindex="-1" autofocus aria-labelledby="refusal-reason">
<p id="refusal-reason">${escapeHtml(sentence)}</p>
</div>
<p class="lead">${escapeHtml(refusalPage.orCall)}</p>
${entries ? renderForm(entries, {}, sourcePage) : ""}
<ul class="links"><li><a href="${CONTACT_FORM_PATH}">${escapeHtml(refusalPage.backToContact)}</a></li><li><a href="${LANDING_PATH}">${escapeHtml(refusalPage.backHome)}</a></li></ul>`,
    }),
  );
}
