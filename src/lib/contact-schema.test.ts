import { ValidationError } from "yup";
import { contactErrorMessages, contactFieldLimits, contactMessageSchema, emptyContactMessage, type ContactMessage } from "./contact-schema";

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

  it("rejects a choice longer than any option in the lists", async () => {
    expect(await fieldErrors(completeMessage({ industry: "x".repeat(101), projectType: "y".repeat(101) }))).toEqual({
      industry: contactErrorMessages.industryInvalid,
      projectType: contactErrorMessages.projectTypeInvalid,
    });
  });

  it("needs a submission id that is a UUID so a retry can be recognised", async () => {
    expect(await fieldErrors(completeMessage({ submissionId: "" }))).toEqual({ submissionId: contactErrorMessages.submissionIdInvalid });
    expect(await fieldErrors(completeMessage({ submissionId: "message-1" }))).toEqual({ submissionId: contactErrorMessages.submissionIdInvalid });
  });

  it("answers a field of the wrong type with the field's own message rather than a technical one", async () => {
    expect(await fieldErrors(completeMessage({ firstName: { first: "Priya" }, email: ["priya@northfield.co.uk"] }))).toEqual({
      firstName: "Please enter your first name",
      email: "Please enter your email address",
    });
  });

  it("leaves the honeypot to the server: a filled honeypot is still a valid shape", async () => {
    expect(await fieldErrors(completeMessage({ website: "https://spam.example" }))).toEqual({});
  });
});
