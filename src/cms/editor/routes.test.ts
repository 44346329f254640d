import { entryScreen, keepsOldForm } from "./routes";

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
