/*
 * The site's additions to the content editor (Decap CMS), served as /admin/admin.js before
 * Decap's bundle. Plain browser script: Decap's bundle carries its own React and exposes
 * `CMS` and `h` (React.createElement) on window.
 *
 * - Files whose top level is a list (case studies, redirects) stay lists on disk: a format reads
 *   them as `{ items: [...] }` for the editor and writes the list back.
 * - The validation messages are the content model's wording (phrases.json, written at build).
 * - Previews of an article and a service page in the site's styles (preview.css).
 * - On this machine (localhost) the local backend writes straight to content/, so entries are
 *   saved directly rather than as drafts for review.
 */
/* global CMS, h */
window.CMS_MANUAL_INIT = true;

(function () {
  var LIST_FORMAT = "json-list";
  var LIST_KEY = "items";
  var local = ["localhost", "127.0.0.1"].indexOf(window.location.hostname) !== -1;

  function json(value) {
    return JSON.stringify(value, null, 2) + "\n";
  }

  function registerFormats() {
    CMS.registerCustomFormat(LIST_FORMAT, "json", {
      fromFile: function (content) {
        var value = JSON.parse(content);
        return Array.isArray(value) ? { items: value } : value;
      },
      toFile: function (data) {
        return json(data[LIST_KEY] || []);
      },
    });
    // Content files end with a newline, as every other editor of this repository writes them.
    CMS.registerCustomFormat("site-json", "json", {
      fromFile: function (content) {
        return JSON.parse(content);
      },
      toFile: function (data) {
        return json(data);
      },
    });
  }

  function registerPhrases(phrases) {
    var english = CMS.getLocale("en");
    var editor = Object.assign({}, english.editor);
    var pane = Object.assign({}, editor.editorControlPane);
    pane.widget = Object.assign({}, pane.widget, phrases);
    editor.editorControlPane = pane;
    CMS.registerLocale("en", Object.assign({}, english, { editor: editor }));
  }

  /** Copy's tokens ({phone}, {turnaround.film}) as the site fills them in. */
  var tokens = {};
  function fill(value) {
    return String(value).replace(/\{([\w.]+)\}/g, function (token, name) {
      return Object.prototype.hasOwnProperty.call(tokens, name) ? tokens[name] : token;
    });
  }

  function text(entry, name) {
    var value = entry.getIn(["data", name]);
    return value == null ? "" : fill(value);
  }

  function formatDate(iso) {
    var date = new Date(iso + "T12:00:00Z");
    return isNaN(date.getTime()) ? iso : date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  }

  function imageField(props) {
    return props.fields.find(function (field) {
      return field.get("name") === "image";
    });
  }

  function ArticlePreview(props) {
    var entry = props.entry;
    var image = text(entry, "image");
    var alt = text(entry, "imageAlt");
    var figure = image
      ? h("figure", { className: "gf-figure" }, alt ? h("img", { src: props.getAsset(image, imageField(props)).toString(), alt: alt }) : h("p", { className: "gf-missing" }, "Add the image's alt text: the article cannot be saved without it."))
      : null;
    return h(
      "article",
      { className: "gf-article" },
      h(
        "p",
        { className: "gf-meta" },
        h("span", { className: "gf-category" }, text(entry, "category")),
        text(entry, "publishedAt") ? h("time", { dateTime: text(entry, "publishedAt") }, formatDate(text(entry, "publishedAt"))) : null,
        text(entry, "readTime") ? h("span", null, text(entry, "readTime")) : null,
      ),
      h("h1", null, text(entry, "title")),
      h("p", { className: "gf-excerpt" }, text(entry, "excerpt")),
      figure,
      h("div", { className: "gf-prose" }, props.widgetFor("body")),
    );
  }

  function list(value) {
    return value && value.toJS ? value.toJS() : [];
  }

  function ServicePreview(props) {
    var data = props.entry.get("data");
    var hero = data.get("hero");
    var get = function (map, key) {
      return map && map.get(key) != null ? fill(map.get(key)) : "";
    };
    var create = data.get("whatWeCreate");
    var closing = data.get("closing");
    return h(
      "div",
      null,
      h("header", { className: "gf-hero" }, h("div", { className: "gf-wrap" }, h("p", { className: "gf-eyebrow" }, get(hero, "eyebrow")), h("h1", null, get(hero, "headline")), h("p", null, get(hero, "intro")))),
      create
        ? h(
            "section",
            { className: "gf-wrap gf-section" },
            h("h2", null, get(create, "heading")),
            get(create, "intro") ? h("p", null, get(create, "intro")) : null,
            h(
              "ul",
              { className: "gf-cards" },
              list(create.get("items")).map(function (item, index) {
                return h("li", { className: "gf-card", key: index }, h("h3", null, fill(item.title)), h("p", null, fill(item.description)));
              }),
            ),
          )
        : null,
      h(
        "section",
        { className: "gf-wrap gf-section" },
        h("h2", null, "FAQ"),
        list(data.get("faq")).map(function (item, index) {
          return h("div", { className: "gf-faq", key: index }, h("h3", null, fill(item.question)), h("p", null, fill(item.answer)));
        }),
      ),
      closing ? h("section", { className: "gf-wrap" }, h("div", { className: "gf-closing" }, h("h2", null, get(closing, "heading")), h("p", null, get(closing, "body")))) : null,
    );
  }

  function start(config, phrases, values) {
    tokens = values;
    registerFormats();
    registerPhrases(phrases);
    CMS.registerPreviewStyle("/admin/preview.css");
    CMS.registerPreviewTemplate("blog-article", ArticlePreview);
    CMS.registerPreviewTemplate("service", ServicePreview);
    // The configuration is generated at build (config.json), so Decap is told not to look for a config.yml.
    var overrides = { load_config_file: false };
    if (local) overrides.publish_mode = "simple";
    CMS.init({ config: Object.assign({}, config, overrides) });
  }

  window.addEventListener("DOMContentLoaded", function () {
    var load = function (file) {
      return fetch("/admin/" + file).then(function (response) {
        return response.json();
      });
    };
    Promise.all([load("config.json"), load("phrases.json"), load("tokens.json")]).then(function (loaded) {
      start(loaded[0], loaded[1], loaded[2]);
    });
  });
})();
