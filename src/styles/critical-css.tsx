import createCache from "@emotion/cache";
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
  const { styles } = extractCriticalToChunks(html);
  return {
    html,
    styles: styles.map(({ key, ids, css }) => (
      <style key={`${key} ${ids.join(" ")}`} data-emotion={`${key} ${ids.join(" ")}`} data-s="" dangerouslySetInnerHTML={{ __html: css }} />
    )),
  };
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
