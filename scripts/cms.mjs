/**
 * `npm run cms`: the content editor on this machine, with no account. Starts Decap's local backend
 * (decap-server, which reads and writes the files in content/ directly) and the site in
 * development mode (`gatsby develop`, which rebuilds a page as soon as a saved file changes), then
 * prints the editor's address. Ctrl+C stops both.
 *
 * PORT sets the site's port (8000 by default); the local backend listens on 8081, where the
 * editor's configuration looks for it.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = process.env.PORT ?? "8000";
const bin = (name) => path.join(root, "node_modules/.bin", name);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

const children = [
  spawn(bin("decap-server"), [], { cwd: root, stdio: ["ignore", "inherit", "inherit"], env: { ...env, PORT: "8081", MODE: "fs" } }),
  spawn(bin("gatsby"), ["develop", "--port", port], { cwd: root, stdio: ["ignore", "pipe", "inherit"], env }),
];
const [, site] = children;

let announced = false;
site.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /You can now view|http:\/\/localhost:\d+\//.test(String(chunk))) {
    announced = true;
    console.log(
      [
        "",
        `Content editor: http://localhost:${port}/admin/  (no sign-in on this machine; saving writes the file in content/)`,
        `The site, updated as you save: http://localhost:${port}/video-production-milton-keynes`,
        "",
      ].join("\n"),
    );
  }
});

const stop = (signal) => children.forEach((child) => child.exitCode === null && child.kill(signal));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });
