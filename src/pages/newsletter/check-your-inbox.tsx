import { NewsletterNotice, NewsletterNoticeHead } from "../../components/newsletter/NewsletterNotice";
import { NEWSLETTER_PAGES } from "../../lib/routes";

export default function NewsletterCheckInboxPage() {
  return <NewsletterNotice name="checkInbox" />;
}

export function Head() {
  return <NewsletterNoticeHead name="checkInbox" path={NEWSLETTER_PAGES.checkInbox} />;
}
