import { ValidationError } from "yup";
import { industries, services } from "../../tests/support/content";
import {
  contactErrorMessages,
  contactFieldLimits,
  contactMessageSchema,
  emptyContactMessage,
  industryChoices,
  newSubmissionId,
  projectTypeChoices,
  type ContactMessage,
} from "./contact-schema";

const submissionId = "3f1c2a9e-8b7d-4c1e-9f0a-2b3c4d5e6f70";

const completeMessage = (overrides: Partial<Record<keyof ContactMessage, unknown>> = {}) => ({
  ...emptyContactMessage(submissionId),
  firstName: "Priya",
  lastName: "Shah",
  email: "priya.shah@northfield-pharma.co.uk",
  company: "Northfield Pharma",
  message: "We need a series of induction videos for new laboratory staff.",
  ...overrides,
});

/** The message shown beside each field: like Formik, the first failing rule of each field. */
async function fieldErrors(input: unknown): Promise<Record<string, string>> {
  try {
    await contactMessageSchema.validate(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const firstErrorPerField: Record<string, string> = {};
    for (const issue of error.inner) firstErrorPerField[issue.path ?? ""] ??= issue.message;
    return firstErrorPerField;
  }
}

describe("contact message schema", () => {
  it("accepts a complete message and leaves industry and project type optional", async () => {
    expect(await fieldErrors(completeMessage())).toEqual({});
  });

  it("asks for each required field in plain words when the form is blank", async () => {
    expect(await fieldErrors(emptyContactMessage(submissionId))).toEqual({
      firstName: "Please enter your first name",
      lastName: "Please enter your last name",
      email: "Please enter your email address",
      company: contactErrorMessages.companyRequired,
      message: "Please enter your message",
    });
  });

  it("treats a field of spaces as empty and trims what the visitor typed", async () => {
    expect(await fieldErrors(completeMessage({ firstName: "   " }))).toEqual({ firstName: "Please enter your first name" });
    const cleaned = await contactMessageSchema.validate(completeMessage({ company: "  Northfield Pharma  " }));
    expect(cleaned.company).toBe("Northfield Pharma");
  });

  it.each(["priya", "priya@", "priya@northfield", "priya@@northfield.co.uk", "priya shah@northfield.co.uk"])(
    "rejects %p with an example of a valid address",
    async (email) => {
      expect(await fieldErrors(completeMessage({ email }))).toEqual({
        email: "Please enter a valid email address, like name@company.co.uk",
      });
    },
  );

  it("accepts names, companies and messages at their limits and rejects one character more", async () => {
    const atLimits = completeMessage({
      firstName: "a".repeat(contactFieldLimits.name),
      lastName: "b".repeat(contactFieldLimits.name),
      company: "c".repeat(contactFieldLimits.company),
      message: "m".repeat(contactFieldLimits.message),
    });
    expect(await fieldErrors(atLimits)).toEqual({});

    const overLimits = completeMessage({
      firstName: "a".repeat(101),
      lastName: "b".repeat(101),
      company: "c".repeat(201),
      message: "m".repeat(5001),
    });
    expect(await fieldErrors(overLimits)).toEqual({
      firstName: contactErrorMessages.firstNameTooLong,
      lastName: contactErrorMessages.lastNameTooLong,
      company: contactErrorMessages.companyTooLong,
      message: "Your message is too long: please keep it to 5,000 characters or fewer",
    });
  });

  it("offers the industries and services in content/, in their order, each list ending with Other", () => {
    // The form's selects list the same content through GraphQL; were these to differ, the form
    // would offer a choice the function refuses. Every build rewrites contact-choices.json from content/.
    expect(industryChoices).toEqual([...industries().map(({ title }) => title), "Other"]);
    expect(projectTypeChoices).toEqual([...services().map(({ name }) => name), "Other"]);
  });

  it("accepts every listed industry and project type, and no choice at all", async () => {
    for (const industry of industryChoices) expect(await fieldErrors(completeMessage({ industry }))).toEqual({});
    for (const projectType of projectTypeChoices) expect(await fieldErrors(completeMessage({ projectType }))).toEqual({});
    expect(await fieldErrors(completeMessage({ industry: "", projectType: "" }))).toEqual({});
    const { industry, projectType, ...withoutChoices } = completeMessage();
    expect(await contactMessageSchema.validate(withoutChoices)).toMatchObject({ industry: "", projectType: "" });
  });

  it.each([
    ["text that is not on the list", "Aerospace", "Wedding videos"],
    ["a listed choice in other letters", "technology", "training videos"],
    ["markup", "<i>Other</i>", "<b>Training Videos</b>"],
    ["a wrong type", null, ["Training Videos"]],
  ])("rejects %s, naming the field", async (_, industry, projectType) => {
    expect(await fieldErrors(completeMessage({ industry, projectType }))).toEqual({
      industry: "Please choose an industry from the list",
      projectType: "Please choose a project type from the list",
    });
  });

  it("takes a message without a submission id (the server makes one), but refuses one that is not a real UUID", async () => {
    expect(await fieldErrors(completeMessage({ submissionId: "" }))).toEqual({});
    expect(await fieldErrors(completeMessage({ submissionId: undefined }))).toEqual({});
    expect(await fieldErrors(completeMessage({ submissionId: "message-1" }))).toEqual({
      submissionId: contactErrorMessages.submissionIdInvalid,
    });
    expect(await fieldErrors(completeMessage({ submissionId: "00000000-0000-0000-0000-000000000000" }))).toEqual({
      submissionId: contactErrorMessages.submissionIdInvalid,
    });
  });

  it("answers a field of the wrong type with the field's own message rather than a technical one", async () => {
    expect(await fieldErrors(completeMessage({ firstName: { first: "Priya" }, email: ["priya@northfield.co.uk"] }))).toEqual({
      firstName: "Please enter your first name",
      email: "Please enter your email address",
    });
  });

  it.each<[string, unknown]>([
    ["a number", 42],
    ["true", true],
    ["false", false],
  ])("refuses %s where text belongs, rather than taking it as text", async (_, value) => {
    expect(await fieldErrors(completeMessage({ firstName: value, company: value, message: value }))).toEqual({
      firstName: contactErrorMessages.firstNameRequired,
      company: contactErrorMessages.companyRequired,
      message: contactErrorMessages.messageRequired,
    });
  });

  it.each([
    ["a null character", "\u0000"],
    ["an escape", "Priya\u001b[31m"],
    ["a vertical tab", "Priya\u000bShah"],
    ["DEL", "Pri\u007fya"],
    ["a C1 control", "Priya\u0085"],
  ])("refuses %s in any text field, naming the field", async (_, value) => {
    expect(await fieldErrors(completeMessage({ firstName: value, lastName: value, company: value, message: value }))).toEqual({
      firstName: contactErrorMessages.firstNameUnreadable,
      lastName: contactErrorMessages.lastNameUnreadable,
      company: contactErrorMessages.companyUnreadable,
      message: contactErrorMessages.messageUnreadable,
    });
  });

  it("keeps tabs and the line breaks a form sends in a message", async () => {
    const message = "First line\r\nSecond line\n\tIndented";
    expect(await fieldErrors(completeMessage({ message }))).toEqual({});
    expect((await contactMessageSchema.validate(completeMessage({ message }))).message).toBe(message);
  });

  it.each([
    ["ann@bücher.de", "ann@xn--bcher-kva.de"],
    ["Li@例子.中国", "Li@xn--fsqu00a.xn--fiqs8s"],
    ["ann@BÜCHER.de", "ann@xn--bcher-kva.de"],
    ["priya@northfield-pharma.co.uk", "priya@northfield-pharma.co.uk"],
  ])("accepts %s, in the punycode form mail servers use", async (email, ascii) => {
    expect((await contactMessageSchema.validate(completeMessage({ email }))).email).toBe(ascii);
  });

  it.each(["ann@bü cher.de", "ann@bücher", "ann@bü/cher.de"])("still refuses %s", async (email) => {
    expect((await fieldErrors(completeMessage({ email }))).email).toBe(contactErrorMessages.emailInvalid);
  });

  it("makes version 4 UUID submission ids, also where crypto.randomUUID is missing", async () => {
    const version4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newSubmissionId()).toMatch(version4);

    Object.defineProperty(globalThis.crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      expect(globalThis.crypto.randomUUID).toBeUndefined();
      const ids = Array.from({ length: 50 }, () => newSubmissionId());
      for (const id of ids) expect(id).toMatch(version4);
      expect(new Set(ids).size).toBe(ids.length);
      expect(await fieldErrors(completeMessage({ submissionId: ids[0] }))).toEqual({});
    } finally {
      delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof globalThis.crypto.randomUUID).toBe("function");
  });

  it("leaves the honeypot to the server: a filled honeypot is still a valid shape", async () => {
    expect(await fieldErrors(completeMessage({ website: "https://spam.example" }))).toEqual({});
  });
});
