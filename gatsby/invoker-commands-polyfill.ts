/**
 * The invoker commands polyfill a browser without them loads (src/lib/browser/invoker-commands.ts): the
 * package's own minified build, written into the site under a name that carries its content's
 * hash, so the CDN's immutable rule for /static/ can keep it a year and an upgrade gets a new name.
 * The pages name it at render time (gatsby-ssr.tsx) and the build writes it afterwards
 * (gatsby/post-build.ts), both from here.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/** The package's browser build (its `exports` map's `browser` entry): applies itself where invoker commands are missing. */
const SOURCE = "node_modules/invokers-polyfill/invoker.min.js";

export interface InvokerCommandsPolyfill {
  /** Where the site serves it. */
  publicPath: string;
  source: Buffer;
}

export function invokerCommandsPolyfill(): InvokerCommandsPolyfill {
  const source = readFileSync(path.resolve(SOURCE));
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 16);
  return { publicPath: `/static/invokers-polyfill-${hash}.js`, source };
}

export async function writeInvokerCommandsPolyfill(publicDir: string): Promise<string> {
  const { publicPath, source } = invokerCommandsPolyfill();
  const file = path.join(publicDir, publicPath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, source);
  return file;
}
