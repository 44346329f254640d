/** Where the browser sends forms; both are Netlify functions (netlify/functions). */
export const CONTACT_ENDPOINT = "/.netlify/functions/send-contact-email";
export const SUBSCRIBE_ENDPOINT = "/.netlify/functions/subscribe";
