/**
 * The scheduled retry job, run against the same real SMTP server and Postgres as the contact
 * function, with a hand-moved clock standing in for the minutes between runs.
 */
import { randomUUID } from "node:crypto";
import { emptyContactMessage } from "../../../src/lib/contact-schema";
import { contactParts, enquiryRows, storedMessage } from "../../../tests/support/functions/contact";
import { createMessageStore, fieldColumns } from "./message-store";
import { createSmtpMailer, createUnconfiguredMailer } from "../common/mailer";
import { createAlertStateStore, createWebhookChannel } from "../common/alerts";
import { parseMail, startWebhook, useDatabaseAndMail, useStandIn, withMailServerDown } from "../../../tests/support/functions/servers";

const servers = useDatabaseAndMail();
const webhook = useStandIn(startWebhook, (standIn) => {
  standIn.posts.length = 0;
});

const setUp = () => contactParts(servers.db, createSmtpMailer(servers.mail.url, 2_000));

const visitorMessage = (firstName = "Tom") => ({
  ...emptyContactMessage(randomUUID()),
  firstName,
  lastName: "Okafor",
  email: "tom.okafor@harbourlearning.org.uk",
  company: "Harbour Learning Trust",
  message: "Could you film our staff conference in March?",
});

/** Ada's message, then Ben's a minute later, both sent while the mail server is down; `meanwhile` runs before it returns. */
async function twoMessagesDuringOutage({ clock, submit }: ReturnType<typeof setUp>, meanwhile = async () => {}) {
  const messages = [visitorMessage("Ada"), visitorMessage("Ben")];
  await withMailServerDown(servers.mail, async () => {
    await submit(messages[0]);
    clock.advanceMinutes(1);
    await submit(messages[1]);
    await meanwhile();
  });
  return messages;
}

describe("retry-pending-messages", () => {
  it("alerts the owner that the database cannot be reached when it cannot, through the webhook, which needs none", async () => {
    const unreachable = servers.database.unreachable();
    const { retry, log } = contactParts(unreachable, createSmtpMailer(servers.mail.url, 2_000));

    const summary = await retry({ alerts: { channel: createWebhookChannel(webhook.url), state: createAlertStateStore(unreachable) } });

    expect(summary.alert).toBe("posted");
    expect(webhook.posts).toHaveLength(1);
    expect(webhook.posts[0].text).toContain("The database cannot be reached");
    expect(log.errors()).toContain("contact-retry-database-unreachable");
  });

  it("delivers a message stored during an outage exactly once after the mail server returns", async () => {
    const { db, clock, submit, retry } = setUp();
    const message = visitorMessage();
    const response = await withMailServerDown(servers.mail, () => submit(message));
    expect(response.status).toBe(202);

    clock.advanceMinutes(1);
    expect((await retry()).sent).toEqual([]);
    expect(servers.mail.received).toHaveLength(0);

    clock.advanceMinutes(5);
    expect((await retry()).sent).toEqual([message.submissionId]);
    clock.advanceMinutes(10);
    expect((await retry()).sent).toEqual([]);

    expect(servers.mail.received).toHaveLength(1);
    expect(parseMail(servers.mail.received[0].raw).text).toContain("Could you film our staff conference in March?");
    expect(await storedMessage(db, message.submissionId)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    expect(await enquiryRows(db)).toBe(1);
  });

  it("waits longer after each failure and never deletes a message that keeps failing", async () => {
    const { db, clock, submit, retry } = setUp();
    const message = visitorMessage();

    await withMailServerDown(servers.mail, async () => {
      await submit(message);
      for (const minutesToNextAttempt of [5, 10, 20, 40]) {
        clock.advanceMinutes(minutesToNextAttempt);
        await retry();
      }
    });

    const stored = await storedMessage(db, message.submissionId);
    expect(stored).toMatchObject({ status: "pending", attempts: 5, next_attempt_at: new Date("2025-11-24T12:35:00.000Z") });
    expect(stored?.fields.message).toBe("Could you film our staff conference in March?");
    expect(servers.mail.received).toHaveLength(0);
  });

  it("counts a message still undelivered after twelve hours as overdue, and keeps trying it", async () => {
    const { db, clock, submit, retry } = setUp();
    const message = visitorMessage();

    await withMailServerDown(servers.mail, async () => {
      await submit(message);
      clock.advanceMinutes(12 * 60);
      expect((await retry()).problems).toMatchObject({ pending: 1, overdue: 1, failed: 0, oldestUndeliveredMinutes: 720 });
    });

    expect(await storedMessage(db, message.submissionId)).toMatchObject({
      status: "pending",
      attempts: 2,
      last_error: expect.stringMatching(/ECONNREFUSED/),
    });
  });

  it("sends the waiting messages oldest first", async () => {
    const parts = setUp();
    const { clock, retry } = parts;
    const [first, second] = await twoMessagesDuringOutage(parts);

    clock.advanceMinutes(10);
    expect((await retry()).sent).toEqual([first.submissionId, second.submissionId]);
    expect(servers.mail.received.map(({ raw }) => parseMail(raw).header("subject"))).toEqual([
      "Website enquiry from Ada Okafor, Harbour Learning Trust",
      "Website enquiry from Ben Okafor, Harbour Learning Trust",
    ]);
  });

  it("stops a run at the first failure and leaves the other messages untouched for the next run", async () => {
    const parts = setUp();
    const { db, clock, retry } = parts;
    const [first, second] = await twoMessagesDuringOutage(parts, async () => {
      clock.advanceMinutes(10);
      expect(await retry()).toMatchObject({ sent: [], read: 1, problems: { pending: 2 } });
    });

    expect(await storedMessage(db, first.submissionId)).toMatchObject({ attempts: 2 });
    expect(await storedMessage(db, second.submissionId)).toMatchObject({
      attempts: 1,
      next_attempt_at: new Date("2025-11-24T10:06:00.000Z"),
    });
  });

  it("keeps messages stored without SMTP and sends them all once the server is configured", async () => {
    const { db, clock, log, submit, retry } = setUp();
    const message = visitorMessage();
    await submit(message, createUnconfiguredMailer());

    clock.advanceMinutes(10);
    expect(await retry({ mailer: createUnconfiguredMailer() })).toMatchObject({ read: 0, problems: { pending: 1 } });
    expect(log.errors()).toEqual(["contact-mail-not-configured"]);
    expect(servers.mail.received).toHaveLength(0);

    clock.advanceMinutes(10);
    expect((await retry()).sent).toEqual([message.submissionId]);
    expect(servers.mail.received).toHaveLength(1);
    expect(await storedMessage(db, message.submissionId)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("leaves alone a message the contact function is still sending", async () => {
    const { db, clock, retry } = setUp();
    const id = randomUUID();
    const messages = createMessageStore(db);
    await messages.add({
      id,
      received_at: clock.now(),
      status: "pending",
      next_attempt_at: new Date(clock.now().getTime() + 2 * 60_000),
      ...fieldColumns({
        firstName: "Tom",
        lastName: "Okafor",
        email: "tom@harbourlearning.org.uk",
        company: "Harbour",
        industry: "",
        projectType: "",
        message: "Hello",
      }),
    });

    clock.advanceMinutes(1);
    expect(await retry()).toMatchObject({ sent: [], failed: [], read: 0, problems: { pending: 1 } });
    expect(servers.mail.received).toHaveLength(0);
  });

  it("sends a message stored before mail was configured once it is, days later, with 48 hours of retries from its first attempt", async () => {
    const { db, clock, submit, retry } = setUp();
    const message = visitorMessage();
    await submit(message, createUnconfiguredMailer());

    // Three days without a mail server: the message waits, never tried, never failed.
    for (let hour = 0; hour < 72; hour += 6) {
      clock.advanceMinutes(6 * 60);
      await retry({ mailer: createUnconfiguredMailer() });
    }
    expect(await storedMessage(db, message.submissionId)).toMatchObject({ status: "pending", attempts: 0 });

    // Configured, but the server is down at first: tried, and kept pending for the retries.
    await withMailServerDown(servers.mail, () => retry());
    expect(await storedMessage(db, message.submissionId)).toMatchObject({ status: "pending", attempts: 1 });
    clock.advanceMinutes(60);
    expect((await retry()).sent).toEqual([message.submissionId]);
    expect(servers.mail.received).toHaveLength(1);
  });

  it("never sends one message twice when two runs go at once: each message is leased to one of them in the database", async () => {
    const { clock, retry } = setUp();
    const messages = createMessageStore(servers.db);
    const ids = Array.from({ length: 30 }, () => randomUUID());
    const at = clock.now();
    for (const id of ids)
      await messages.add({
        id,
        received_at: at,
        status: "pending",
        attempts: 1,
        next_attempt_at: at,
        first_attempt_at: at,
        last_error: "Error: connect ECONNREFUSED",
        ...fieldColumns({
          firstName: "Ann",
          lastName: "Backlog",
          email: "ann@backlog.example",
          company: "Backlog",
          industry: "",
          projectType: "",
          message: "Queued.",
        }),
      });
    clock.advanceMinutes(10);

    const [first, second] = await Promise.all([retry(), retry()]);

    expect([...first.sent, ...second.sent].sort()).toEqual([...ids].sort());
    expect(first.sent.filter((id) => second.sent.includes(id))).toEqual([]);
    const sentIds = servers.mail.received.map(({ raw }) => parseMail(raw).header("message-id"));
    expect(sentIds).toHaveLength(30);
    expect(new Set(sentIds).size).toBe(30);
  });
});
