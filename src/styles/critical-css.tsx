import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { ReactElement, ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";

/**
 * Renders a page to HTML with the CSS it uses collected into the head.
 *
 * Left to itself, Emotion writes a `<style>` element beside every component in the server HTML,
 * and in the browser moves each of them into the head before hydrating: on the landing page that
 * was some 250 stylesheet insertions, each making the browser recompute styles, in the middle of
 * the page's start-up. Extracted, the page carries one `<style>` for the global rules and one for
 * the rest, which Emotion's browser cache adopts as they are. They carry Emotion's own mark of a
 * server style already in place (`data-s`): without it, Emotion's cache moves every server style
 * to the end of the head as it starts (for the styles it would otherwise find beside components),
 * and moving the page's two large ones made the browser parse all of the page's CSS again, about
 * 20 ms of a phone's main thread at every page load.
 */
export async function renderWithCriticalCss(body: ReactNode): Promise<{ html: string; styles: ReactElement[] }> {
  const cache = createCache({ key: "css" });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = await renderToHtml(<CacheProvider value={cache}>{body}</CacheProvider>);
  inDocumentOrder(cache, html);
  const { styles } = extractCriticalToChunks(html);
  return {
    html,
    styles: styles.map(({ key, ids, css }) => (
      <style key={`${key} ${ids.join(" ")}`} data-emotion={`${key} ${ids.join(" ")}`} data-s="" dangerouslySetInnerHTML={{ __html: css }} />
    )),
  };
}

/**
 * Emotion writes a page's rules in the order it met them, and for the parts that load lazily that
 * is the order they resolved in, which differs from build to build: the same page came out of two
 * builds with its CSS in another order. Put in the order each class first appears in the page (the
 * order a render from top to bottom meets them), every build writes the same page the same way.
 * Rules of no class in the page (global styles) keep their order, after the rest, as Emotion puts
 * them apart anyway.
 */
function inDocumentOrder(cache: EmotionCache, html: string): void {
  const firstSeen = new Map<string, number>();
  for (const match of html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9_-]+)`, "g"))) {
    if (!firstSeen.has(match[1])) firstSeen.set(match[1], match.index);
  }
  const place = (id: string) => firstSeen.get(id) ?? Number.POSITIVE_INFINITY;
  const entries = Object.entries(cache.inserted).sort(([a], [b]) => place(a) - place(b));
  for (const [id] of entries) delete cache.inserted[id];
  for (const [id, rules] of entries) cache.inserted[id] = rules;
}

/** The whole page, with every lazy part resolved, as Gatsby renders it by default. */
function renderToHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk);
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    sink.on("error", reject);
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: (error) => {
        sink.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
