import { Form, Formik, type FormikErrors, type FormikHelpers, type FormikProps } from "formik";
import { useEffect, useRef, useState } from "react";
import {
  contactFieldNames,
  contactMessageSchema,
  emptyContactMessage,
  newSubmissionId,
  type ContactFieldName,
  type ContactMessage,
} from "../../lib/contact-schema";
import { useSiteData } from "../../hooks/use-site-data";
import { trackConversion } from "../../lib/browser/conversions";
import { SOURCE_FIELD } from "../../lib/enquiry-source";
import { CONTACT_ENDPOINT } from "../../lib/routes";
import { enquirySourceForForm } from "../../lib/browser/visit";
import { Toast, type ToastMessage } from "../ui/Toast";
import { ContactFormFields, contactForm } from "./ContactFormFields";

/** Where the visitor was typing in the server-rendered form when this one took its place. */
export interface CarriedFocus {
  name: string;
  selectionStart: number | null;
  selectionEnd: number | null;
}

/** What the visitor had typed into the server-rendered form, and where the caret was. */
export interface CarriedEntries {
  values: Partial<ContactMessage>;
  focus: CarriedFocus | null;
}

interface ContactFormProps {
  industries: readonly string[];
  projectTypes: readonly string[];
  /** The page's path, sent with the message as where it came from. */
  pagePath: string;
  /**
   * Reads the server-rendered form this one replaces. Read while this form renders, so the two
   * swap places in one task and no keystroke falls between reading and replacing.
   */
  readCarried?: () => CarriedEntries;
  /** Send was pressed on the server-rendered form before this one arrived: that press is answered now. */
  sendOnArrival?: boolean;
}

/**
 * 'Send Us a Message' with scripts: the same fields as the server-rendered form, validated in the
 * browser with the schema the function uses and sent without leaving the page. A submission id is
 * made once per message, so retrying after a failure can never send it twice.
 */
export function ContactForm({ industries, projectTypes, pagePath, readCarried, sendOnArrival = false }: ContactFormProps) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const formCopy = useSiteData().contactForm;
  const sent: ToastMessage = { tone: "success", ...formCopy.sent };
  const failed: ToastMessage = { tone: "error", ...formCopy.failed };
  /** Netlify answers 429 once a network has sent the function's limit of messages in a minute. */
  const rateLimited: ToastMessage = { tone: "error", ...formCopy.rateLimited };
  const formRef = useRef<HTMLFormElement>(null);
  const [{ values: carriedValues, focus: carriedFocus }] = useState<CarriedEntries>(() => readCarried?.() ?? { values: {}, focus: null });
  const [initialValues] = useState(() => ({ ...emptyContactMessage(newSubmissionId()), ...carriedValues }));
  const deferWhilePressed = useDeferWhilePressed();

  useEffect(() => {
    if (!carriedFocus) return;
    const field = formRef.current?.elements.namedItem(carriedFocus.name);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
    field.focus();
    if (!(field instanceof HTMLSelectElement) && carriedFocus.selectionStart !== null) {
      try {
        field.setSelectionRange(carriedFocus.selectionStart, carriedFocus.selectionEnd);
      } catch {
        // An email input has no selection to restore.
      }
    }
  }, [carriedFocus]);

  const inFlight = useRef(false);

  const submit = async (values: ContactMessage, helpers: FormikHelpers<ContactMessage>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setToast(null);
    const submissionId = values.submissionId || newSubmissionId();
    try {
      const response = await fetch(CONTACT_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...values, submissionId, [SOURCE_FIELD]: enquirySourceForForm(pagePath) }),
      });
      if (response.ok) {
        helpers.resetForm({ values: emptyContactMessage(newSubmissionId()) });
        setToast(sent);
        // Only once the message is accepted, and only under consent (the module checks); no field's value goes with it.
        trackConversion("lead", { lead_source: "contact_form", form_page: pagePath });
        return;
      }
      if (response.status === 429) {
        setToast(rateLimited);
        return;
      }
      const body = (await response.json().catch(() => ({}))) as { fields?: FormikErrors<ContactMessage> };
      if (response.status === 422 && body.fields) helpers.setErrors(body.fields);
      setToast(failed);
    } catch {
      setToast(failed);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <>
      <Formik<ContactMessage>
        initialValues={initialValues}
        validationSchema={contactMessageSchema}
        onSubmit={submit}
        validateOnChange={false}
        // Leaving a field validates it, but never while a press is under way (see useDeferWhilePressed).
        validateOnBlur={false}
      >
        {(formik) => {
          const { isSubmitting, errors, touched, submitCount } = formik;
          const errorFor = (name: ContactFieldName) => (errors[name] && (touched[name] || submitCount > 0) ? errors[name] : undefined);
          const bind = (name: ContactFieldName | "website") => {
            const { value, onChange } = formik.getFieldProps<string>(name);
            return {
              value: value ?? "",
              onChange,
              onBlur: () => deferWhilePressed(() => void formik.setFieldTouched(name, true, true)),
            };
          };
          return (
            <Form ref={formRef} method="post" action={CONTACT_ENDPOINT} noValidate css={contactForm} aria-label={formCopy.formLabel}>
              <FocusFirstError formRef={formRef} formik={formik} />
              <SendOnArrival when={sendOnArrival} formik={formik} />
              <ContactFormFields
                industries={industries}
                projectTypes={projectTypes}
                bind={bind}
                errorFor={errorFor}
                submitting={isSubmitting}
              />
            </Form>
          );
        }}
      </Formik>
      <Toast message={toast} onDismiss={() => setToast(null)} dismissLabel={formCopy.dismissLabel} />
    </>
  );
}

/**
 * Runs a layout-changing update now, or, while a mouse button or finger is down, just after the
 * press ends. Leaving a field clears or shows its error line, which moves everything below it; done
 * between the press and the release of Send, that moved the button from under the pointer and the
 * click was lost. Deferred, the click lands where the visitor pressed, at any width.
 */
function useDeferWhilePressed() {
  const pressed = useRef(false);
  const waiting = useRef<(() => void)[]>([]);
  useEffect(() => {
    const flush = () => {
      const tasks = waiting.current.splice(0);
      tasks.forEach((task) => task());
    };
    const down = () => {
      pressed.current = true;
    };
    const up = () => {
      pressed.current = false;
      // After the click that follows this release has been dispatched.
      setTimeout(flush, 0);
    };
    document.addEventListener("pointerdown", down, true);
    document.addEventListener("pointerup", up, true);
    document.addEventListener("pointercancel", up, true);
    return () => {
      document.removeEventListener("pointerdown", down, true);
      document.removeEventListener("pointerup", up, true);
      document.removeEventListener("pointercancel", up, true);
    };
  }, []);
  return (task: () => void) => {
    if (pressed.current) waiting.current.push(task);
    else task();
  };
}

/** Answers a press of Send made before this form arrived, as if made on it: validated, then sent or marked. */
function SendOnArrival({ when, formik }: { when: boolean; formik: FormikProps<ContactMessage> }) {
  const answered = useRef(!when);
  const { submitForm } = formik;
  useEffect(() => {
    if (answered.current) return;
    answered.current = true;
    void submitForm();
  }, [submitForm]);
  return null;
}

/** After a failed submit, moves focus to the first field with an error, in the order shown. */
function FocusFirstError({ formRef, formik }: { formRef: React.RefObject<HTMLFormElement>; formik: FormikProps<ContactMessage> }) {
  const { submitCount, isSubmitting, errors } = formik;
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount <= handled.current) return;
    handled.current = submitCount;
    const first = contactFieldNames.find((name) => errors[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
  }, [formRef, submitCount, isSubmitting, errors]);
  return null;
}
