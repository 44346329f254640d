/**
 * The Netlify adapter, with the site's own header rules handed to it.
 *
 * Gatsby runs the adapter last, after every `onPostBuild` step, and the adapter writes `_headers`
 * and `_redirects` itself. So the per-page Content-Security-Policy cannot be appended to
 * `_headers` afterwards (the adapter would rewrite the file), and must not be appended before
 * (the adapter drops what follows an older plugin's marker when Netlify restores a previous
 * build's `public/`). Instead the rules are computed from this build's pages and passed to the
 * adapter as its `headerRoutes`, and both files are written afresh on every build.
 */
import { promises as fs } from "fs";
import os from "os";
import path from "path";
import type { IAdapter } from "gatsby";
import createNetlifyAdapter from "gatsby-adapter-netlify";
import { NOT_FOUND_PATH, servedFile, siteHeaderRoutes, type BuiltPage } from "./security-headers";
import { restoreGatsbyPagePaths } from "./pretty-url-files";
import { removeUnpublishedFiles } from "./unpublished-files";

type AdaptContext = Parameters<IAdapter["adapt"]>[0];

/** Where Gatsby puts gatsby-config and gatsby-node compiled from this checkout, at the start of a build. */
const COMPILED_DIR = path.resolve(".cache/compiled");

/**
 * Runs the cache restore without letting it replace this build's compiled code. Gatsby compiles
 * gatsby-config and gatsby-node before the adapter restores `.cache`, and the restored `.cache`
 * holds the previous build's compiled copies: a build after a code change would otherwise run the
 * last build's gatsby-node against this checkout's templates and model.
 */
async function keepingThisBuildsCode<T>(restore: () => Promise<T>): Promise<T> {
  // Outside .cache, which the restore replaces whole.
  const kept = await fs.mkdtemp(path.join(os.tmpdir(), "gatsby-compiled-"));
  await fs.cp(COMPILED_DIR, kept, { recursive: true });
  try {
    return await restore();
  } finally {
    await fs.rm(COMPILED_DIR, { recursive: true, force: true });
    await fs.cp(kept, COMPILED_DIR, { recursive: true });
    await fs.rm(kept, { recursive: true, force: true });
  }
}

export function siteHeadersAdapter(): IAdapter {
  const netlify = createNetlifyAdapter();
  const publicDir = path.resolve("public");
  return {
    ...netlify,
    cache: {
      async restore(context) {
        const restored = await keepingThisBuildsCode(async () => netlify.cache?.restore(context));
        const moved = await restoreGatsbyPagePaths(publicDir, path.resolve("static"));
        if (moved > 0) context.reporter.info(`Put ${moved} pages back where Gatsby wrote them before the last build moved them`);
        return restored;
      },
      store: (context) => netlify.cache?.store(context),
    },
    async adapt(context: AdaptContext) {
      const pages = await builtPages(context.routesManifest);
      const headerRoutes = siteHeaderRoutes(context.headerRoutes, pages);
      await Promise.all(["_headers", "_redirects"].map((file) => fs.rm(path.join(publicDir, file), { force: true })));
      await netlify.adapt({
        routesManifest: context.routesManifest,
        functionsManifest: context.functionsManifest,
        headerRoutes,
        remoteFileAllowedUrls: context.remoteFileAllowedUrls,
        reporter: context.reporter,
        trailingSlash: context.trailingSlash,
        pathPrefix: context.pathPrefix,
      });
      // The adapter serves the `/404` page from `404.html` too, moving `404/index.html` over the
      // not-found page; on a rebuild that file can be an older render. Netlify's error page is
      // the one this build wrote, whose policy `/*` carries.
      const notFound = pages.find((page) => page.path === NOT_FOUND_PATH);
      if (notFound) await fs.writeFile(path.join(publicDir, "404.html"), notFound.html);
      const removed = await removeUnpublishedFiles(publicDir, new Set(pages.map((page) => servedFile(page.path))));
      context.reporter.info(`Wrote headers for ${pages.length} pages; left ${removed} build-only or stale files out of the deploy`);
    },
  };
}

/**
 * Every HTML page of this build, read before the adapter moves them to their pretty-URL files.
 * Page paths never end in `.html` but the not-found page's; other `.html` routes are files a
 * previous build left in `public/`. Slices (`/_gatsby/slices/...`) are pieces of pages.
 */
async function builtPages(routes: AdaptContext["routesManifest"]): Promise<BuiltPage[]> {
  const pages = routes.filter(
    (route) =>
      route.type === "static" &&
      route.filePath.endsWith(".html") &&
      (!route.path.endsWith(".html") || route.path === NOT_FOUND_PATH) &&
      !route.path.startsWith("/_gatsby/"),
  );
  // `/404` is served from `404.html`, the not-found page itself (see above), so it has no file of its own.
  const ownFiles = pages.filter((route) => !pages.some((other) => other !== route && other.path === servedFile(route.path)));
  return Promise.all(
    ownFiles.map(async (route) => ({
      path: route.path,
      html: await fs.readFile(path.resolve(route.type === "static" ? route.filePath : ""), "utf8"),
    })),
  );
}
