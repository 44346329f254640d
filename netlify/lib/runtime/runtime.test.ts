/**
 * The functions' one dependency builder: each part is made when a handler first reads it, so a
 * scheduled function with no request, or one that never mails, builds nothing it does not use.
 */
import { functionDependencies } from "./runtime";

const local = { deploy: { context: "" } };

it("gives a form function the origins of its own request and a local run the outbox", () => {
  const deps = functionDependencies(new Request("http://localhost:8888/.netlify/functions/subscribe"), local);
  expect(deps.allowedOrigins).toEqual(["http://localhost:8888"]);
  expect(deps.mailer.mode).toBe("outbox");
  expect(deps.siteOrigin).toBe("http://localhost:8888");
  expect(deps.now()).toBeInstanceOf(Date);
});

it("lets a scheduled function, which has no request, build without asking for allowed origins", () => {
  const deps = functionDependencies(undefined, { deploy: { context: "production" } });
  expect(deps.allowedOrigins).toBeUndefined();
  expect(deps.mailer.mode).toBe(process.env.SMTP_URL ? "smtp" : "unconfigured");
  expect(deps.budgetMs).toBe(12_000);
});

it("makes each part once, so every read sees the same store and mailer", () => {
  const deps = functionDependencies(new Request("http://localhost:8888/"), local);
  expect(deps.mailer).toBe(deps.mailer);
  expect(deps.addresses).toBe(deps.addresses);
});
