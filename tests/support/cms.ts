/**
 * What the content editor's specs share: working copies of the site (./site-copy.ts) with Decap's
 * local backend writing into them, `gatsby develop` and test builds over them, the editor opened
 * signed in, and the helpers that fill its forms as an author does.
 */
import { spawn, spawnSync, type ChildProcess, type SpawnSyncReturns } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test as base, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { fieldLabels } from "../../src/content-model/field-labels";
import { rawJson } from "../../src/content-model/reader";
import { service } from "../../src/content-model/service";
import { SITE_PHRASES } from "../../src/cms/editor/phrases";
import { copySite, type SiteCopy } from "./site-copy";

export { copySite, type SiteCopy };

const repository = path.resolve(__dirname, "../..");

/** `npm run build:test` over the copy, as the site's own test build is made (see SiteCopy.command). */
export function buildCopy(site: SiteCopy): SpawnSyncReturns<string> {
  const { command, args, cwd } = site.command("npm", ["run", "build:test"]);
  return spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NETLIFY_TELEMETRY_DISABLED: "1" },
    maxBuffer: 64 * 1024 * 1024,
  });
}

export const freePort = () =>
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

/** How long opening an entry may take: the editor's script is large, and a busy machine reads it slowly. */
export const ENTRY_LOADS = 30_000;

/** A copy of the site and its local backend for a spec's tests: made before them, removed after. */
export function siteCopyForSpec(): { site: SiteCopy; backend: LocalBackend } {
  const held = {} as { site: SiteCopy; backend: LocalBackend };
  base.beforeAll(async () => {
    held.site = copySite();
    held.backend = await startLocalBackend(held.site.root);
  });
  base.afterAll(() => {
    held.backend?.stop();
    held.site?.remove();
  });
  return held;
}

/** The editor's configuration looks for the local backend where `npm run cms` starts it; these tests run theirs elsewhere. */
/**
 * A content file's JSON, or undefined while the editor's local backend is writing it (it empties
 * the file before it writes it): for polling until a save is in.
 */
export function jsonWhenWritten<T>(contentDir: string, file: string): T | undefined {
  try {
    return rawJson<T>(contentDir, file);
  } catch {
    return undefined;
  }
}

export const LOCAL_BACKEND_ORIGIN = "http://localhost:8081";

export interface EditorWatch {
  /** Every request the page made to another host. */
  elsewhere: string[];
  /** What the editor's security policy blocked. */
  blocked: string[];
}

export interface DevelopServer {
  origin: string;
  /** How long `gatsby develop` took to answer its first page, in milliseconds. */
  bootMs: number;
  stop(): void;
}

/**
 * `gatsby develop` over the copy, as `npm run cms` runs it, on a free port; resolves once it
 * answers a page. Its worker processes are stopped with it.
 */
export async function startDevelop(site: SiteCopy, timeoutMs = 300_000): Promise<DevelopServer> {
  const port = await freePort();
  const started = Date.now();
  const { command, args, cwd } = site.command(path.join(repository, "node_modules/.bin/gatsby"), ["develop", "--port", String(port)]);
  const child = spawn(command, args, {
    cwd,
    detached: true,
    // On an author's machine gatsby-plugin-sharp makes each picture when a page first asks for it;
    // where it sees CI it makes every one (250 here) before develop answers, unless told otherwise.
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_ENABLE_LAZY_IMAGES_IN_CI: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output = (output + String(chunk)).slice(-20_000)));
  child.stderr?.on("data", (chunk: Buffer) => (output = (output + String(chunk)).slice(-20_000)));
  const stop = () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
  };
  const origin = `http://localhost:${port}`;
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`gatsby develop exited with ${child.exitCode}:\n${output}`);
    const answer = await fetch(`${origin}/video-production-milton-keynes`).catch(() => undefined);
    if (answer?.ok) return { origin, bootMs: Date.now() - started, stop };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop();
  throw new Error(`gatsby develop did not answer within ${timeoutMs / 1000} s:\n${output}`);
}

/**
 * The editor's script when it was built against another release of Decap than the site's
 * (scripts/cms-newest.mjs sets CMS_EDITOR_DIR): its files are handed to the browser in place of
 * the site's own, so the same specs try the same content on that release.
 */
async function editorFromElsewhere(page: Page) {
  const dir = process.env.CMS_EDITOR_DIR;
  if (!dir) return;
  const built = new Set(fs.readdirSync(dir));
  await page.route(/\/admin\/[^/?#]+$/, (route) => {
    const file = path.basename(new URL(route.request().url()).pathname);
    return built.has(file) && file !== "config.json" && file !== "content.json"
      ? route.fulfill({ path: path.join(dir, file) })
      : route.fallback();
  });
}

const sentToBackend = new WeakSet<Page>();

/**
 * Sends what the editor asks of the local backend where `npm run cms` starts it to this spec's
 * backend instead, through Chromium's own interception rather than Playwright's routes, which
 * switch off the page's cache (and with it the compiled editor script, see `test`).
 */
async function sendToBackend(page: Page, backend: LocalBackend) {
  if (sentToBackend.has(page)) return;
  sentToBackend.add(page);
  const session = await page.context().newCDPSession(page);
  session.on("Fetch.requestPaused", ({ requestId, request }) => {
    const url = request.url.replace(LOCAL_BACKEND_ORIGIN, `http://localhost:${backend.port}`);
    // A page closed meanwhile has nothing left to continue.
    session.send("Fetch.continueRequest", { requestId, url }).catch(() => undefined);
  });
  await session.send("Fetch.enable", { patterns: [{ urlPattern: `${LOCAL_BACKEND_ORIGIN}/*` }] });
}

/**
 * The editor specs' `test`. Each worker keeps one browser profile on disk for all the editor tests
 * it runs, so Chromium compiles the editor's script (7.5 MB) at its first loads and takes it from
 * V8's code cache after that: a fresh context compiles it again at every load, 3 to 5 s of script
 * on a busy 2-core machine against 0.5 to 1 s from the cache. Each test still starts with nothing
 * stored: its page is its own, and the cookies, local storage and IndexedDB (where Decap keeps its
 * local backups) of every site it opened are cleared when it ends.
 */
export const test = base.extend<object, { editorProfile: BrowserContext }>({
  editorProfile: [
    async ({ playwright }, use, workerInfo) => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), "gridline-editor-profile-"));
      const { launchOptions, baseURL, headless } = workerInfo.project.use;
      const profile = await playwright.chromium.launchPersistentContext(folder, { ...launchOptions, headless: headless ?? true, baseURL });
      await use(profile);
      await profile.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
  context: async ({ editorProfile }, use) => {
    await use(editorProfile);
  },
  page: async ({ editorProfile }, use) => {
    const page = await editorProfile.newPage();
    const origins = new Set<string>();
    page.on("framenavigated", (frame) => {
      const { origin } = new URL(frame.url());
      if (origin.startsWith("http")) origins.add(origin);
    });
    await use(page);
    const session = await editorProfile.newCDPSession(page);
    for (const origin of origins)
      await session.send("Storage.clearDataForOrigin", {
        origin,
        storageTypes: "cookies,local_storage,indexeddb,service_workers,cache_storage,file_systems,websql",
      });
    await session.detach();
    await page.close();
  },
});

/** Opens the editor against the copy, signed in to the local backend; what it watches is checked at the end of a test. */
export async function openEditor(page: Page, backend: LocalBackend, hash = "", origin = ""): Promise<EditorWatch> {
  const elsewhere: string[] = [];
  const blocked: string[] = [];
  await editorFromElsewhere(page);
  page.on("console", (message) => {
    if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
  });
  page.on("request", (request) => {
    const { protocol, hostname } = new URL(request.url());
    if (["data:", "blob:"].includes(protocol)) return;
    if (hostname !== "localhost" && hostname !== "127.0.0.1") elsewhere.push(request.url());
  });
  await sendToBackend(page, backend);
  await page.goto(`${origin}/admin/`);
  // The editor signs in to the local backend itself: an author on this machine is never asked to log in.
  await page.getByRole("link", { name: /New / }).or(page.getByText(SITE_PHRASES.collection.sidebar.collections)).first().waitFor();
  await expect(page.getByRole("button", { name: "Login" })).toHaveCount(0);
  if (hash) await page.goto(`${origin}/admin/${hash}`);
  return { elsewhere, blocked };
}

/** Saves the entry open in the editor as an author on this machine does (the local backend publishes at once). */
export async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/** The messages the editor shows under its fields. */
export const fieldErrors = (page: Page) => page.locator("[class*=ControlErrorsList] li, ul[class*=rror] li");

/** The preview pane's frame. */
export const previewFrame = (page: Page) => page.frameLocator("#preview-pane");

/** The preview's list of the entry's mistakes, each in the words its field shows. */
export const previewMistakes = (page: Page) => previewFrame(page).locator("[data-mistake]");

/** A built page's HTML by its address, where the Netlify adapter put it (`/blog` is `blog.html`). */
export function builtHtml(publicDir: string, pagePath: string): string {
  const candidates = [`${pagePath}.html`, `${pagePath}/index.html`].map((file) => path.join(publicDir, file));
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`No built page for ${pagePath} in ${publicDir}`);
  return fs.readFileSync(found, "utf8");
}

/** A new service page as an author adds it in the editor: its own copy, shared with no other page. */
export const newService = {
  slug: "drone-filming-milton-keynes",
  name: "Drone Filming",
  headline: "Drone Filming in Milton Keynes",
  videoId: "111222333",
};

/** The editor's fields of an object, by the object's label (its nested objects are inside it), in the page or in a block of it. */
export const objectNamed = (scope: Page | Locator, label: string) =>
  scope
    .locator('[aria-label="object field"]')
    .filter({ has: ("page" in scope ? scope.page() : scope).locator("label", { hasText: new RegExp(`^${label}$`) }) })
    .first();
/** A list's wrapper, by the list's label. */
export const listNamed = (scope: Locator, label: string) =>
  scope
    .locator('[aria-label="list field"]')
    .filter({ has: scope.page().locator("label", { hasText: new RegExp(`^${label}$`) }) })
    .last();
/**
 * Opens the folded item of a list that is summarised by `summary` (perhaps followed by its sample
 * marks: "Acme · Sample"), by the first button of the bar above its summary, as an author does.
 */
export async function expandItem(page: Page, summary: string) {
  const escaped = summary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const label = page.getByText(new RegExp(`^${escaped}( · .*)?$`)).first();
  await label.locator("xpath=../div[1]//button[1]").click();
}
/** Adds items to a list and fills each one's fields by their labels. */
export async function addItems(list: Locator, items: readonly Record<string, string>[]) {
  for (const item of items) {
    await list.getByRole("button", { name: /^Add / }).first().click();
    for (const [label, value] of Object.entries(item)) await list.getByLabel(label, { exact: true }).last().fill(value);
  }
}

export const serviceCopy = {
  cardDescription: "Aerial footage of sites, estates and events, flown by a licensed pilot and cut into the films you already plan.",
  seoTitle: "Drone Filming Milton Keynes | Gridline Films",
  seoDescription:
    "Drone filming in Milton Keynes by a licensed pilot: aerial footage of sites, estates and events, planned with your safety team and cut into your films.",
  hero: {
    "Small heading above the headline": "Aerial filming",
    Intro: "We fly a licensed drone over your site, estate or event and cut the footage into the films you are already making.",
    "Video title": "Aerial footage of a distribution park at first light",
  },
  heroReplaceWith: "the Vimeo ID of an aerial film the company has made, with a title that describes it",
  whatWeCreate: [
    { Title: "Site progress films", Description: "The same flight path every month, so a build shows its progress at a glance." },
    { Title: "Estate overviews", Description: "A slow pass over a campus or business park that shows how the buildings fit together." },
    { Title: "Event openers", Description: "A rising shot over the venue that sets the scene before the first speaker." },
    { Title: "Recruitment shots", Description: "The scale of a warehouse or plant seen from above, for the careers page." },
  ],
  audiences: [
    { Title: "Developers", Description: "Progress on a site, shown to investors without a site visit." },
    { Title: "Logistics parks", Description: "Yards, docks and access roads seen the way drivers approach them." },
    { Title: "Universities", Description: "A campus tour for applicants who cannot visit in person." },
    { Title: "Event organisers", Description: "The venue and the crowd, filmed once the airspace is cleared." },
  ],
  faq: [
    {
      Question: "Is your pilot licensed?",
      Answer: "Yes. Our pilot holds the CAA's operator and flyer IDs and the insurance the flight needs.",
    },
    {
      Question: "Can you fly near the airport?",
      Answer: "Only with permission from air traffic control, which we apply for before the shoot.",
    },
    {
      Question: "What if it rains on the day?",
      Answer: "We keep a second date free and move the flight without charge when the forecast is poor.",
    },
  ],
  closing: {
    Heading: "Plan a flight over your site",
    Text: "Tell us where and when, and we will check the airspace and send a flight plan.",
  },
};

/** A service page's field by its path, named by its own label as the form shows it. */
const labelOf = (fieldPath: string) => fieldLabels(service.fields, fieldPath).at(-1) ?? fieldPath;

/**
 * Fills in a date field as an author does: its day, its month by name and its year, in the group
 * of boxes the field's label names (the editor's date field, src/cms/editor/widgets/: DateControl).
 */
export async function fillDate(scope: Page | Locator, label: string, isoDate: string) {
  const [year, month, day] = isoDate.split("-").map(Number);
  const date = scope.getByRole("group", { name: label, exact: true });
  await date.getByLabel("Day").fill(String(day));
  await date.getByLabel("Month").selectOption(String(month));
  await date.getByLabel("Year").fill(String(year));
}

/** Fills in every field a new service page requires, and nothing else, in the editor's form of a new entry. */
export async function fillNewService(page: Page) {
  await page.getByLabel(labelOf("slug"), { exact: true }).fill(newService.slug);
  await page.getByLabel(labelOf("order"), { exact: true }).fill("99");
  await page.getByLabel("Name", { exact: true }).fill(newService.name);
  await page.getByLabel("Card description", { exact: true }).fill(serviceCopy.cardDescription);
  // An icon is chosen by its picture.
  const icon = page.getByRole("group", { name: "Icon", exact: true }).first().getByRole("button", { name: "globe", exact: true });
  await icon.click();
  await expect(icon).toHaveAttribute("aria-pressed", "true");
  await page.getByLabel(labelOf("seoTitle"), { exact: true }).fill(serviceCopy.seoTitle);
  await page.getByLabel(labelOf("seoDescription"), { exact: true }).fill(serviceCopy.seoDescription);
  const hero = objectNamed(page, labelOf("hero"));
  await hero.getByLabel("Headline", { exact: true }).fill(newService.headline);
  await hero.getByLabel(labelOf("hero.videoId"), { exact: true }).fill(newService.videoId);
  for (const [label, value] of Object.entries(serviceCopy.hero)) await hero.getByLabel(label, { exact: true }).fill(value);
  const create = objectNamed(page, "What we create");
  await create.getByLabel("Heading", { exact: true }).first().fill("What we film from the air");
  await addItems(listNamed(create, labelOf("whatWeCreate.items")), serviceCopy.whatWeCreate);
  const audience = objectNamed(page, "Who we work with");
  await audience.getByLabel("Heading", { exact: true }).first().fill("Who books aerial filming");
  await addItems(listNamed(audience, labelOf("whoWeWorkWith.audiences")), serviceCopy.audiences);
  await addItems(listNamed(page.locator("body"), labelOf("faq")), serviceCopy.faq);
  const closing = objectNamed(page, labelOf("closing"));
  for (const [label, value] of Object.entries(serviceCopy.closing)) await closing.getByLabel(label, { exact: true }).fill(value);
}
