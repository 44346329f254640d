import { css } from "@emotion/react";
import { ErrorMessage, Field, Form, Formik, type FormikErrors, type FormikHelpers } from "formik";
import { useEffect, useRef, useState } from "react";
import {
  contactFieldLimits,
  contactFieldNames,
  contactMessageSchema,
  emptyContactMessage,
  newSubmissionId,
  OTHER_CHOICE,
  type ContactFieldName,
  type ContactMessage,
} from "../../lib/contact-schema";
import { CONTACT_ENDPOINT } from "../../lib/endpoints";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { buttonStyles } from "../ui/Button";
import { Toast, type ToastMessage } from "../ui/Toast";

interface ContactFormProps {
  industries: readonly string[];
  projectTypes: readonly string[];
}

const SUCCESS: ToastMessage = {
  tone: "success",
  title: "Message sent successfully!",
  description: "We'll get back to you within 24 hours.",
};
const FAILURE: ToastMessage = {
  tone: "error",
  title: "Error sending message",
  description: "Please try again or contact us directly.",
};

const labels: Record<ContactFieldName, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  company: "Company",
  industry: "Industry",
  projectType: "Project type",
  message: "Message",
};

const required = new Set<ContactFieldName>(["firstName", "lastName", "email", "company", "message"]);

/**
 * 'Send Us a Message': validated in the browser with the same schema the function uses. A
 * submission id is made once per message, so retrying after a failure can never send it twice.
 */
export function ContactForm({ industries, projectTypes }: ContactFormProps) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [initialValues] = useState(() => emptyContactMessage(typeof crypto === "undefined" ? "" : newSubmissionId()));

  const inFlight = useRef(false);

  const submit = async (values: ContactMessage, helpers: FormikHelpers<ContactMessage>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setToast(null);
    const submissionId = values.submissionId || newSubmissionId();
    try {
      const response = await fetch(CONTACT_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...values, submissionId }),
      });
      if (response.ok) {
        helpers.resetForm({ values: emptyContactMessage(newSubmissionId()) });
        setToast(SUCCESS);
        return;
      }
      const body = (await response.json().catch(() => ({}))) as { fields?: FormikErrors<ContactMessage> };
      if (response.status === 422 && body.fields) helpers.setErrors(body.fields);
      setToast(FAILURE);
    } catch {
      setToast(FAILURE);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <>
      <Formik<ContactMessage> initialValues={initialValues} validationSchema={contactMessageSchema} onSubmit={submit} validateOnChange={false}>
        {({ isSubmitting, errors, touched, submitCount }) => {
          const invalid = (name: ContactFieldName) => Boolean(errors[name] && (touched[name] || submitCount > 0));
          const fieldProps = (name: ContactFieldName) => ({
            id: `contact-${name}`,
            name,
            "aria-invalid": invalid(name),
            "aria-describedby": invalid(name) ? `contact-${name}-error` : undefined,
            "aria-required": required.has(name) || undefined,
          });
          const label = (name: ContactFieldName) => (
            <label htmlFor={`contact-${name}`}>
              {labels[name]}
              {required.has(name) ? <span aria-hidden="true"> *</span> : <span css={optional}> (optional)</span>}
            </label>
          );
          const error = (name: ContactFieldName) => (
            <ErrorMessage name={name}>
              {(message) => (
                <p id={`contact-${name}-error`} css={errorText}>
                  {message}
                </p>
              )}
            </ErrorMessage>
          );
          return (
            <Form ref={formRef} noValidate css={form} aria-label="Send us a message">
              <FocusFirstError formRef={formRef} submitCount={submitCount} isSubmitting={isSubmitting} errors={errors} />
              {(["firstName", "lastName"] as const).map((name) => (
                <div css={field} key={name}>
                  {label(name)}
                  <Field {...fieldProps(name)} type="text" autoComplete={name === "firstName" ? "given-name" : "family-name"} maxLength={contactFieldLimits.name} />
                  {error(name)}
                </div>
              ))}
              <div css={field}>
                {label("email")}
                <Field {...fieldProps("email")} type="email" autoComplete="email" maxLength={contactFieldLimits.email} />
                {error("email")}
              </div>
              <div css={field}>
                {label("company")}
                <Field {...fieldProps("company")} type="text" autoComplete="organization" maxLength={contactFieldLimits.company} />
                {error("company")}
              </div>
              <div css={field}>
                {label("industry")}
                <Field {...fieldProps("industry")} as="select">
                  <option value="">Choose your industry</option>
                  {industries.map((option) => (
                    <option key={option}>{option}</option>
                  ))}
                  <option>{OTHER_CHOICE}</option>
                </Field>
                {error("industry")}
              </div>
              <div css={field}>
                {label("projectType")}
                <Field {...fieldProps("projectType")} as="select">
                  <option value="">Choose a type of video</option>
                  {projectTypes.map((option) => (
                    <option key={option}>{option}</option>
                  ))}
                  <option>{OTHER_CHOICE}</option>
                </Field>
                {error("projectType")}
              </div>
              <div css={[field, wide]}>
                {label("message")}
                <Field {...fieldProps("message")} as="textarea" rows={6} maxLength={contactFieldLimits.message} placeholder="What do you need to make, who is it for, and when does it need to be ready?" />
                {error("message")}
              </div>
              <div css={honeypot} aria-hidden="true">
                <label htmlFor="contact-website">Leave this field empty</label>
                <Field id="contact-website" name="website" tabIndex={-1} autoComplete="off" />
              </div>
              <div css={wide}>
                <button type="submit" css={buttonStyles.primary} disabled={isSubmitting}>
                  {isSubmitting ? "Sending..." : "Send Message"}
                </button>
              </div>
            </Form>
          );
        }}
      </Formik>
      <Toast message={toast} onDismiss={() => setToast(null)} />
    </>
  );
}

/** After a failed submit, moves focus to the first field with an error, in the order shown. */
function FocusFirstError({
  formRef,
  submitCount,
  isSubmitting,
  errors,
}: {
  formRef: React.RefObject<HTMLFormElement>;
  submitCount: number;
  isSubmitting: boolean;
  errors: FormikErrors<ContactMessage>;
}) {
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount <= handled.current) return;
    handled.current = submitCount;
    const first = contactFieldNames.find((name) => errors[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
  }, [formRef, submitCount, isSubmitting, errors]);
  return null;
}

const form = css`
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
    border: 1px solid #8a94a6;
    border-radius: ${radii.sm};
    background: ${colors.surface};
    color: ${colors.text};
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

const honeypot = css`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
