import { LANDING_PATH } from "../../lib/routes";

/**
 * What a preview takes from the built site: the answers the build gave the page queries, from the
 * page data Gatsby writes for every page (so it is what the site shows now, under `gatsby build`
 * and `gatsby develop` alike). Only what the build alone makes is read from them (./built-answer.ts):
 * the pictures through the image pipeline, the artwork, read times, the build's date.
 */
export interface BuiltSite {
  /** The built answer to the chrome's static query (src/hooks/use-site-data.ts). */
  siteData: unknown;
  /** The built answer to the query of the page at `path`: undefined until loaded, null for a page the build has not made. */
  page(path: string): unknown;
  /** Loads the built answer of the page at `path`, once. */
  load(path: string): Promise<unknown>;
}

interface PageData {
  /** A page without a query of its own (a newsletter page) has no `data`. */
  result: { data?: unknown };
  staticQueryHashes: string[];
}

/** A page's data file, by the page's address, as Gatsby names it. */
export const pageDataFile = (path: string) => `/page-data${path === "/" ? "/index" : path.replace(/\/$/, "")}/page-data.json`;

/** `read` fetches a file of the built site by its address (`/page-data/...`) and parses its JSON; it fails for a file the site does not have. */
export async function loadBuiltSite(read: (address: string) => Promise<unknown>): Promise<BuiltSite> {
  const answers = new Map<string, Promise<unknown>>();
  const loaded = new Map<string, unknown>();
  const load = (path: string) => {
    let answer = answers.get(path);
    if (!answer) {
      answer = (read(pageDataFile(path)) as Promise<PageData>).then(
        (data) => data.result.data ?? null,
        // A page not built yet (a new entry's): nothing of the build's to show.
        () => null,
      );
      answers.set(path, answer);
      void answer.then((data) => loaded.set(path, data));
    }
    return answer;
  };
  // The site has one static query (src/hooks/use-site-data.ts), which every page uses.
  const landing = (await read(pageDataFile(LANDING_PATH))) as PageData;
  const [hash] = landing.staticQueryHashes;
  if (!hash) throw new Error(`${pageDataFile(LANDING_PATH)} names no static query`);
  answers.set(LANDING_PATH, Promise.resolve(landing.result.data ?? null));
  loaded.set(LANDING_PATH, landing.result.data ?? null);
  const siteData = ((await read(`/page-data/sq/d/${hash}.json`)) as { data: unknown }).data;
  return { siteData, page: (path) => loaded.get(path), load };
}
