/**
 * Decap keeps a backup of an open entry's unsaved work in the browser (IndexedDB, through
 * localForage, under `backup.<collection>.<slug>`, a new entry's under `backup.<collection>`) and
 * offers it back the next time the entry opens. Leaving the editor altogether (another address, a
 * reload, closing the tab) with unsaved work first asks in the browser's own words, so a page that
 * goes has been left on purpose: the work was dropped, and offering it back later says otherwise.
 * As the page goes, the entry it showed is noted in local storage (the one store written at once,
 * whatever the browser does next); the next time the editor starts, before Decap reads any
 * backup, the noted entries' backups are forgotten. Work lost without that answer (a crash, a
 * machine switched off) is still offered back.
 */
import { entryScreen, type EntryScreen } from "./routes";

/** Where the entries left on purpose are noted until the editor next starts. */
export const DROPPED = "editor-dropped-backups";
/** localForage's own database and store, which Decap's backups are kept in. */
const DATABASE = "localforage";
const STORE = "keyvaluepairs";

/** Decap's key for an entry's backup. */
export const backupKey = ({ collection, slug }: EntryScreen) => `backup.${collection}${slug === null ? "" : `.${slug}`}`;

function noted(storage: Storage): string[] {
  try {
    const keys: unknown = JSON.parse(storage.getItem(DROPPED) ?? "[]");
    return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === "string") : [];
  } catch {
    return [];
  }
}

/** As the page goes: notes the backup of the entry its address names, if it names one. */
export function noteDropped(hash: string, storage: Storage): void {
  const screen = entryScreen(hash);
  if (!screen) return;
  const keys = new Set([...noted(storage), backupKey(screen)]);
  storage.setItem(DROPPED, JSON.stringify([...keys]));
}

/** Deletes these keys from localForage's store; a browser that never kept a backup has no database, and none is made. */
function deleteBackups(keys: readonly string[], databases: IDBFactory): Promise<void> {
  return new Promise((resolve, reject) => {
    const opening = databases.open(DATABASE);
    // No database yet: none is made here (localForage makes its own, with its store, when Decap first writes).
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onerror = () =>
      opening.error?.name === "AbortError" ? resolve() : reject(opening.error ?? new Error("IndexedDB did not open"));
    opening.onsuccess = () => {
      const database = opening.result;
      if (!database.objectStoreNames.contains(STORE)) {
        database.close();
        resolve();
        return;
      }
      const deleting = database.transaction(STORE, "readwrite");
      for (const key of keys) deleting.objectStore(STORE).delete(key);
      deleting.oncomplete = () => {
        database.close();
        resolve();
      };
      deleting.onerror = () => {
        database.close();
        reject(deleting.error ?? new Error("The backups were not deleted"));
      };
    };
  });
}

/**
 * Before Decap starts: forgets the backups of the entries left on purpose, then the note. A
 * failure leaves the note for the next start and lets the editor open (Decap may then offer that
 * backup once more, which loses nothing).
 */
export async function forgetDropped(storage: Storage, databases: IDBFactory | undefined): Promise<void> {
  const keys = noted(storage);
  if (!keys.length || !databases) return;
  try {
    await deleteBackups(keys, databases);
    storage.removeItem(DROPPED);
  } catch (error) {
    console.warn("The editor could not forget the unsaved work of entries left on purpose:", error);
  }
}

/** A page the browser kept and brought back (Back to the editor) holds its work again: its entry is no longer noted. */
export function unnoteReturned(hash: string, storage: Storage): void {
  const screen = entryScreen(hash);
  if (!screen) return;
  const keys = noted(storage).filter((key) => key !== backupKey(screen));
  if (keys.length) storage.setItem(DROPPED, JSON.stringify(keys));
  else storage.removeItem(DROPPED);
}

/** Wires them into the editor's page. */
export async function dropBackupsOfLeftEntries(window: Window): Promise<void> {
  window.addEventListener("pagehide", () => noteDropped(window.location.hash, window.localStorage));
  window.addEventListener("pageshow", (event) => event.persisted && unnoteReturned(window.location.hash, window.localStorage));
  await forgetDropped(window.localStorage, window.indexedDB);
}
