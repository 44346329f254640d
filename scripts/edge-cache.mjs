/**
 * A stand-in for Netlify's CDN in front of the local Netlify server, for the measurements in
 * bench.mjs. COMPRESS=0 sends text uncompressed.
 */
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { parseAllHeaders } from "@netlify/headers-parser";

const compress = process.env.COMPRESS !== "0";

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Stands in front of the local Netlify server as Netlify's CDN stands in front of a deploy: text
 * is sent with Brotli, and each answer is kept after the first request and served from memory
 * (the CDN keeps a deploy's files at its edge until the next deploy, whatever their
 * Cache-Control says to browsers). Without this, the local server's work on every request would
 * compete with the page being measured for the same CPUs.
 *
 * It also sends the headers the build's `_headers` gives each path, as the CDN does: the local
 * server answers every file `max-age=0` whatever `_headers` says, so a browser asked again for a
 * script it already had (one year, immutable, on Netlify) and downloaded it whole a second time.
 * A request that names the ETag it holds is answered 304, as the CDN answers it.
 */
export async function startEdgeCache(listenPort, targetPort, buildDir) {
  const { headers: rules } = await parseAllHeaders({
    headersFiles: [path.join(buildDir, "public", "_headers")],
    configHeaders: [],
    minimal: false,
  });
  // Every matching rule in file order, a later one's value replacing an earlier one's, as Netlify applies them.
  const headersFor = (urlPath) => Object.assign({}, ...rules.filter((rule) => rule.forRegExp.test(urlPath)).map((rule) => rule.values));
  const cache = new Map();
  const fetchUpstream = (request, wantsBrotli) =>
    new Promise((resolve, reject) => {
      const upstream = http.request(
        {
          host: "localhost",
          port: targetPort,
          path: request.url,
          method: "GET",
          headers: { ...request.headers, "accept-encoding": "identity" },
        },
        (answer) => {
          const chunks = [];
          answer.on("data", (chunk) => chunks.push(chunk));
          answer.on("error", reject);
          answer.on("end", async () => {
            const headers = { ...answer.headers };
            let body = Buffer.concat(chunks);
            if (compress && wantsBrotli && COMPRESSIBLE.test(String(headers["content-type"] ?? "")) && !headers["content-encoding"]) {
              body = await promisify(zlib.brotliCompress)(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
              headers["content-encoding"] = "br";
              headers.vary = "Accept-Encoding";
            }
            delete headers["transfer-encoding"];
            delete headers.connection;
            for (const [name, value] of Object.entries(headersFor(new URL(request.url, "http://edge").pathname)))
              headers[name.toLowerCase()] = value;
            headers["content-length"] = String(body.length);
            resolve({ status: answer.statusCode ?? 502, headers, body });
          });
        },
      );
      upstream.on("error", reject);
      upstream.end();
    });
  const server = http.createServer(async (request, response) => {
    if (request.method !== "GET") {
      response.writeHead(405).end();
      return;
    }
    const wantsBrotli = /\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""));
    const key = `${request.url} ${wantsBrotli}`;
    if (!cache.has(key)) cache.set(key, fetchUpstream(request, wantsBrotli));
    try {
      const { status, headers, body } = await cache.get(key);
      if (status === 200 && headers.etag && request.headers["if-none-match"] === headers.etag) {
        const { "content-length": _length, ...unchanged } = headers;
        response.writeHead(304, unchanged).end();
        return;
      }
      response.writeHead(status, headers).end(body);
    } catch {
      cache.delete(key);
      response.writeHead(502).end();
    }
  });
  return new Promise((resolve) => server.listen(listenPort, () => resolve(server)));
}
