/**
 * `npm start`: runs Netlify's local server (the arguments are passed to the `netlify` command) and
 * first prints where the owner inbox and the health check are. Without OWNER_SECRET in the
 * environment, a fresh one is made for this session, so the local inbox is never open to anyone
 * on the network who guesses a default.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const portIndex = args.indexOf("--port");
const port = portIndex >= 0 ? args[portIndex + 1] : "8888";
const origin = `http://localhost:${port}`;

const chosen = Boolean(process.env.OWNER_SECRET?.trim());
const ownerSecret = chosen ? process.env.OWNER_SECRET.trim() : randomBytes(12).toString("base64url");

console.log(
  [
    "",
    `Owner inbox (every contact message stored locally, spam apart): ${origin}/.netlify/functions/contact-inbox`,
    chosen
      ? "  Sign in with any user name and the password in OWNER_SECRET."
      : `  Sign in with any user name and the password ${ownerSecret} (made for this session; set OWNER_SECRET to choose one).`,
    `Health check for an uptime monitor: ${origin}/.netlify/functions/contact-health`,
    "Emails land in outbox/ as .eml files unless SMTP_URL is set.",
    "",
  ].join("\n"),
);

const child = spawn(path.join(root, "node_modules/.bin/netlify"), args, {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, OWNER_SECRET: ownerSecret },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
