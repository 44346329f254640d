import { css } from "@emotion/react";
import { useState, type FormEvent } from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { PRIVACY_POLICY_PATH, SUBSCRIBE_ENDPOINT } from "../../lib/routes";
import type { SubscribeSource } from "../../lib/subscribe-schema";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import { buttonStyles } from "../ui/Button";
import { Honeypot } from "../ui/Honeypot";

interface SubscribeFormProps {
  source: SubscribeSource;
  placeholder: string;
  buttonLabel: string;
}

type Outcome = { kind: "success" | "error"; text: string } | null;

/**
 * Newsletter signup used by the blog and the footer. It is a plain HTML form posting to the
 * subscribe function, so it works before and without scripts (the function then answers with a
 * page); once scripts run, it answers in place instead. It sits on every page, so it avoids a form
 * library, and loads the shared validation rules only when someone submits.
 */
export function SubscribeForm({ source, placeholder, buttonLabel }: SubscribeFormProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const copy = useSiteData().newsletter;
  // Named by the form's place: a page has at most one form per place.
  const id = `subscribe-${source}`;
  const emailId = `${id}-email`;
  const statusId = `${id}-status`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const request = { email: String(data.get("email") ?? ""), website: String(data.get("website") ?? ""), source };
    setSending(true);
    setOutcome(null);
    try {
      const { subscribeSchema } = await import(/* webpackChunkName: "subscribe-schema" */ "../../lib/subscribe-schema");
      try {
        await subscribeSchema.validate(request);
      } catch (error) {
        setInvalid(true);
        setOutcome({ kind: "error", text: (error as Error).message });
        form.querySelector<HTMLInputElement>(`#${CSS.escape(emailId)}`)?.focus();
        return;
      }
      setInvalid(false);
      const response = await fetch(SUBSCRIBE_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(request),
      });
      if (response.status === 429) {
        setOutcome({ kind: "error", text: copy.form.rateLimited });
        return;
      }
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      if (!response.ok) {
        setOutcome({ kind: "error", text: body.message ?? copy.form.failed });
        return;
      }
      setOutcome({ kind: "success", text: body.message ?? copy.form.confirmationSent });
      form.reset();
    } catch {
      setOutcome({ kind: "error", text: copy.form.failed });
    } finally {
      setSending(false);
    }
  };

  return (
    <form css={form} method="post" action={SUBSCRIBE_ENDPOINT} noValidate onSubmit={submit} data-testid={`subscribe-${source}`}>
      <input type="hidden" name="source" value={source} />
      <div css={row}>
        <label htmlFor={emailId} className="visually-hidden">
          {copy.form.emailLabel}
        </label>
        <input
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={placeholder}
          css={input}
          aria-invalid={invalid}
          aria-describedby={statusId}
          onInput={() => invalid && setInvalid(false)}
        />
        <Honeypot id={`${id}-website`} label={copy.form.honeypotLabel} />
        <button type="submit" css={buttonStyles.primary} disabled={sending}>
          {sending ? copy.form.sending : buttonLabel}
        </button>
      </div>
      <p id={statusId} css={message} role="status">
        {outcome ? <span data-kind={outcome.kind}>{outcome.text}</span> : null}
      </p>
      <p css={consent}>
        {copy.form.consentBefore} <a href={PRIVACY_POLICY_PATH}>{copy.form.consentLink}</a>.
      </p>
    </form>
  );
}

const form = css`
  text-align: left;
`;

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

const input = css`
  flex: 1 1 14rem;
  min-height: 2.875rem;
  padding: 0.6rem 1rem;
  border-radius: ${radii.pill};
  border: 1px solid ${colors.inkLine};
  background: ${colors.surface};
  color: ${colors.text};
  &[aria-invalid="true"] {
    border-color: ${colors.danger};
    box-shadow: 0 0 0 2px ${colors.danger};
  }
`;

const message = css`
  min-height: 1.5em;
  margin: ${space.sm} 0 0;
  font-size: ${fontSizes.sm};
  font-weight: 600;
  color: ${colors.dangerOnInk};
  [data-kind="success"] {
    color: ${colors.successOnInk};
  }
`;

const consent = css`
  margin: ${space.xs} 0 0;
  font-size: ${fontSizes.xs};
  color: ${colors.onInkMuted};
  a {
    color: ${colors.onInk};
    text-decoration: underline;
  }
`;
