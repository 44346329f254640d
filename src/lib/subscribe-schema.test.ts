import { ValidationError } from "yup";
import { emptySubscribeRequest, subscribeErrorMessages, subscribeSchema } from "./subscribe-schema";

async function fieldErrors(input: unknown): Promise<Record<string, string>> {
  try {
    await subscribeSchema.validate(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const firstErrorPerField: Record<string, string> = {};
    for (const issue of error.inner) firstErrorPerField[issue.path ?? ""] ??= issue.message;
    return firstErrorPerField;
  }
}

describe("newsletter signup schema", () => {
  it.each(["blog", "footer"] as const)("accepts an email address from the %s form", async (source) => {
    expect(await fieldErrors({ ...emptySubscribeRequest(source), email: "tom@harbourlearning.org.uk" })).toEqual({});
  });

  it("asks for an email address when none was typed", async () => {
    expect(await fieldErrors(emptySubscribeRequest("footer"))).toEqual({ email: "Please enter your email address" });
  });

  it("rejects an address without a proper domain, with an example", async () => {
    expect(await fieldErrors({ ...emptySubscribeRequest("blog"), email: "tom@harbourlearning" })).toEqual({
      email: "Please enter a valid email address, like name@company.co.uk",
    });
  });

  it("rejects an address longer than email allows", async () => {
    const email = `${"t".repeat(64)}@${"h".repeat(61)}.${"a".repeat(61)}.${"r".repeat(60)}.co.uk`;
    expect(email).toHaveLength(255);
    expect(await fieldErrors({ ...emptySubscribeRequest("blog"), email })).toEqual({ email: subscribeErrorMessages.emailTooLong });
  });

  it("accepts only the site's two signup forms as the source", async () => {
    expect(await fieldErrors({ email: "tom@harbourlearning.org.uk", website: "", source: "popup" })).toEqual({
      source: subscribeErrorMessages.sourceInvalid,
    });
    expect(await fieldErrors({ email: "tom@harbourlearning.org.uk", website: "" })).toEqual({
      source: subscribeErrorMessages.sourceInvalid,
    });
  });
});
