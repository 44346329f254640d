/**
 * The confirmation email of a newsletter signup. Like every email to a subscriber, it carries an
 * unsubscribe link in its text and the one-click headers of RFC 8058, with which a mail client's
 * own Unsubscribe button removes the address by one POST.
 */
import { siteFiles } from "../../../src/content-model/site-files";
import { escapeHtml } from "../common/escape";
import type { OutgoingEmail } from "../common/mailer";

const { newsletter: copy, site } = siteFiles;

export interface SubscriberLinks {
  confirmUrl: string;
  unsubscribeUrl: string;
}

/** The RFC 8058 headers; every email to a subscriber sets them. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

export function confirmationEmail(options: { to: string; from: string; links: SubscriberLinks; messageId: string }): OutgoingEmail {
  const { links } = options;
  const text = [
    copy.email.greeting,
    "",
    copy.email.confirmIntro,
    "",
    copy.email.confirmAction,
    links.confirmUrl,
    "",
    copy.email.confirmExpiry,
    "",
    copy.email.signOff,
    "",
    "--",
    `${copy.email.unsubscribeLine} ${links.unsubscribeUrl}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="en-GB"><body style="margin:0;padding:24px;background:#f4f6fa;font-family:Arial,sans-serif;color:#182238;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:10px;padding:28px">
<p style="margin:0 0 20px;font-weight:800;color:#0b1d3a">${escapeHtml(site.name)}</p>
<p>${escapeHtml(copy.email.greeting)}</p>
<p>${escapeHtml(copy.email.confirmIntro)}</p>
<p>${escapeHtml(copy.email.confirmAction)}</p>
<p><a href="${escapeHtml(links.confirmUrl)}" style="display:inline-block;background:#c2461a;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:700">${escapeHtml(copy.email.confirmButton)}</a></p>
<p style="font-size:14px;color:#4a5568">${escapeHtml(copy.email.confirmExpiry)}</p>
<p>${escapeHtml(copy.email.signOff)}</p>
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:13px;color:#4a5568">${escapeHtml(copy.email.unsubscribeLine)} <a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#4a5568">${escapeHtml(links.unsubscribeUrl)}</a></p>
</body></html>`;
  return {
    from: options.from,
    to: options.to,
    subject: copy.email.confirmSubject,
    messageId: options.messageId,
    headers: unsubscribeHeaders(links.unsubscribeUrl),
    text,
    html,
  };
}
