/*
 * The site's additions to the content editor (Decap CMS), served as /admin/admin.js before
 * Decap's bundle. Plain browser script: Decap's bundle carries its own React and exposes
 * `CMS` and `h` (React.createElement) on window.
 *
 * - JSON is written back in the key order and indentation it was read in, so a change of one field
 *   is a change of one line. Files whose top level is a list (case studies, redirects) stay lists
 *   on disk: a format reads them as `{ items: [...] }` for the editor and writes the list back.
 * - Sample material shows what replaces it at the top of its form (the `sample-note` widget); once
 *   the author turns its flag off, the note goes with it.
 * - The validation messages are the content model's wording (phrases.json, written at build).
 * - Previews of an article and a service page in the site's styles (preview.css).
 * - On this machine (localhost) the local backend writes straight to content/, so entries are
 *   saved directly rather than as drafts for review.
 */
/* global CMS, h, createClass */
window.CMS_MANUAL_INIT = true;

(function () {
  var LIST_FORMAT = "json-list";
  var LIST_KEY = "items";
  var local = ["localhost", "127.0.0.1"].indexOf(window.location.hostname) !== -1;

  /*
   * A saved JSON file reads as it did: content is formatted by hand, so the file as it was read is
   * the pattern. Whatever the author left unchanged is written as the file had it, character for
   * character; a changed value is written in its place, on one line if it was on one line; an
   * object or list that spanned lines keeps its indentation, one key or item per line.
   */

  /** The JSON text parsed into nodes that remember where each value was written. */
  function sourceOf(text) {
    var at = 0;
    var space = function () {
      while (/\s/.test(text.charAt(at))) at += 1;
    };
    var skipString = function () {
      at += 1;
      while (text.charAt(at) !== '"') at += text.charAt(at) === "\\" ? 2 : 1;
      at += 1;
    };
    /** The indentation of the line `index` is on. */
    var indentAt = function (index) {
      var lineStart = text.lastIndexOf("\n", index - 1) + 1;
      return /^[ \t]*/.exec(text.slice(lineStart))[0];
    };
    var node = function () {
      space();
      var start = at;
      var first = text.charAt(at);
      var result = { start: start };
      if (first === "{" || first === "[") {
        var close = first === "{" ? "}" : "]";
        at += 1;
        result.children = first === "{" ? {} : [];
        space();
        result.inner = null;
        while (text.charAt(at) !== close) {
          if (result.inner === null) result.inner = indentAt(at);
          var key = null;
          if (first === "{") {
            var keyStart = at;
            skipString();
            key = JSON.parse(text.slice(keyStart, at));
            space();
            at += 1; // the colon
          }
          var child = node();
          if (first === "{") result.children[key] = child;
          else result.children.push(child);
          space();
          if (text.charAt(at) === ",") at += 1;
          space();
        }
        at += 1;
      } else if (first === '"') skipString();
      else while (at < text.length && !/[\s,\]}]/.test(text.charAt(at))) at += 1;
      result.end = at;
      result.text = text.slice(start, at);
      result.multiline = /\n/.test(result.text);
      result.indent = indentAt(start);
      result.value = JSON.parse(result.text);
      return result;
    };
    try {
      return node();
    } catch (error) {
      return null; // unreadable: written as a new file is
    }
  }

  function same(a, b) {
    return JSON.stringify(a) === JSON.stringify(b);
  }

  /** A value on one line, with the spacing the files use: `{ "a": 1 }`, `["a", "b"]`. */
  function oneLine(value) {
    if (Array.isArray(value)) return "[" + value.map(oneLine).join(", ") + "]";
    if (value !== null && typeof value === "object") {
      var keys = Object.keys(value);
      if (!keys.length) return "{}";
      return (
        "{ " +
        keys
          .map(function (key) {
            return JSON.stringify(key) + ": " + oneLine(value[key]);
          })
          .join(", ") +
        " }"
      );
    }
    return JSON.stringify(value);
  }

  /** `value` written where `source` was (null for a new value), at `indent`. */
  function printed(value, source, indent) {
    if (source && same(value, source.value)) return source.text;
    var isList = Array.isArray(value);
    if (value === null || typeof value !== "object") return JSON.stringify(value);
    if (source && !source.multiline) return oneLine(value);
    var inner = source && source.inner !== null ? source.inner : indent + "  ";
    var closing = source ? source.indent : indent;
    var parts = isList
      ? value.map(function (item, index) {
          var before = source && Array.isArray(source.children) ? source.children[index] : null;
          return inner + printed(item, before || null, inner);
        })
      : Object.keys(value).map(function (key) {
          var before = source && source.children && !Array.isArray(source.children) ? source.children[key] : null;
          return inner + JSON.stringify(key) + ": " + printed(value[key], before || null, inner);
        });
    if (!parts.length) return isList ? "[]" : "{}";
    return (isList ? "[" : "{") + "\n" + parts.join(",\n") + "\n" + closing + (isList ? "]" : "}");
  }

  /** A JSON file written as `raw` was laid out (a new file: two-space indentation), ending with a newline. */
  function json(value, raw) {
    var source = raw ? sourceOf(raw) : null;
    return printed(value, source, "") + "\n";
  }

  /*
   * Decap keeps an entry in maps that forget the order of their keys, so left alone it would write
   * a file's keys in an order of its own. Before a save, the check below leaves the file as it was
   * read (`raw`) and the fields of its form here; the format then writes each object's keys in
   * the order the file had them, and a key the file did not have where the form puts it.
   */
  var saving = null;

  function fieldsWithin(field) {
    if (!field) return [];
    if (field.fields) return field.fields;
    return field.field ? [field.field] : [];
  }

  function inOrder(value, original, fields) {
    if (Array.isArray(value)) {
      var item = { fields: fields };
      return value.map(function (entry, index) {
        return inOrder(entry, Array.isArray(original) ? original[index] : undefined, fieldsWithin(item));
      });
    }
    if (!value || typeof value !== "object") return value;
    var before = original && typeof original === "object" && !Array.isArray(original) ? Object.keys(original) : [];
    var form = fields.map(function (field) {
      return field.name;
    });
    var rank = function (key) {
      var at = before.indexOf(key);
      if (at !== -1) return at;
      // A new key goes after the last key before it in the form that the file already had.
      var position = form.indexOf(key);
      var after = -1;
      for (var index = 0; index < position; index += 1) after = Math.max(after, before.indexOf(form[index]));
      return after + 0.5 + (position === -1 ? form.length : position) / 1000;
    };
    var result = {};
    Object.keys(value)
      .sort(function (a, b) {
        return rank(a) - rank(b);
      })
      .forEach(function (key) {
        var field = fields.find(function (candidate) {
          return candidate.name === key;
        });
        result[key] = inOrder(value[key], original ? original[key] : undefined, fieldsWithin(field));
      });
    return result;
  }

  /** The data to write, in the file's key order, and the file as it was read (for its layout). */
  function toWrite(data) {
    var context = saving || { original: undefined, fields: [], raw: "" };
    saving = null;
    return { data: inOrder(data, context.original, context.fields), raw: context.raw };
  }

  function registerFormats() {
    CMS.registerCustomFormat(LIST_FORMAT, "json", {
      fromFile: function (content) {
        var value = JSON.parse(content);
        return Array.isArray(value) ? { items: value } : value;
      },
      toFile: function (data) {
        var file = toWrite(data);
        return json(file.data[LIST_KEY] || [], file.raw);
      },
    });
    // Content files end with a newline, as every other editor of this repository writes them.
    CMS.registerCustomFormat("site-json", "json", {
      fromFile: function (content) {
        return JSON.parse(content);
      },
      toFile: function (data) {
        var file = toWrite(data);
        return json(file.data, file.raw);
      },
    });
  }

  /** The note of sample material, at the top of its form: what replaces it, and how to say it is real. Made once Decap has loaded. */
  var sampleNote = function () {
    return createClass({
      render: function () {
        var props = this.props;
        var note = props.value || "";
        var input = h("textarea", {
          id: props.forID,
          className: props.classNameWrapper,
          value: note,
          rows: 3,
          onChange: function (event) {
            props.onChange(event.target.value);
          },
          onFocus: props.setActiveStyle,
          onBlur: props.setInactiveStyle,
        });
        if (!note.trim()) return input;
        return h(
          "div",
          null,
          h(
            "div",
            { role: "note", style: { border: "2px solid currentColor", borderRadius: "5px", padding: "12px 16px", margin: "0 0 8px" } },
            h("strong", null, "Sample material. "),
            "This stands in for the company's own. Replace it with: ",
            h("em", null, note),
            " Once the material is real, turn off Sample and publish: this note goes with the flag.",
          ),
          input,
        );
      },
    });
  };

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
    return isNaN(date.getTime())
      ? iso
      : date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
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
      ? h(
          "figure",
          { className: "gf-figure" },
          alt
            ? h("img", { src: props.getAsset(image, imageField(props)).toString(), alt: alt })
            : h("p", { className: "gf-missing" }, "Add the image's alt text: the article cannot be saved without it."),
        )
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
      h(
        "header",
        { className: "gf-hero" },
        h(
          "div",
          { className: "gf-wrap" },
          h("p", { className: "gf-eyebrow" }, get(hero, "eyebrow")),
          h("h1", null, get(hero, "headline")),
          h("p", null, get(hero, "intro")),
        ),
      ),
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
      closing
        ? h(
            "section",
            { className: "gf-wrap" },
            h("div", { className: "gf-closing" }, h("h2", null, get(closing, "heading")), h("p", null, get(closing, "body"))),
          )
        : null,
    );
  }

  /*
   * Before every save: what Decap's own checks cannot see. Decap checks an object's fields even
   * when the object is left out, so inside an optional object nothing is `required` for Decap; the
   * fields the model requires there are marked `requiredWhenParentFilled` (src/cms/config.ts). Once
   * such an object has anything in it, they are checked here, in the build's words, naming the
   * field by its labels ("Comparison › Heading is required"); a throw refuses the save and Decap
   * shows the message. An optional object left with nothing in it is dropped, as if never opened.
   */
  var REQUIRED = "is required"; // src/content-model/messages.ts: predicates.required()

  function isEmpty(value) {
    if (value == null || value === false) return true;
    if (typeof value === "string") return value.trim() === "";
    if (value.toJS) value = value.toJS();
    if (Array.isArray(value)) return value.length === 0;
    if (typeof value === "object") {
      return Object.keys(value).every(function (key) {
        return isEmpty(value[key]);
      });
    }
    return false;
  }

  /** Missing as the build sees it: a list or an object only when absent, text also when blank. */
  function isMissing(value) {
    return value == null || (typeof value === "string" && value.trim() === "");
  }

  function countPredicate(min, max) {
    if (min != null && max != null) return min === max ? "needs exactly " + min + " items" : "needs " + min + " to " + max + " items";
    if (min != null) return "needs at least " + min + " items";
    return "allows at most " + max + " items";
  }

  /** Problems within `data` (an Immutable map) against `fields` (plain config fields), and the optional objects to drop. */
  function checkFields(fields, data, labels, path, found) {
    fields.forEach(function (field) {
      var value = data && data.get ? data.get(field.name) : undefined;
      var label = labels.concat(field.label || field.name);
      var at = path.concat(field.name);
      var optionalObject = field.widget === "object" && !field.required && !field.requiredWhenParentFilled;
      if (optionalObject && value != null && isEmpty(value)) {
        found.drop.push(at);
        return;
      }
      // Alt text is needed once its picture is chosen (src/content-model/messages.ts: predicates.altRequired()).
      if (field.altFor && isMissing(value) && data && data.get && !isMissing(data.get(field.altFor.field))) {
        found.problems.push(label.join(" › ") + " " + field.altFor.predicate);
        return;
      }
      // Decap counts blank text ("  ") as filled in; the build trims it first.
      if ((field.requiredWhenParentFilled && isMissing(value)) || (field.required && typeof value === "string" && isMissing(value))) {
        found.problems.push(label.join(" › ") + " " + REQUIRED);
        return;
      }
      if (value == null) return;
      if (field.widget === "object" && field.fields) checkFields(field.fields, value, label, at, found);
      if (field.widget === "list" && value.size != null) {
        var within = labels.length > 0 && (field.min != null || field.max != null);
        if (within && ((field.min != null && value.size < field.min) || (field.max != null && value.size > field.max))) {
          found.problems.push(label.join(" › ") + " " + countPredicate(field.min, field.max));
        }
        if (field.fields) {
          value.forEach(function (item, index) {
            checkFields(field.fields, item, label.concat(String(index + 1)), at.concat(index), found);
          });
        }
      }
    });
    // Sample material says what replaces it (src/lib/content-checks.ts).
    var names = fields.map(function (field) {
      return field.name;
    });
    if (
      names.indexOf("sample") !== -1 &&
      names.indexOf("replaceWith") !== -1 &&
      data &&
      data.get &&
      data.get("sample") === true &&
      isMissing(data.get("replaceWith"))
    ) {
      var where = labels.length ? labels.join(" › ") : "This entry";
      found.problems.push(where + ' is flagged "sample": true without a "replaceWith" saying what replaces it');
    }
    // Material no longer flagged as a sample is real: its note and its turned-off flag leave the file.
    if (names.indexOf("sample") !== -1 && data && data.get && data.get("sample") !== true) {
      if (data.get("replaceWith") != null) found.drop.push(path.concat("replaceWith"));
      if (data.get("sample") === false) found.drop.push(path.concat("sample"));
    }
  }

  /** A page's slug field must repeat its file name, which Decap never changes once the file exists. */
  function checkSlug(collection, entry, found) {
    var match = /^\{\{fields\.(\w+)\}\}$/.exec((collection && collection.slug) || "");
    if (!match || entry.get("newRecord")) return;
    var value = entry.getIn(["data", match[1]]);
    var file = entry.get("slug");
    if (value == null || value === file) return;
    var field = (collection.fields || []).find(function (candidate) {
      return candidate.name === match[1];
    });
    found.problems.push(
      (field ? field.label : match[1]) +
        ' is "' +
        value +
        '" but the file is named "' +
        file +
        "." +
        collection.extension +
        '"; they must match',
    );
  }

  function findCollection(config, entry) {
    return (config.collections || []).find(function (candidate) {
      return candidate.name === entry.get("collection");
    });
  }

  function collectionFields(config, entry) {
    var collection = findCollection(config, entry);
    if (!collection) return [];
    if (collection.fields) return collection.fields;
    var file = (collection.files || []).find(function (candidate) {
      return candidate.name === entry.get("slug");
    });
    return (file || collection.files[0] || {}).fields || [];
  }

  function registerChecks(config) {
    CMS.registerEventListener({
      name: "preSave",
      handler: function (event) {
        var data = event.entry.get("data");
        var found = { problems: [], drop: [] };
        var fields = collectionFields(config, event.entry);
        checkFields(fields, data, [], [], found);
        checkSlug(findCollection(config, event.entry), event.entry, found);
        if (found.problems.length) {
          var message = found.problems.join("; ");
          var error = new Error(message);
          // Decap shows "Failed to persist entry: <error>"; the model's sentence, without "Error: ".
          error.toString = function () {
            return message;
          };
          throw error;
        }
        var raw = event.entry.get("raw");
        var original;
        try {
          original = raw ? JSON.parse(raw) : undefined;
        } catch (error) {
          original = undefined; // not JSON (an article's frontmatter): Decap's own format writes it
        }
        saving = { original: Array.isArray(original) ? { items: original } : original, fields: fields, raw: original ? raw : "" };
        return found.drop.reduce(function (result, at) {
          return result.deleteIn(at);
        }, data);
      },
    });
  }

  function start(config, phrases, values) {
    tokens = values;
    registerFormats();
    registerPhrases(phrases);
    registerChecks(config);
    CMS.registerWidget("sample-note", sampleNote());
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
