import fs from "node:fs";
import path from "node:path";
import { site } from "../support/content";
import { enhancedContactForm, expect, fillEnquiry, test, visit } from "../support/fixtures";

/** The served site writes mail to this folder (see playwright.config.ts). */
const outbox = path.resolve(__dirname, "../../outbox/e2e");

function outboxMessages(): string[] {
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => fs.readFileSync(path.join(outbox, file), "utf8"));
}

test("a visitor sends a message from the contact page and it reaches the outbox", async ({ page }) => {
  const marker = `e2e-${Date.now()}`;
  await visit(page, "/contact");
  const form = await fillEnquiry(await enhancedContactForm(page), marker);
  await form.getByRole("button", { name: "Send Message" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Message sent successfully!");
  await expect(toast).toContainText("We'll get back to you within 24 hours.");
  await expect(form.getByLabel("First name")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");
  await expect.poll(() => outboxMessages().filter((mail) => mail.includes(marker)).length, { timeout: 15_000 }).toBe(1);
  const mail = outboxMessages().find((text) => text.includes(marker))!;
  expect(mail).toMatch(/Reply-To: .*priya\.marsh@example\.co\.uk/i);
  await toast.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(toast).toHaveCount(0);
});

test("the button reads Sending... while a message is on its way and a double click sends once", async ({ page }) => {
  let requests = 0;
  await page.route("**/.netlify/functions/send-contact-email", async (route) => {
    requests += 1;
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ ok: true, status: "sent" }) });
  });
  await visit(page, "/video-production-milton-keynes#contact");
  const form = await fillEnquiry(await enhancedContactForm(page), "double-click");
  const button = form.getByRole("button", { name: "Send Message" });
  await button.dblclick();
  await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(page.getByTestId("toast")).toContainText("Message sent successfully!");
  expect(requests).toBe(1);
});

test("when sending fails the visitor keeps what they typed and sees the error", async ({ page }) => {
  await page.route("**/.netlify/functions/send-contact-email", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ ok: false, message: "Server error" }) }),
  );
  await visit(page, "/contact");
  const form = await fillEnquiry(await enhancedContactForm(page), "failure");
  await form.getByRole("button", { name: "Send Message" }).click();
  const toast = page.getByRole("alert");
  await expect(toast).toContainText("Error sending message");
  await expect(toast).toContainText("Please try again or contact us directly.");
  await expect(form.getByLabel("First name")).toHaveValue("Priya");
  await expect(form.getByLabel("Message")).toHaveValue(/forklift/);
});

test("when the host's rate limit refuses a message the visitor is told to wait a minute or call, and keeps what they typed", async ({
  page,
}) => {
  // Netlify answers for the function once a network has sent five messages in a minute.
  await page.route("**/.netlify/functions/send-contact-email", (route) =>
    route.fulfill({ status: 429, contentType: "text/plain", body: "Too Many Requests" }),
  );
  await visit(page, "/contact");
  const form = await fillEnquiry(await enhancedContactForm(page), "rate-limited");
  await form.getByRole("button", { name: "Send Message" }).click();
  const toast = page.getByRole("alert");
  await expect(toast).toContainText(
    `Too many messages from your network in the last minute: please wait a minute, or call us on ${site.phone}`,
  );
  await expect(form.getByLabel("First name")).toHaveValue("Priya");
  await expect(form.getByLabel("Message")).toHaveValue(/forklift/);
});

test("each required field explains what is missing and focus goes to the first", async ({ page }) => {
  await visit(page, "/contact");
  const form = await enhancedContactForm(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  const expected: [string, string][] = [
    ["First name", "Please enter your first name"],
    ["Last name", "Please enter your last name"],
    ["Email", "Please enter your email address"],
    ["Company", "Please enter your company or organisation"],
    ["Message", "Please enter your message"],
  ];
  for (const [label, message] of expected) {
    const input = form.getByLabel(label);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(message);
  }
  await expect(form.getByLabel("First name")).toBeFocused();
  await expect(form.getByLabel("Industry")).toHaveAttribute("aria-invalid", "false");

  await form.getByLabel("Email").fill("priya@company");
  await form.getByLabel("Company").focus();
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address, like name@company.co.uk");
});

for (const where of ["blog", "footer"] as const) {
  test(`a visitor subscribes from the ${where}`, async ({ page }) => {
    await visit(page, where === "blog" ? "/blog" : "/case-studies");
    const form = page.getByTestId(`subscribe-${where}`);
    await form.getByRole("textbox").fill(`reader-${where}-${Date.now()}@example.co.uk`);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toContainText("Thank you for subscribing");
    await expect(form.getByRole("textbox")).toHaveValue("");
  });
}

for (const where of ["/contact", "/video-production-milton-keynes"]) {
  test(`on ${where}, Send pressed on the empty form before its code arrived is answered by the site's messages, on that press`, async ({
    page,
  }) => {
    await visit(page, where);
    const section = page.locator("#send-message");
    await section.scrollIntoViewIfNeeded();
    // Pressed on the form as the server drew it: nothing has fetched the enhancement yet.
    await expect(page.locator("#send-message form[novalidate]")).toHaveCount(0);
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("#send-message form[novalidate]")).toHaveCount(1, { timeout: 15_000 });
    for (const [label, message] of [
      ["First name", "Please enter your first name"],
      ["Message", "Please enter your message"],
    ]) {
      await expect(form.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel(label)).toHaveAccessibleDescription(message);
    }
    await expect(form.getByLabel("First name")).toBeFocused();
  });
}

test("a mistyped address is explained in place and not sent", async ({ page }) => {
  let sent = false;
  await page.route("**/.netlify/functions/subscribe", (route) => {
    sent = true;
    return route.continue();
  });
  await visit(page, "/blog");
  const form = page.getByTestId("subscribe-blog");
  await form.getByRole("textbox").fill("not-an-email");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toContainText("Please enter a valid email address");
  expect(sent).toBe(false);
});
