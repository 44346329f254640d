import { NewsletterNotice, NewsletterNoticeHead } from "../../components/newsletter/NewsletterNotice";
import { NEWSLETTER_PAGES } from "../../lib/routes";

export default function NewsletterConfirmedPage() {
  return <NewsletterNotice name="confirmed" />;
}

export function Head() {
  return <NewsletterNoticeHead name="confirmed" path={NEWSLETTER_PAGES.confirmed} />;
}
