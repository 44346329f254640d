import { css } from "@emotion/react";
import type { FocusEventHandler, ChangeEventHandler } from "react";
import { contactFieldLimits, OTHER_CHOICE, requiredContactFields, type ContactFieldName } from "../../lib/contact-fields";
import { colors, fontSizes, mq, radii, selectField, space } from "../../styles/theme";
import { buttonStyles } from "../ui/Button";
import { Honeypot } from "../ui/Honeypot";
import { useSiteData } from "../../hooks/use-site-data";

/** What a field takes from whoever drives the form: nothing (a plain HTML post) or Formik's value and handlers. */
export interface FieldBinding {
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
}

interface ContactFormFieldsProps {
  industries: readonly string[];
  projectTypes: readonly string[];
  bind: (name: ContactFieldName | "website") => FieldBinding;
  /** The message shown under a field, if any. */
  errorFor: (name: ContactFieldName) => string | undefined;
  submitting: boolean;
}

/**
 * The contact form's fields and button, the same markup with and without scripts. Their `name`s
 * are the schema's fields and their `required`, `type` and `maxlength` follow its rules, so the
 * form posts a valid message to the function on its own and the browser checks the basics first.
 */
export function ContactFormFields({ industries, projectTypes, bind, errorFor, submitting }: ContactFormFieldsProps) {
  const formCopy = useSiteData().contactForm;
  /** The same labels the contact function's own pages and emails use. */
  const labels: Record<ContactFieldName, string> = formCopy.labels;
  const fieldProps = (name: ContactFieldName) => {
    const error = errorFor(name);
    return {
      id: `contact-${name}`,
      name,
      required: requiredContactFields.has(name),
      "aria-invalid": Boolean(error),
      "aria-describedby": error ? `contact-${name}-error` : undefined,
      ...bind(name),
    };
  };
  const label = (name: ContactFieldName) => (
    <label htmlFor={`contact-${name}`}>
      {labels[name]}
      {requiredContactFields.has(name) ? <span aria-hidden="true"> *</span> : <span css={optional}>{` ${formCopy.optionalMarker}`}</span>}
    </label>
  );
  const error = (name: ContactFieldName) => {
    const message = errorFor(name);
    return message ? (
      <p id={`contact-${name}-error`} css={errorText}>
        {message}
      </p>
    ) : null;
  };
  return (
    <>
      {(["firstName", "lastName"] as const).map((name) => (
        <div css={field} key={name}>
          {label(name)}
          <input
            {...fieldProps(name)}
            type="text"
            autoComplete={name === "firstName" ? "given-name" : "family-name"}
            maxLength={contactFieldLimits.name}
          />
          {error(name)}
        </div>
      ))}
      <div css={field}>
        {label("email")}
        <input {...fieldProps("email")} type="email" autoComplete="email" maxLength={contactFieldLimits.email} />
        {error("email")}
      </div>
      <div css={field}>
        {label("company")}
        <input {...fieldProps("company")} type="text" autoComplete="organization" maxLength={contactFieldLimits.company} />
        {error("company")}
      </div>
      <div css={field}>
        {label("industry")}
        <select {...fieldProps("industry")}>
          <option value="">{formCopy.industryPrompt}</option>
          {industries.map((option) => (
            <option key={option}>{option}</option>
          ))}
          <option>{OTHER_CHOICE}</option>
        </select>
        {error("industry")}
      </div>
      <div css={field}>
        {label("projectType")}
        <select {...fieldProps("projectType")}>
          <option value="">{formCopy.projectTypePrompt}</option>
          {projectTypes.map((option) => (
            <option key={option}>{option}</option>
          ))}
          <option>{OTHER_CHOICE}</option>
        </select>
        {error("projectType")}
      </div>
      <div css={[field, wide]}>
        {label("message")}
        <textarea {...fieldProps("message")} rows={6} maxLength={contactFieldLimits.message} placeholder={formCopy.messagePlaceholder} />
        {error("message")}
      </div>
      <Honeypot id="contact-website" label={formCopy.honeypotLabel} inputProps={bind("website")} />
      <div css={wide}>
        <button type="submit" css={buttonStyles.primary} disabled={submitting}>
          {submitting ? formCopy.sendingLabel : formCopy.submitLabel}
        </button>
      </div>
    </>
  );
}

export const contactForm = css`
  display: grid;
  gap: ${space.md};
  ${mq.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const field = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  label {
    font-weight: 600;
    font-size: ${fontSizes.sm};
    color: ${colors.ink};
  }
  input,
  select,
  textarea {
    width: 100%;
    min-height: 2.875rem;
    padding: 0.6rem 0.85rem;
    border: 1px solid ${colors.fieldBorder};
    border-radius: ${radii.sm};
    background: ${colors.surface};
    color: ${colors.text};
  }
  select {
    ${selectField}
  }
  textarea {
    resize: vertical;
  }
  [aria-invalid="true"] {
    border-color: ${colors.danger};
    box-shadow: 0 0 0 1px ${colors.danger};
  }
`;

const wide = css`
  ${mq.sm} {
    grid-column: 1 / -1;
  }
`;

const optional = css`
  font-weight: 400;
  color: ${colors.muted};
`;

const errorText = css`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.danger};
`;
