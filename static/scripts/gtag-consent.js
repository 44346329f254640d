/*
 * Google Analytics 4 bootstrap with Google Consent Mode v2. The consent provider adds this file
 * only after the visitor has allowed analytics, and adds gtag.js only after this has run, so the
 * defaults below are queued before Google's code reads them. It is a file rather than inline code
 * so that the Content-Security-Policy needs no script hashes.
 */
(function () {
  var script = document.currentScript;
  var measurementId = script && script.getAttribute("data-measurement-id");
  if (!measurementId) return;

  window.dataLayer = window.dataLayer || [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array copy of it.
    window.dataLayer.push(arguments);
  };

  window.gtag("consent", "default", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  });
  // Advertising signals stay denied: the cookie policy promises Google Analytics is not linked
  // to Google's advertising products, and marketing consent covers LinkedIn only.
  window.gtag("consent", "update", { analytics_storage: "granted" });
  window.gtag("js", new Date());
  window.gtag("config", measurementId, {
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  });
})();
