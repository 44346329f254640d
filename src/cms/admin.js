/*
 * The site's additions to the content editor (Decap CMS), served as /admin/admin.js before
 * Decap's bundle. Plain browser script: Decap's bundle carries its own React and exposes
 * `CMS` and `h` (React.createElement) on window.
 *
 * - JSON is written back in the key order and indentation it was read in, so a change of one field
 *   is a change of one line. Files whose top level is a list (case studies, redirects) stay lists
 *   on disk: a format reads them as `{ items: [...] }` for the editor and writes the list back. An
 *   article's frontmatter is edited in place (frontmatter-format.js, imported with the YAML
 *   library).
 * - Sample material shows what replaces it at the top of its form (the `sample-note` widget); once
 *   the author turns its flag off, the note goes with it.
 * - The validation messages are the content model's wording (phrases.json, written at build);
 *   every text field checks its {tokens} as the build does, every problem is listed above the
 *   form, a picture already chosen shows in its field, and the phone number shows the number the
 *   site dials.
 * - Every upload gets a name of its own, so it never replaces another entry's picture.
 * - Previews of an article and a service page in the site's styles (preview.css).
 * - On this machine (localhost) the local backend writes straight to content/, so entries are
 *   saved directly rather than as drafts for review, and "View Live" opens this machine's site.
 */
/* global CMS, h, createClass */
window.CMS_MANUAL_INIT = true;

(function () {
  var LIST_FORMAT = "json-list";
  var LIST_KEY = "items";
  var ARTICLE_FORMAT = "mdx-frontmatter"; // src/cms/config.ts: ARTICLE_FORMAT
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
  /** An article's format (frontmatter-format.js), made once its module and the YAML library have loaded. */
  var articleFormat = null;

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

  /** The data to write, in the file's key order, and the file as it was read (for its layout); `read` is the format's reading of it. */
  function toWrite(data, read) {
    var context = saving || { fields: [], raw: "" };
    saving = null;
    var original;
    try {
      original = context.raw ? read(context.raw) : undefined;
    } catch (error) {
      original = undefined; // unreadable: written as a new file is
    }
    return { data: inOrder(data, original, context.fields), raw: original === undefined ? "" : context.raw };
  }

  function readJson(text) {
    var value = JSON.parse(text);
    return Array.isArray(value) ? { items: value } : value;
  }

  function registerFormats() {
    CMS.registerCustomFormat(LIST_FORMAT, "json", {
      fromFile: readJson,
      toFile: function (data) {
        var file = toWrite(data, readJson);
        return json(file.data[LIST_KEY] || [], file.raw);
      },
    });
    // Content files end with a newline, as every other editor of this repository writes them.
    CMS.registerCustomFormat("site-json", "json", {
      fromFile: function (content) {
        return JSON.parse(content);
      },
      toFile: function (data) {
        var file = toWrite(data, JSON.parse);
        return json(file.data, file.raw);
      },
    });
    CMS.registerCustomFormat(ARTICLE_FORMAT, "mdx", {
      fromFile: articleFormat.fromFile,
      toFile: function (data) {
        var file = toWrite(data, articleFormat.fromFile);
        return articleFormat.toFile(file.data, file.raw);
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

  function registerPhrases(widgetPhrases) {
    var english = CMS.getLocale("en");
    var editor = Object.assign({}, english.editor);
    var pane = Object.assign({}, editor.editorControlPane);
    pane.widget = Object.assign({}, pane.widget, widgetPhrases);
    editor.editorControlPane = pane;
    // Decap says this only of a missing field; the summary above the form lists every problem.
    var toast = Object.assign({}, english.ui.toast, { missingRequiredField: "Not saved: see the problems listed above the form." });
    var ui = Object.assign({}, english.ui, { toast: toast });
    CMS.registerLocale("en", Object.assign({}, english, { editor: editor, ui: ui }));
  }

  /** Copy's tokens ({phone}, {turnaround.film}) as the site fills them in. */
  var tokens = {};
  /** How the build's checks word a problem with a token (phrases.json: src/cms/messages.ts, editorChecks). */
  var checks = {};
  function fill(value) {
    return String(value).replace(new RegExp(checks.tokenPattern, "g"), function (token, name) {
      return Object.prototype.hasOwnProperty.call(tokens, name) ? tokens[name] : token;
    });
  }

  /** A message with Decap's placeholders (%{name}) filled. */
  function phrase(template, values) {
    return template.replace(/%\{(\w+)\}/g, function (placeholder, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? values[name] : placeholder;
    });
  }

  /*
   * Checks at the field, as the build makes them across files (src/lib/content-checks.ts): every
   * {token} in copy names a company detail or a fact; in an article's body (MDX prose) braces are
   * code, so a fact is written <Fact name="…" /> and must name one. Decap shows a widget's
   * `isValid` error under the field when the author saves, and refuses the save.
   */
  function tokenProblem(value, props) {
    var field = props.field;
    if (typeof value !== "string" || !/[{<]/.test(value)) return null;
    var known = Object.keys(tokens);
    var label = field.get("label") || field.get("name");
    var isKnown = function (name) {
      return known.indexOf(name) !== -1;
    };
    var unknown = function (token) {
      return phrase(checks.unknownToken, { fieldLabel: label, token: token, known: known.join(", ") });
    };
    var pattern = new RegExp(checks.tokenPattern, "g");
    var match;
    if (field.get("widget") === "markdown") {
      var tags = new RegExp(checks.factTagPattern, "g");
      while ((match = tags.exec(value))) if (!isKnown(match[1])) return unknown(match[0]);
      match = pattern.exec(value);
      return match ? phrase(checks.tokenInProse, { fieldLabel: label, token: match[0], name: match[1] }) : null;
    }
    while ((match = pattern.exec(value))) if (!isKnown(match[1])) return unknown(match[0]);
    return null;
  }

  /*
   * The problems that stop a save, listed above the form. Decap marks each field, but says so at
   * the top only for a missing one, and a refused length, pattern or token lay further down the
   * form with nothing saying why nothing was saved. Every control the site wraps (all text,
   * pictures) is handed the entry's problems; the list follows them as they are fixed.
   */
  var problems = { errors: {}, scheduled: false };

  function showProblems(fieldsErrors) {
    problems.errors = fieldsErrors && fieldsErrors.toJS ? fieldsErrors.toJS() : {};
    if (problems.scheduled) return;
    problems.scheduled = true;
    window.requestAnimationFrame(function () {
      problems.scheduled = false;
      renderProblems();
    });
  }

  /** The labels of a field and the blocks around it, outermost first: "Call to action › Heading". */
  function labelsOf(id) {
    var labels = [];
    var label = document.querySelector('label[for="' + id + '"]');
    var container = label && label.closest('[class*="ControlContainer"]');
    while (container) {
      var own = container.querySelector("label");
      if (own) labels.unshift(own.firstChild ? own.firstChild.textContent : own.textContent);
      container = container.parentElement && container.parentElement.closest('[class*="ControlContainer"]');
    }
    return labels;
  }

  function renderProblems() {
    var found = [];
    Object.keys(problems.errors).forEach(function (id) {
      (problems.errors[id] || []).forEach(function (error) {
        if (error && error.message) found.push({ id: id, message: error.message });
      });
    });
    // In the order of the form, top to bottom.
    var labelOf = function (problem) {
      return document.querySelector('label[for="' + problem.id + '"]');
    };
    found.sort(function (a, b) {
      var first = labelOf(a);
      var second = labelOf(b);
      if (!first || !second) return first ? -1 : second ? 1 : 0;
      return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    });
    var existing = document.getElementById("gf-problems");
    var panes = document.querySelectorAll('[class*="ControlPaneContainer"]');
    var form = panes.length ? panes[panes.length - 1] : null;
    if (!found.length || !form) {
      if (existing) existing.remove();
      return;
    }
    var box = existing || document.createElement("section");
    box.id = "gf-problems";
    box.setAttribute("role", "alert");
    box.setAttribute("aria-labelledby", "gf-problems-heading");
    box.className = "gf-problems";
    box.textContent = "";
    var heading = document.createElement("h2");
    heading.id = "gf-problems-heading";
    heading.textContent =
      "Not saved: " + (found.length === 1 ? "1 problem" : found.length + " problems") + " to fix first, each shown at its field";
    var list = document.createElement("ul");
    found.forEach(function (problem) {
      var item = document.createElement("li");
      var button = document.createElement("button");
      button.type = "button";
      var where = labelsOf(problem.id).slice(0, -1);
      button.textContent = (where.length ? where.join(" › ") + " › " : "") + problem.message;
      button.addEventListener("click", function () {
        var label = document.querySelector('label[for="' + problem.id + '"]');
        if (label) label.scrollIntoView({ block: "center" });
        var control = document.getElementById(problem.id);
        if (control) control.focus();
      });
      button.addEventListener("keydown", function (event) {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          button.click();
        }
      });
      item.appendChild(button);
      list.appendChild(item);
    });
    box.appendChild(heading);
    box.appendChild(list);
    if (!existing) form.insertBefore(box, form.firstChild);
  }

  /** The inner control a wrapper renders, as Decap's own widget would hold it. */
  function innerOf(instance) {
    var ref = instance.inner;
    return ref && ref.getWrappedInstance ? ref.getWrappedInstance() : ref;
  }

  /**
   * Decap asks a control whether it needs drawing again (a picture's control does when the media
   * library hands it the chosen picture); a wrapper answers as the control it wraps does, and
   * draws itself whenever its own state changed.
   */
  function updatesAsInner(next, state) {
    if (state !== undefined && state !== this.state) return true;
    var inner = innerOf(this);
    return inner && inner.shouldComponentUpdate ? inner.shouldComponentUpdate(next) : true;
  }

  /**
   * One of Decap's controls with the site's check added (`check(value, props)` returns a message or
   * null), reporting the entry's problems to the list above the form.
   */
  function checkedControl(base, check, render) {
    return createClass({
      isValid: function () {
        var message = check ? check(this.props.value, this.props) : null;
        if (message) return { error: { type: "CUSTOM", message: message } };
        var inner = innerOf(this);
        return inner && inner.isValid ? inner.isValid() : true;
      },
      getValidateValue: function () {
        var inner = innerOf(this);
        return inner && inner.getValidateValue ? inner.getValidateValue() : undefined;
      },
      focus: function (path) {
        var inner = innerOf(this);
        if (inner && inner.focus) inner.focus(path);
        else if (document.getElementById(this.props.forID)) document.getElementById(this.props.forID).focus();
      },
      componentDidMount: function () {
        showProblems(this.props.fieldsErrors);
      },
      componentDidUpdate: function () {
        showProblems(this.props.fieldsErrors);
      },
      shouldComponentUpdate: updatesAsInner,
      keepInner: function (ref) {
        this.inner = ref;
      },
      render: function () {
        var control = h(base, Object.assign({}, this.props, { ref: this.keepInner }));
        return render ? render(control, this.props) : control;
      },
    });
  }

  /** The number the site's Call links dial, as src/lib/site-details.ts (internationalPhone) derives it from the number shown. */
  function internationalPhone(phone) {
    var digits = String(phone).replace(/[^\d+]/g, "");
    return digits.charAt(0) === "+" ? digits : "+44" + digits.replace(/^0/, "");
  }

  /** The phone number, with the number the site's Call links will dial shown under it as it is typed. */
  function withDialledNumber(control, props) {
    var phone = (props.value || "").trim();
    var valid = phone && new RegExp(props.field.getIn(["pattern", 0])).test(phone);
    return h(
      "div",
      null,
      control,
      h(
        "p",
        { className: "gf-dialled", "data-testid": "dialled-number" },
        valid
          ? "The site's Call links dial " + internationalPhone(phone) + "."
          : "The site's Call links dial this number once it is a whole UK number.",
      ),
    );
  }

  /*
   * A picture's control that shows the picture already chosen. Decap asks for the picture once,
   * gets a blank stand-in while it loads, and never asks again, so every picture in use showed as
   * an empty box. This asks again until the picture has loaded, then hands Decap's control a new
   * `getAsset`, which makes it ask once more and show it.
   */
  function imageControl(base) {
    return createClass({
      getInitialState: function () {
        return { loaded: 0 };
      },
      componentDidMount: function () {
        this.watch();
        showProblems(this.props.fieldsErrors);
      },
      componentDidUpdate: function (previous) {
        if (previous.value !== this.props.value) this.watch();
        showProblems(this.props.fieldsErrors);
      },
      componentWillUnmount: function () {
        window.clearTimeout(this.timer);
      },
      shouldComponentUpdate: updatesAsInner,
      keepInner: function (ref) {
        this.inner = ref;
      },
      watch: function () {
        this.tries = 0;
        window.clearTimeout(this.timer);
        this.look();
      },
      look: function () {
        var value = this.props.value;
        if (!value || typeof value !== "string") return;
        var asset = this.props.getAsset(value, this.props.field);
        if (asset && asset.path !== "empty.svg") this.setState({ loaded: this.state.loaded + 1 });
        else if ((this.tries += 1) < 100) this.timer = window.setTimeout(this.look, 150);
      },
      render: function () {
        var props = this.props;
        if (this.bound !== props.getAsset || this.boundAt !== this.state.loaded) {
          this.bound = props.getAsset;
          this.boundAt = this.state.loaded;
          this.getAsset = function (path, field) {
            return props.getAsset(path, field);
          };
        }
        return h(base, Object.assign({}, props, { getAsset: this.getAsset, ref: this.keepInner }));
      },
    });
  }

  /** Decap's widget `name` with its control wrapped, everything else about it kept. */
  function wrapWidget(name, wrap) {
    var widget = CMS.getWidget(name);
    CMS.registerWidget(name, wrap(widget.control), widget.preview, widget.schema);
    Object.assign(CMS.getWidget(name), { globalStyles: widget.globalStyles, allowMapValue: widget.allowMapValue });
  }

  function registerWidgets() {
    var string = CMS.getWidget("string");
    CMS.registerWidget("phone", checkedControl(string.control, null, withDialledNumber), string.preview);
    CMS.registerWidget("sample-note", sampleNote());
    ["string", "text", "markdown"].forEach(function (name) {
      wrapWidget(name, function (control) {
        return checkedControl(control, tokenProblem);
      });
    });
    wrapWidget("image", imageControl);
  }

  /*
   * An upload never replaces another entry's picture: Decap names an upload after the file the
   * author chose and, when a picture of that name is already in the folder, offers to replace it,
   * for every entry that uses it. Each file chosen is given a name of its own before Decap sees it:
   * the author's name, then a mark made from the file's size and date, the same each time the same
   * file is chosen.
   */
  function uniqueName(file) {
    var dot = file.name.lastIndexOf(".");
    var stem = dot > 0 ? file.name.slice(0, dot) : file.name;
    var extension = dot > 0 ? file.name.slice(dot) : "";
    var mark = (file.size * 31 + file.lastModified).toString(36).slice(-6);
    return new File([file], stem + "-" + mark + extension, { type: file.type, lastModified: file.lastModified });
  }

  function nameUploads() {
    document.addEventListener(
      "change",
      function (event) {
        var input = event.target;
        if (!(input instanceof HTMLInputElement) || input.type !== "file" || !input.files || !input.files.length) return;
        var renamed = new DataTransfer();
        Array.prototype.forEach.call(input.files, function (file) {
          renamed.items.add(uniqueName(file));
        });
        input.files = renamed.files;
      },
      true,
    );
  }

  /** The look of what the site adds to the editor's form, beside Decap's own styles. */
  var EDITOR_CSS = [
    ".gf-problems { position: sticky; top: 0; z-index: 1; max-height: 40vh; overflow: auto; margin: 0 0 16px; padding: 12px 16px;",
    "  background: #fff5f5; border: 2px solid #c4162a; border-radius: 5px; color: #1e2532; font-size: 14px; line-height: 1.5; }",
    ".gf-problems h2 { margin: 0 0 4px; font-size: 15px; }",
    ".gf-problems ul { margin: 0; padding-left: 20px; }",
    ".gf-problems button { font: inherit; color: inherit; background: none; border: 0; padding: 0; text-align: left; vertical-align: top;",
    "  text-decoration: underline; cursor: pointer; }",
    ".gf-problems button:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }",
    ".gf-dialled { margin: 8px 0 0; font-size: 14px; }",
  ].join("\n");

  /**
   * The stylesheet of the site's additions. Alt text, needed with a picture and left out without
   * one, is never labelled "(optional)" as Decap labels every field it need not check.
   */
  function addStyles(config) {
    var names = {};
    var collect = function (fields) {
      (fields || []).forEach(function (field) {
        if (field.altFor) names[field.name] = true;
        collect(field.fields);
        if (field.field) collect([field.field]);
      });
    };
    (config.collections || []).forEach(function (collection) {
      collect(collection.fields);
      (collection.files || []).forEach(function (file) {
        collect(file.fields);
      });
    });
    var style = document.createElement("style");
    var altLabels = Object.keys(names).map(function (name) {
      return 'label[for^="' + name + '-field-"] > span';
    });
    style.textContent = EDITOR_CSS + (altLabels.length ? "\n" + altLabels.join(",\n") + " { display: none; }" : "");
    document.head.appendChild(style);
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
      // Alt text describes its picture: with the picture removed, it goes too.
      if (field.altFor && value != null && data && data.get && isMissing(data.get(field.altFor.field))) {
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

  /*
   * A new article's file name is made from its title (config.ts: slug); Decap keeps "_" and "~",
   * which the model's file names do not allow, so the build would refuse the file.
   */
  function checkNewFileName(collection, entry, found) {
    if (!collection || collection.slug !== "{{slug}}" || !entry.get("newRecord")) return;
    var identifier = collection.identifier_field || "title";
    var value = String(entry.getIn(["data", identifier]) || "");
    if (!/[_~]/.test(value)) return;
    var field = (collection.fields || []).find(function (candidate) {
      return candidate.name === identifier;
    });
    found.problems.push(
      (field ? field.label : identifier) + ' makes the page\'s address, which has only letters, figures and hyphens: leave out "_" and "~"',
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
        checkNewFileName(findCollection(config, event.entry), event.entry, found);
        if (found.problems.length) {
          var message = found.problems.join("; ");
          var error = new Error(message);
          // Decap shows "Failed to persist entry: <error>"; the model's sentence, without "Error: ".
          error.toString = function () {
            return message;
          };
          throw error;
        }
        saving = { fields: fields, raw: event.entry.get("raw") || "" };
        return found.drop.reduce(function (result, at) {
          return result.deleteIn(at);
        }, data);
      },
    });
  }

  function start(config, phrases, values) {
    tokens = values;
    checks = phrases.checks;
    registerFormats();
    registerPhrases(phrases.widget);
    registerChecks(config);
    registerWidgets();
    nameUploads();
    addStyles(config);
    CMS.registerPreviewStyle("/admin/preview.css");
    CMS.registerPreviewTemplate("blog-article", ArticlePreview);
    CMS.registerPreviewTemplate("service", ServicePreview);
    // The configuration is generated at build (config.json), so Decap is told not to look for a config.yml.
    var overrides = { load_config_file: false };
    if (local) {
      overrides.publish_mode = "simple";
      // "View Live" and the preview links open the page on the site being edited, not the live site.
      overrides.site_url = window.location.origin;
      overrides.display_url = window.location.origin;
    }
    CMS.init({ config: Object.assign({}, config, overrides) });
  }

  window.addEventListener("DOMContentLoaded", function () {
    var load = function (file) {
      return fetch("/admin/" + file, { cache: "no-store" }).then(function (response) {
        return response.json();
      });
    };
    Promise.all([
      load("config.json"),
      load("phrases.json"),
      load("tokens.json"),
      import("/admin/yaml/index.js"),
      import("/admin/frontmatter-format.js"),
    ]).then(function (loaded) {
      articleFormat = loaded[4].frontmatterFormat(loaded[3]);
      start(loaded[0], loaded[1], loaded[2]);
    });
  });
})();
