import { useEffect, useRef, useState, type ComponentType, type ComponentProps } from "react";
import { contactFieldNames, newSubmissionId } from "../../lib/contact-fields";
import { useSiteData } from "../../hooks/use-site-data";
import { SOURCE_PAGE_FIELD } from "../../lib/enquiry-source";
import { CONTACT_ENDPOINT } from "../../lib/routes";
import type { CarriedEntries, CarriedFocus, ContactForm as EnhancedForm } from "./ContactForm";
import { ContactFormFields, contactForm } from "./ContactFormFields";

interface LazyContactFormProps {
  industries: readonly string[];
  projectTypes: readonly string[];
  /** The page's path, posted with the form (a hidden field written at build) so the enquiry records it. */
  pagePath: string;
}

const GOING_IN = ["focusin", "pointerdown", "keydown", "input"] as const;

type Enhanced = { Form: ComponentType<ComponentProps<typeof EnhancedForm>>; readCarried: () => CarriedEntries; sendOnArrival: boolean };

/**
 * True once the visitor has tried to send the form with a field the browser finds wrong: every such
 * field is then `:user-invalid` (a submit attempt marks them all; leaving one field marks only it).
 */
function sendWasTried(element: HTMLFormElement): boolean {
  try {
    // `:user-invalid` first: where it is unknown this throws before `:invalid` is asked, which some
    // implementations answer by checking each field and firing `invalid` at those that fail.
    const userInvalid = element.querySelectorAll(":user-invalid:not(fieldset)").length;
    return userInvalid > 0 && element.querySelectorAll(":invalid:not(fieldset)").length === userInvalid;
  } catch {
    // A browser without :user-invalid cannot tell; the press listened for below still counts.
    return false;
  }
}

/**
 * The contact form is in the page's HTML and posts to the contact function on its own, so it works
 * from the first paint and without scripts. Many visitors who see it never use it, so the code that
 * enhances it in place (Formik, the shared schema, toasts: the largest script of the site) loads
 * only when the visitor first goes into the form; it then takes over with whatever they have typed
 * and where they were typing. A submit before then is an ordinary post, never lost.
 */
export function LazyContactForm({ industries, projectTypes, pagePath }: LazyContactFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [wanted, setWanted] = useState(false);
  const [enhanced, setEnhanced] = useState<Enhanced | null>(null);
  /** Send was pressed before the enhancement arrived: it answers that press with the site's messages. */
  const sendPressed = useRef(false);
  /** The enhancement could not be fetched: the browser's own checks answer from then on. */
  const unenhanced = useRef(false);
  /** Made once scripts run, so a plain post before then lets the server make one. */
  const [submissionId, setSubmissionId] = useState("");
  const { formLabel } = useSiteData().contactForm;

  useEffect(() => {
    // Deliberately after hydration: the server's HTML must not carry an id every visitor would share.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSubmissionId(newSubmissionId());
    const element = form.current;
    if (!element) return;
    // The browser refuses a send with a field missing or wrong, firing `invalid` at each such field.
    // Its own bubble would be all the visitor gets from that press, so the site's messages answer
    // it instead once the enhancement has arrived (and the bubble comes back if it never does).
    const sendRefused = (event: Event) => {
      if (unenhanced.current) return;
      event.preventDefault();
      sendPressed.current = true;
      setWanted(true);
    };
    element.addEventListener("invalid", sendRefused, true);
    // A visitor who went into the form, or pressed Send, before its section hydrated has already asked for it.
    if (sendWasTried(element)) sendPressed.current = true;
    if (sendPressed.current || element.contains(document.activeElement) || Object.keys(carriedEntries(element).values).length > 0) {
      setWanted(true);
      return () => element.removeEventListener("invalid", sendRefused, true);
    }
    // Going in by focus, pointer, key or typing: a window without focus of its own reports no focus.
    const want = () => setWanted(true);
    for (const type of GOING_IN) element.addEventListener(type, want);
    return () => {
      element.removeEventListener("invalid", sendRefused, true);
      for (const type of GOING_IN) element.removeEventListener(type, want);
    };
  }, []);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    import(/* webpackChunkName: "contact-form-enhanced" */ "./ContactForm").then(
      (module) => {
        const element = form.current;
        if (!current || !element) return;
        setEnhanced({ Form: module.ContactForm, readCarried: () => carriedEntries(element), sendOnArrival: sendPressed.current });
      },
      () => {
        // Without the enhancement, the browser's own messages answer the press that was waiting for it.
        unenhanced.current = true;
        if (current && sendPressed.current) form.current?.reportValidity();
      },
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  if (enhanced)
    return (
      <enhanced.Form
        industries={industries}
        projectTypes={projectTypes}
        pagePath={pagePath}
        readCarried={enhanced.readCarried}
        sendOnArrival={enhanced.sendOnArrival}
      />
    );
  return (
    <form ref={form} method="post" action={CONTACT_ENDPOINT} css={contactForm} aria-label={formLabel}>
      <input type="hidden" name={SOURCE_PAGE_FIELD} value={pagePath} />
      {submissionId ? <input type="hidden" name="submissionId" value={submissionId} /> : null}
      <ContactFormFields
        industries={industries}
        projectTypes={projectTypes}
        bind={() => ({})}
        errorFor={() => undefined}
        submitting={false}
      />
    </form>
  );
}

/** What the visitor has typed so far and where, read from the server-rendered form. */
function carriedEntries(element: HTMLFormElement): CarriedEntries {
  const data = new FormData(element);
  const values: Record<string, string> = {};
  for (const name of [...contactFieldNames, "website", "submissionId"]) {
    const value = data.get(name);
    if (typeof value === "string" && value) values[name] = value;
  }
  const active = document.activeElement;
  let focus: CarriedFocus | null = null;
  if (
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement) &&
    element.contains(active)
  ) {
    const textual = !(active instanceof HTMLSelectElement);
    focus = {
      name: active.name,
      selectionStart: textual ? safely(() => active.selectionStart) : null,
      selectionEnd: textual ? safely(() => active.selectionEnd) : null,
    };
  }
  return { values, focus };
}

/** An email input throws on reading its selection. */
function safely(read: () => number | null): number | null {
  try {
    return read();
  } catch {
    return null;
  }
}
