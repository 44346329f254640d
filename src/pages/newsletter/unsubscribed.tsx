import { NewsletterNotice, NewsletterNoticeHead } from "../../components/newsletter/NewsletterNotice";
import { NEWSLETTER_PAGES } from "../../lib/routes";

export default function NewsletterUnsubscribedPage() {
  return <NewsletterNotice name="unsubscribed" />;
}

export function Head() {
  return <NewsletterNoticeHead name="unsubscribed" path={NEWSLETTER_PAGES.unsubscribed} />;
}
