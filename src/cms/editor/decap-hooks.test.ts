/** @jest-environment jsdom */
import { draftShowsEntry, entryIsGone, focusFirstProblem, isRefusal } from "./decap-hooks";
import { NotSaved } from "./save";

/** jsdom lays nothing out: an element is drawn here unless it or a parent is `display: none`. */
beforeAll(() => {
  Element.prototype.getClientRects = function (this: Element) {
    const hidden = (element: Element | null): boolean =>
      !!element && ((element as HTMLElement).style?.display === "none" || hidden(element.parentElement));
    return (hidden(this) ? [] : [{}]) as unknown as DOMRectList;
  };
  Element.prototype.scrollIntoView = function () {};
});

const form = (html: string) => {
  document.body.innerHTML = html;
  return document.body;
};

describe("a Publish refused for the fields Decap marked", () => {
  it("takes the author to the first of them in the form's order, whatever order Decap keeps its messages in", () => {
    form(`
      <label for="name-field-4">Name</label><input id="name-field-4">
      <label for="intro-field-14">Intro</label><textarea id="intro-field-14"></textarea>`);
    expect(focusFirstProblem(["intro-field-14", "name-field-4"])?.id).toBe("name-field-4");
    expect(document.activeElement?.id).toBe("name-field-4");
  });

  it("focuses a control drawn inside a field of its own (the icon picker's buttons), and the fold holding a folded field", () => {
    form(`<div id="icon-field-2" role="group"><button>globe</button></div>`);
    expect(focusFirstProblem(["icon-field-2"])?.textContent).toBe("globe");
    form(`<div class="item"><button>Open</button><div style="display: none"><textarea id="answer-field-9"></textarea></div></div>`);
    expect(focusFirstProblem(["answer-field-9"])?.textContent).toBe("Open");
  });

  it("does nothing for messages of fields no longer drawn", () => {
    form(`<input id="name-field-4">`);
    expect(focusFirstProblem(["gone-field-1"])).toBeNull();
  });
});

describe("a save the check before saving refused", () => {
  it("is told apart from a failure of the backend", () => {
    expect(isRefusal(new NotSaved(["Name is required"]))).toBe(true);
    expect(String(new NotSaved(["Name is required", "Intro is required"]))).toBe("Name is required; Intro is required");
    expect(isRefusal(new Error("Failed to fetch"))).toBe(false);
  });
});

describe("entryIsGone", () => {
  it("is true for a file the local backend no longer has, and for GitHub's 404", () => {
    expect(entryIsGone({ raw: "" })).toBe(true);
    expect(entryIsGone({ raw: null })).toBe(true);
    expect(entryIsGone(undefined, Object.assign(new Error("Not Found"), { status: 404 }))).toBe(true);
  });

  it("is false for an entry with text, and for other failures, which are said as they are", () => {
    expect(entryIsGone({ raw: '{ "name": "Training Videos" }' })).toBe(false);
    expect(entryIsGone(undefined, Object.assign(new Error("Bad credentials"), { status: 401 }))).toBe(false);
    expect(entryIsGone(undefined, new TypeError("Failed to fetch"))).toBe(false);
  });
});

describe("draftShowsEntry", () => {
  const map = (values: Record<string, unknown>) => ({ get: (key: string) => values[key] });
  const draft = (entry: Record<string, unknown>) => ({ getIn: ([, key]: string[]) => entry[key] });

  it("waits for an entry's saved version to be in the form before a backup may be offered", () => {
    const loading = { slug: "training", entry: map({ isFetching: true }), entryDraft: draft({}) };
    expect(draftShowsEntry(loading)).toBe(false);
    expect(draftShowsEntry({ ...loading, entry: map({ isFetching: false }), entryDraft: draft({ slug: "another" }) })).toBe(false);
    expect(draftShowsEntry({ ...loading, entry: map({ isFetching: false }), entryDraft: draft({ slug: "training" }) })).toBe(true);
  });

  it("offers a new entry's backup once its blank form is drawn", () => {
    expect(draftShowsEntry({ newEntry: true, entryDraft: draft({}) })).toBe(false);
    expect(draftShowsEntry({ newEntry: true, entryDraft: draft({ newRecord: true }) })).toBe(true);
  });
});
