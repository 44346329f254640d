/** Paths the code links to by name; every other path comes from content. */
export const LANDING_PATH = "/video-production-milton-keynes";
export const CONTACT_FORM_PATH = "/contact#send-message";
/** Where a contact form posted without scripts lands once the message is stored (noindex). */
export const CONTACT_THANK_YOU_PATH = "/contact/thank-you";
export const BLOG_PATH = "/blog";
export const CASE_STUDIES_PATH = "/case-studies";
