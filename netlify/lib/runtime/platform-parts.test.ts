/**
 * The functions' parts as Netlify gives them (functionDependencies reading the environment), against
 * a real Postgres and SMTP server: what a missing database address or a missing Akismet key does to
 * a visitor's message and to the scheduled cleanup.
 */
import { randomUUID } from "node:crypto";
import { emptyContactMessage } from "../../../src/lib/contact-schema";
import { handleContactRequest } from "../contact/contact-handler";
import { cleanUpSpam } from "../contact/spam-cleanup";
import { formPost, jsonPost, visitorFields } from "../../../tests/support/functions/contact";
import { manualClock, parseMail, recordingLogger, useDatabaseAndMail } from "../../../tests/support/functions/servers";
import { functionDependencies } from "./runtime";

const servers = useDatabaseAndMail();
const DAY_MS = 24 * 60 * 60 * 1000;

const visitorMessage = () => ({ ...emptyContactMessage(randomUUID()), ...visitorFields() });

describe("with Akismet on and no database address set (NETLIFY_DB_URL missing)", () => {
  const saved = { ...process.env };
  beforeEach(() => {
    Object.assign(process.env, { AKISMET_API_KEY: "a-key", AKISMET_API_URL: "http://127.0.0.1:1", SMTP_URL: servers.mail.url });
    delete process.env.NETLIFY_DB_URL;
  });
  afterEach(() => {
    process.env = { ...saved };
  });
  const sendWithPlatformParts = (request: Request) =>
    handleContactRequest(request, functionDependencies(request, { deploy: { context: "" } }));

  it("emails the message at once, as for any unreachable database", async () => {
    const message = visitorMessage();

    const response = await sendWithPlatformParts(jsonPost(message));

    expect(response.status).toBe(202);
    expect(servers.mail.received).toHaveLength(1);
    expect(parseMail(servers.mail.received[0].raw).text).toContain(message.message);
  });

  it("answers a filled honeypot with the honest refusal and what was typed, not a server error", async () => {
    const response = await sendWithPlatformParts(formPost({ ...visitorFields(), website: "https://cheap-seo.example" }));

    expect(response.status).toBe(503);
    expect(await response.text()).toContain("Northfield Pharma");
    expect(servers.mail.received).toHaveLength(0);
  });
});

it("deletes the spam filter's week-old checks even when Akismet is no longer on", async () => {
  const clock = manualClock();
  const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY_MS);
  await servers.db
    .insertInto("spam_checks")
    .values([
      { checked_at: daysAgo(8), outcome: "ham", reference: "old" },
      { checked_at: daysAgo(1), outcome: "ham", reference: "young" },
    ])
    .execute();
  const saved = { ...process.env };
  Object.assign(process.env, { NETLIFY_DB_URL: servers.database.url });
  delete process.env.AKISMET_API_KEY;
  // The parts the scheduled function is given on Netlify, with no Akismet key set.
  const deps = functionDependencies(undefined, { deploy: { context: "" } });
  try {
    const { messages, spamCheckRecords } = deps;
    const report = await cleanUpSpam({ messages, spamCheckRecords, now: clock.now, log: recordingLogger(), budgetMs: 10_000 });

    expect(report.checks.removed).toBe(1);
    expect(await servers.db.selectFrom("spam_checks").select("reference").execute()).toEqual([{ reference: "young" }]);
  } finally {
    process.env = saved;
    await deps.spamCheckRecords.destroy();
  }
});
