import { css } from "@emotion/react";
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { colors, mq, space } from "../../styles/theme";

const ContactForm = lazy(() => import("./ContactForm").then((module) => ({ default: module.ContactForm })));

interface LazyContactFormProps {
  industries: readonly string[];
  projectTypes: readonly string[];
  email: string;
}

/**
 * Most visitors never reach the form, so its code (Formik and the shared schema) loads only when
 * the form is about to scroll into view. The reserved space keeps the page from jumping.
 */
export function LazyContactForm({ industries, projectTypes, email }: LazyContactFormProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: "800px 0px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const placeholder = <div css={reserved} aria-busy="true" />;
  return (
    <div ref={slot}>
      {near ? (
        <Suspense fallback={placeholder}>
          <ContactForm industries={industries} projectTypes={projectTypes} />
        </Suspense>
      ) : (
        placeholder
      )}
      <noscript>
        <p css={noScript}>
          This form needs JavaScript. Email us at <a href={`mailto:${email}`}>{email}</a> instead.
        </p>
      </noscript>
    </div>
  );
}

/** The loaded form's height, so nothing below it moves when it arrives (fields stack on phones). */
const reserved = css`
  min-height: 51.5rem;
  ${mq.sm} {
    min-height: 34.3rem;
  }
`;

const noScript = css`
  padding: ${space.md};
  border: 1px solid ${colors.line};
`;
