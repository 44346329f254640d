/** The subscribe function, called with real Request objects against real Netlify Blobs storage. */
import { handleSubscribeRequest, subscribedMessage, type SubscribeHandlerDependencies } from "./subscribe-handler";
import { createSubscriberStore, subscriberKey } from "./subscriber-store";
import { listKeys, manualClock, recordingLogger, startBlobs, type BlobsEnvironment } from "./test-support";

const SITE = "https://www.gridlinefilms.co.uk";
const ENDPOINT = `${SITE}/.netlify/functions/subscribe`;

let blobs: BlobsEnvironment;

beforeAll(async () => {
  blobs = await startBlobs();
});

afterAll(async () => {
  await blobs.stop();
});

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function setUp(overrides: Partial<SubscribeHandlerDependencies> = {}) {
  const store = blobs.store("newsletter-subscribers");
  const log = recordingLogger();
  const deps: SubscribeHandlerDependencies = {
    subscribers: createSubscriberStore(store),
    now: manualClock().now,
    log,
    ...overrides,
  };
  return { store, log, subscribers: deps.subscribers, send: (request: Request) => handleSubscribeRequest(request, deps) };
}

describe("subscribe", () => {
  it("stores a new subscriber with the form they used and thanks them", async () => {
    const { subscribers, send } = setUp();

    const response = await send(post({ email: "tom@harbourlearning.org.uk", website: "", source: "blog" }));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: subscribedMessage });
    expect(await subscribers.get("tom@harbourlearning.org.uk")).toEqual({
      email: "tom@harbourlearning.org.uk",
      source: "blog",
      subscribedAt: "2025-11-24T10:00:00.000Z",
    });
  });

  it("keeps one entry per address whatever its letter case, answering a repeat exactly like the first signup", async () => {
    const { store, subscribers, send } = setUp();

    const first = await send(post({ email: "Tom@HarbourLearning.org.uk", source: "footer" }));
    const repeat = await send(post({ email: "  tom@harbourlearning.org.uk ", source: "blog" }));

    expect(await repeat.json()).toEqual(await first.json());
    expect(await listKeys(store)).toEqual([subscriberKey("tom@harbourlearning.org.uk")]);
    expect(await subscribers.get("tom@harbourlearning.org.uk")).toMatchObject({ email: "Tom@HarbourLearning.org.uk", source: "footer" });
  });

  it("keeps addresses out of the storage keys", async () => {
    const { store, send } = setUp();
    await send(post({ email: "tom@harbourlearning.org.uk", source: "blog" }));
    expect((await listKeys(store)).join()).not.toMatch(/harbour/i);
  });

  it("answers an invalid address with 422 and the message the form shows, storing nothing", async () => {
    const { store, send } = setUp();

    const response = await send(post({ email: "tom@harbourlearning", source: "footer" }));

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      ok: false,
      message: "Please check the highlighted fields and try again.",
      fields: { email: "Please enter a valid email address, like name@company.co.uk" },
    });
    expect(await listKeys(store)).toEqual([]);
  });

  it("answers a filled honeypot like a signup but stores nothing", async () => {
    const { store, send } = setUp();
    const response = await send(post({ email: "bot@spam.example", website: "https://spam.example", source: "blog" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: subscribedMessage });
    expect(await listKeys(store)).toEqual([]);
  });

  it.each<[string, number, () => Request]>([
    ["a GET", 405, () => new Request(ENDPOINT)],
    ["a form-encoded body", 415, () => post("email=tom%40harbourlearning.org.uk", { "Content-Type": "application/x-www-form-urlencoded" })],
    ["a body over 2 KiB", 413, () => post({ email: `${"t".repeat(3000)}@harbourlearning.org.uk`, source: "blog" })],
    ["broken JSON", 400, () => post('{"email": ')],
  ])("answers %s with %i and a readable JSON message, storing nothing", async (_, status, request) => {
    const { store, send } = setUp();
    const response = await send(request());
    expect(response.status).toBe(status);
    expect((await response.json()).message).toEqual(expect.any(String));
    expect(await listKeys(store)).toEqual([]);
  });

  it("refuses a signup posted from another site in production", async () => {
    const { store, send } = setUp({ allowedOrigins: [SITE] });
    const response = await send(post({ email: "tom@harbourlearning.org.uk", source: "blog" }, { Origin: "https://spam.example" }));
    expect(response.status).toBe(403);
    expect(await listKeys(store)).toEqual([]);
  });

  it("answers 503 with a readable message when the subscriber cannot be stored", async () => {
    const { send, log } = setUp({ subscribers: createSubscriberStore(blobs.unreachableStore("newsletter-subscribers")) });
    const response = await send(post({ email: "tom@harbourlearning.org.uk", source: "blog" }));
    expect(response.status).toBe(503);
    expect((await response.json()).message).toMatch(/try again in a few minutes/);
    expect(log.errors()).toEqual(["subscriber-not-stored"]);
  });
});
