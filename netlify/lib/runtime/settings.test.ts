/**
 * How the functions are wired on Netlify and on a developer's machine: which mailer each
 * environment gets, who may post in production, and the local outbox.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { emptyContactMessage } from "../../../src/lib/contact-schema";
import { handleContactRequest } from "../contact/contact-handler";
import { createOutboxMailer } from "../common/mailer";
import { createMessageStore } from "../contact/message-store";
import {
  allowedOrigins,
  DEVELOPMENT_SUBSCRIPTION_SECRET,
  missingProductionSettings,
  readSettings,
  selectMailer,
  subscriptionSecret,
} from "./settings";
import {
  manualClock,
  parseMail,
  recordingLogger,
  startDatabase,
  STARTUP_TIMEOUT_MS,
  type DatabaseEnvironment,
} from "../../../tests/support/functions/servers";

const production = { deploy: { context: "production" } };
const local = { deploy: { context: "" } };

describe("runtime settings", () => {
  it("signs with a development secret locally and refuses to guess one on a deployed site", () => {
    expect(subscriptionSecret({}, readSettings({}, undefined))).toBe(DEVELOPMENT_SUBSCRIPTION_SECRET);
    expect(subscriptionSecret({}, readSettings({}, { deploy: { context: "production" } }))).toBeUndefined();
    expect(subscriptionSecret({}, readSettings({}, { deploy: { context: "deploy-preview" } }))).toBeUndefined();
    expect(subscriptionSecret({ SUBSCRIPTION_SECRET: "set" }, readSettings({}, { deploy: { context: "production" } }))).toBe("set");
  });

  it("sends to the company's published address from the website's name unless told otherwise", () => {
    expect(readSettings({}, local, "/site").addresses).toEqual({
      to: "hello@gridlinefilms.co.uk",
      from: '"Gridline Films website" <hello@gridlinefilms.co.uk>',
    });
    const configured = readSettings(
      { CONTACT_TO: "enquiries@gridlinefilms.co.uk", CONTACT_FROM: "web@gridlinefilms.co.uk" },
      local,
      "/site",
    );
    expect(configured.addresses).toEqual({ to: "enquiries@gridlinefilms.co.uk", from: "web@gridlinefilms.co.uk" });
  });

  it("uses SMTP wherever SMTP_URL is set", () => {
    for (const context of [local, production]) {
      expect(selectMailer(readSettings({ SMTP_URL: "smtp://mail.example.net:587" }, context)).mode).toBe("smtp");
    }
  });

  it("writes to the outbox folder at the project root on a developer's machine with nothing set", () => {
    const settings = readSettings({}, local, "/site");
    expect(settings.outboxDir).toBe("/site/outbox");
    expect(selectMailer(settings).mode).toBe("outbox");
    expect(readSettings({ OUTBOX_DIR: "tmp/mail" }, local, "/site").outboxDir).toBe("/site/tmp/mail");
  });

  it.each(["production", "deploy-preview", "branch-deploy"])(
    "treats a %s deploy without SMTP_URL as unconfigured, never as an outbox",
    (context) => {
      expect(selectMailer(readSettings({ SMTP_URL: " " }, { deploy: { context } })).mode).toBe("unconfigured");
    },
  );

  it("reads the alert webhook and the owner secret, and names what a production deploy lacks for its alerts", () => {
    const settings = readSettings({ ALERT_WEBHOOK_URL: "https://hooks.slack.com/services/T/B/X", OWNER_SECRET: "s3cret" }, production);
    expect(settings).toMatchObject({ alertWebhookUrl: "https://hooks.slack.com/services/T/B/X", ownerSecret: "s3cret" });
    expect(missingProductionSettings(settings).map(({ name }) => name)).toEqual(["SMTP_URL"]);
    expect(missingProductionSettings(readSettings({}, production)).map(({ name }) => name)).toEqual(["SMTP_URL", "ALERT_WEBHOOK_URL"]);
    expect(missingProductionSettings(readSettings({}, { deploy: { context: "deploy-preview" } }))).toEqual([]);
  });

  it("lets the site's own pages post, in production, in previews and locally alike", () => {
    const request = new Request("https://gridline-films.netlify.app/.netlify/functions/send-contact-email", { method: "POST" });
    expect(allowedOrigins(readSettings({ URL: "https://www.gridlinefilms.co.uk" }, production), request)).toEqual([
      "https://gridline-films.netlify.app",
      "https://www.gridlinefilms.co.uk",
    ]);
    const localRequest = new Request("http://localhost:8888/.netlify/functions/send-contact-email", { method: "POST" });
    expect(allowedOrigins(readSettings({}, local), localRequest)).toEqual(["http://localhost:8888"]);
    const preview = new Request("https://deploy-preview-7--gridline-films.netlify.app/.netlify/functions/subscribe", { method: "POST" });
    expect(allowedOrigins(readSettings({}, { deploy: { context: "deploy-preview" } }), preview)).toEqual([
      "https://deploy-preview-7--gridline-films.netlify.app",
    ]);
  });
});

describe("the local outbox", () => {
  let database: DatabaseEnvironment;
  let outbox: string;

  beforeAll(async () => {
    database = await startDatabase();
  }, STARTUP_TIMEOUT_MS);

  beforeEach(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), "gridline-outbox-"));
  });

  afterEach(async () => {
    await rm(outbox, { recursive: true, force: true });
  });

  afterAll(async () => {
    await database?.stop();
  }, STARTUP_TIMEOUT_MS);

  it("receives each message once as an .eml file a mail client opens, so the form works with no setup", async () => {
    const deps = {
      messages: createMessageStore(database.db),
      mailer: createOutboxMailer(outbox),
      addresses: { to: "hello@gridlinefilms.co.uk", from: "website@gridlinefilms.co.uk" },
      now: manualClock().now,
      log: recordingLogger(),
    };
    const message = {
      ...emptyContactMessage(randomUUID()),
      firstName: "Grace",
      lastName: "Lee",
      email: "grace.lee@brightpath.co.uk",
      company: "Brightpath Academy",
      message: "We'd like an explainer video for parents.",
    };
    const submit = () =>
      handleContactRequest(
        new Request("http://localhost:8888/.netlify/functions/send-contact-email", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(message),
        }),
        deps,
      );

    expect((await submit()).status).toBe(202);
    expect((await submit()).status).toBe(202);

    const files = await readdir(outbox);
    expect(files).toEqual([`contact-${message.submissionId}@gridlinefilms.co.uk.eml`]);
    const email = parseMail(await readFile(path.join(outbox, files[0]), "utf8"));
    expect(email.header("subject")).toBe("Website enquiry from Grace Lee, Brightpath Academy");
    expect(email.header("reply-to")).toBe("Grace Lee <grace.lee@brightpath.co.uk>");
    expect(email.text).toContain("We'd like an explainer video for parents.");
  });
});
