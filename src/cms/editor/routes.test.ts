import {
  editorHistory,
  entryScreen,
  formKeys,
  keepsOldForm,
  type HistoryAction,
  type HistoryLocation,
  type UserConfirmation,
} from "./routes";

const at = (hash: string) => {
  const screen = entryScreen(hash);
  if (!screen) throw new Error(`${hash} names no entry`);
  return screen;
};

describe("the entry an editor address names", () => {
  it("is an entry of a collection, a new one, or none", () => {
    expect(entryScreen("#/collections/service/entries/animated-explainer-videos-milton-keynes")).toEqual({
      collection: "service",
      slug: "animated-explainer-videos-milton-keynes",
    });
    expect(entryScreen("#/collections/blog-article/new")).toEqual({ collection: "blog-article", slug: null });
    expect(entryScreen("#/collections/service/entries/a?ref=workflow")).toEqual({ collection: "service", slug: "a" });
    expect(entryScreen("#/collections/service")).toBeNull();
    expect(entryScreen("#/media")).toBeNull();
  });
});

describe("a move from one entry's address to another's", () => {
  it("keeps Decap's old form for another existing entry, of the same collection or another, however the address moved", () => {
    expect(keepsOldForm(at("#/collections/service/entries/a"), at("#/collections/service/entries/b"))).toBe(true);
    expect(keepsOldForm(at("#/collections/service/entries/a"), at("#/collections/site-settings/entries/site-settings"))).toBe(true);
    // Decap's own move to a new entry's address after its first save.
    expect(keepsOldForm(at("#/collections/service/new"), at("#/collections/service/entries/drone-filming"))).toBe(true);
    // Between new entries of two collections Decap keeps the first one's empty form.
    expect(keepsOldForm(at("#/collections/service/new"), at("#/collections/industry/new"))).toBe(true);
  });

  it("leaves the form alone where Decap draws one of its own: the same entry, or a new one after an entry (a duplicate, Publish and create new)", () => {
    expect(keepsOldForm(at("#/collections/service/entries/a"), at("#/collections/service/entries/a?ref=workflow"))).toBe(false);
    expect(keepsOldForm(at("#/collections/service/entries/a"), at("#/collections/service/new"))).toBe(false);
    expect(keepsOldForm(at("#/collections/service/entries/a"), at("#/collections/industry/new"))).toBe(false);
  });
});

/** A tab as the editor sees it: the address, the history's entries with their state, the author's answers. */
function tab(answers: boolean[] = [], first = "#/collections/service/entries/a") {
  const entries: { hash: string; state: unknown }[] = [{ hash: first, state: null }];
  let at = 0;
  const calls = { go: [] as number[], questions: [] as string[] };
  const browser = {
    location: {
      get hash() {
        return entries[at].hash;
      },
    },
    history: {
      get state() {
        return entries[at].state;
      },
      replaceState: (state: unknown) => void (entries[at].state = state),
      go: (delta: number) => {
        calls.go.push(delta);
        at += delta;
      },
    },
    confirm: (message: string) => {
      calls.questions.push(message);
      return answers.shift() ?? false;
    },
  };
  /** The author types an address, or Decap pushes one: a new entry after the one shown. */
  const push = (hash: string) => {
    entries.splice(at + 1, entries.length, { hash, state: null });
    at += 1;
  };
  /** Decap replaces the address (`location.replace`): the entry's state goes with it. */
  const replace = (hash: string) => void (entries[at] = { hash, state: null });
  const traverse = (delta: number) => void (at += delta);
  return { browser, calls, push, replace, traverse, at: () => entries[at].hash };
}

/** Decap's history as the editor is handed it: a location, listeners, and the question it was made with. */
function decapHistory(pathname: string) {
  const listeners: ((location: HistoryLocation, action: HistoryAction) => void)[] = [];
  let ask: UserConfirmation = () => undefined;
  const history = {
    location: { pathname, search: "" },
    listen: (listener: (location: HistoryLocation, action: HistoryAction) => void) => {
      listeners.push(listener);
      return () => undefined;
    },
  };
  const create = (options: { getUserConfirmation: UserConfirmation }) => {
    ask = options.getUserConfirmation;
    return history;
  };
  /** A move Decap makes (PUSH, REPLACE) or is told of (POP), once allowed. */
  const moved = (to: string, action: HistoryAction) => {
    history.location = { pathname: to, search: "" };
    for (const listener of listeners) listener(history.location, action);
  };
  /** Decap's open entry blocks a move with unsaved changes: what the author answered, null for no answer given to Decap. */
  const blocked = () => {
    let answer: boolean | null = null;
    ask("Leave without saving?", (ok) => void (answer = ok));
    return answer;
  };
  return { create, moved, blocked };
}

describe("leaving an entry with unsaved changes", () => {
  const entryB = "/collections/service/entries/b";

  it("after a typed address: one question; Stay takes the address back to the entry, without telling Decap to move", () => {
    const browser = tab([false]);
    const decap = decapHistory("/collections/service/entries/a");
    editorHistory(decap.create, browser.browser);
    browser.push(`#${entryB}`);
    expect(decap.blocked()).toBeNull();
    expect(browser.calls.questions).toHaveLength(1);
    expect(browser.calls.go).toEqual([-1]);
    expect(browser.at()).toBe("#/collections/service/entries/a");
  });

  it("after Back or Forward: Stay goes the other way, by as many steps as the author went", () => {
    const browser = tab([false, false]);
    const decap = decapHistory("/collections/service/entries/a");
    editorHistory(decap.create, browser.browser);
    // Two entries opened one after the other, Decap following the address.
    browser.push(`#${entryB}`);
    decap.moved(entryB, "POP");
    browser.push("#/collections/service/entries/c");
    decap.moved("/collections/service/entries/c", "POP");
    browser.traverse(-2);
    expect(decap.blocked()).toBeNull();
    expect(browser.calls.go).toEqual([2]);
    expect(browser.at()).toBe("#/collections/service/entries/c");
    // Back to b with nothing unsaved (Decap follows), changes there, then Forward.
    browser.traverse(-1);
    decap.moved(entryB, "POP");
    browser.traverse(1);
    expect(decap.blocked()).toBeNull();
    expect(browser.calls.go).toEqual([2, -1]);
    expect(browser.at()).toBe(`#${entryB}`);
  });

  it("keeps each entry's place through Decap's own moves, a replaced address keeping its place", () => {
    const browser = tab([false], "#/collections/service");
    const decap = decapHistory("/collections/service");
    editorHistory(decap.create, browser.browser);
    browser.push("#/collections/service/entries/a");
    decap.moved("/collections/service/entries/a", "PUSH");
    browser.replace("#/collections/service/entries/a2");
    decap.moved("/collections/service/entries/a2", "REPLACE");
    browser.traverse(-1);
    expect(decap.blocked()).toBeNull();
    expect(browser.calls.go).toEqual([1]);
  });

  it("on a move Decap makes itself (the list, Delete's way out), leaves the answer to Decap: the address has not moved", () => {
    const stay = tab([false]);
    const decap = decapHistory("/collections/service/entries/a");
    editorHistory(decap.create, stay.browser);
    expect(decap.blocked()).toBe(false);
    expect(stay.calls.go).toEqual([]);
    const leave = tab([true]);
    const decapToo = decapHistory("/collections/service/entries/a");
    editorHistory(decapToo.create, leave.browser);
    leave.push(`#${entryB}`);
    expect(decapToo.blocked()).toBe(true);
    expect(leave.calls.go).toEqual([]);
  });
});

describe("the key of Decap's form", () => {
  it("changes where Decap would keep the form of the entry before, and only there", () => {
    const keyAt = formKeys();
    const first = keyAt("/collections/service/entries/a");
    expect(keyAt("/collections/service/entries/a")).toBe(first);
    // Another entry by a changed address: a form of its own.
    const second = keyAt("/collections/service/entries/b");
    expect(second).not.toBe(first);
    // A duplicate: Decap fills in the form it has.
    expect(keyAt("/collections/service/new")).toBe(second);
    // A new entry's first save: the entry opened afresh, as from its list.
    const saved = keyAt("/collections/service/entries/drone-filming");
    expect(saved).not.toBe(second);
    expect(keyAt("/collections/industry/new")).toBe(saved);
    expect(keyAt("/collections/service/new")).not.toBe(saved);
  });
});
