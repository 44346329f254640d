import { backupKey, DROPPED, noteDropped, unnoteReturned } from "./backups";

/** Local storage as the browser keeps it, for one test. */
function storage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}
const noted = (store: Storage) => JSON.parse(store.getItem(DROPPED) ?? "[]") as string[];

describe("the unsaved work of an entry left by leaving the editor altogether", () => {
  it("is noted under Decap's key for the entry's backup, an existing entry's and a new one's, once each", () => {
    const store = storage();
    noteDropped("#/collections/service/entries/animated-explainer-videos", store);
    noteDropped("#/collections/blog-article/new", store);
    noteDropped("#/collections/service/entries/animated-explainer-videos", store);
    expect(noted(store)).toEqual(["backup.service.animated-explainer-videos", "backup.blog-article"]);
    expect(backupKey({ collection: "service", slug: "x" })).toBe("backup.service.x");
  });

  it("is not noted when the page showed no entry (a list, the picture library)", () => {
    const store = storage();
    noteDropped("#/collections/service", store);
    noteDropped("#/media", store);
    expect(store.getItem(DROPPED)).toBeNull();
  });

  it("is no longer noted when the browser brings the page back with the work in it", () => {
    const store = storage();
    noteDropped("#/collections/service/entries/a", store);
    noteDropped("#/collections/service/entries/b", store);
    unnoteReturned("#/collections/service/entries/a", store);
    expect(noted(store)).toEqual(["backup.service.b"]);
    unnoteReturned("#/collections/service/entries/b", store);
    expect(store.getItem(DROPPED)).toBeNull();
  });
});
