/**
 * Addresses of the newsletter's pages and functions. The pages are static and say what happened
 * after a form was posted without scripts or a link's button was pressed; they are not indexed.
 */
export const NEWSLETTER_PAGES = {
  checkInbox: "/newsletter/check-your-inbox",
  confirmed: "/newsletter/confirmed",
  unsubscribed: "/newsletter/unsubscribed",
} as const;

export const NEWSLETTER_FUNCTIONS = {
  confirm: "/.netlify/functions/newsletter-confirm",
  unsubscribe: "/.netlify/functions/newsletter-unsubscribe",
  export: "/.netlify/functions/newsletter-export",
} as const;
