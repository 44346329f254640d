/*
 * LinkedIn Insight Tag bootstrap. The consent provider adds this file only after the visitor has
 * allowed marketing, then adds LinkedIn's insight.min.js once this has run. It is a file rather
 * than LinkedIn's inline snippet so that the Content-Security-Policy needs no script hashes.
 */
(function () {
  var script = document.currentScript;
  var partnerId = script && script.getAttribute("data-partner-id");
  if (!partnerId) return;

  window._linkedin_partner_id = partnerId;
  window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || [];
  window._linkedin_data_partner_ids.push(partnerId);
  if (!window.lintrk) {
    // Queues calls made before insight.min.js arrives; LinkedIn's script replays them.
    window.lintrk = function lintrk(action, data) {
      window.lintrk.q.push([action, data]);
    };
    window.lintrk.q = [];
  }
})();
