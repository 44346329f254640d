/** Paths the code links to by name; every other path comes from content. */
export const LANDING_PATH = "/video-production-milton-keynes";
export const CONTACT_FORM_PATH = "/contact#send-message";
export const BLOG_PATH = "/blog";
export const CASE_STUDIES_PATH = "/case-studies";
