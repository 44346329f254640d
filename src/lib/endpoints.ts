/** Where the browser sends forms; both are Netlify functions (netlify/functions). */
export const CONTACT_ENDPOINT = "/.netlify/functions/send-contact-email";
export const SUBSCRIBE_ENDPOINT = "/.netlify/functions/subscribe";
/** Where browsers send reports of content-security-policy violations (a Netlify function too). */
export const CSP_REPORT_ENDPOINT = "/.netlify/functions/csp-report";
