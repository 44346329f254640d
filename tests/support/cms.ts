/**
 * A working copy of the site for the content editor's tests: the repository's source with its own
 * content/ (node_modules linked), so the editor's saves and a build of them never touch the
 * repository's content or the build the other tests serve. Gatsby always writes public/ and
 * .cache/ beside its configuration, so the copy holds the code too, not only content/.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";

const repository = path.resolve(__dirname, "../..");
/** Build output, tools' state and local data: never part of the copy. */
const NOT_COPIED = new Set([
  "node_modules",
  "public",
  ".cache",
  ".git",
  ".netlify",
  "outbox",
  "test-results",
  "playwright-report",
  "reports",
  "coverage",
]);

export interface SiteCopy {
  root: string;
  content: string;
  remove(): void;
}

export function copySite(): SiteCopy {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "gridline-cms-"));
  for (const entry of fs.readdirSync(repository)) {
    if (NOT_COPIED.has(entry)) continue;
    fs.cpSync(path.join(repository, entry), path.join(root, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(repository, "node_modules"), path.join(root, "node_modules"), "dir");
  return { root, content: path.join(root, "content"), remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface LocalBackend {
  port: number;
  stop(): void;
}

/** Decap's local backend (decap-server) writing into the copy, on a free port. */
export async function startLocalBackend(root: string): Promise<LocalBackend> {
  const port = await freePort();
  const child: ChildProcess = spawn(path.join(repository, "node_modules/.bin/decap-server"), [], {
    env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: root, MODE: "fs", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("decap-server did not start")), 20_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      if (/listening on/.test(String(chunk))) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`decap-server exited with ${code}`)));
  });
  return { port, stop: () => child.kill() };
}

/** The editor's configuration looks for the local backend where `npm run cms` starts it; these tests run theirs elsewhere. */
export const LOCAL_BACKEND_ORIGIN = "http://localhost:8081";

export interface EditorWatch {
  /** Every request the page made to another host. */
  elsewhere: string[];
  /** What the editor's security policy blocked. */
  blocked: string[];
}

/** Opens the editor against the copy, signed in to the local backend; what it watches is checked at the end of a test. */
export async function openEditor(page: Page, backend: LocalBackend, hash = ""): Promise<EditorWatch> {
  const elsewhere: string[] = [];
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
  });
  page.on("request", (request) => {
    const { protocol, hostname } = new URL(request.url());
    if (["data:", "blob:"].includes(protocol)) return;
    if (hostname !== "localhost" && hostname !== "127.0.0.1") elsewhere.push(request.url());
  });
  await page.route(`${LOCAL_BACKEND_ORIGIN}/**`, (route) =>
    route.continue({ url: route.request().url().replace(LOCAL_BACKEND_ORIGIN, `http://localhost:${backend.port}`) }),
  );
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: /New / }).or(page.getByText("Collections")).first().waitFor();
  if (hash) await page.goto(`/admin/${hash}`);
  return { elsewhere, blocked };
}

/** Saves the entry open in the editor as an author on this machine does (the local backend publishes at once). */
export async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/** The messages the editor shows under its fields. */
export const fieldErrors = (page: Page) => page.locator("[class*=ControlErrorsList] li, ul[class*=rror] li");

/** A built page's HTML by its address, where the Netlify adapter put it (`/blog` is `blog.html`). */
export function builtHtml(publicDir: string, pagePath: string): string {
  const candidates = [`${pagePath}.html`, `${pagePath}/index.html`].map((file) => path.join(publicDir, file));
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`No built page for ${pagePath} in ${publicDir}`);
  return fs.readFileSync(found, "utf8");
}
