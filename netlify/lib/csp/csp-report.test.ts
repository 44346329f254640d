/** The csp-report function, called with real Request objects as a browser would send them. */
import { CSP_REPORT_MAX_BODY_BYTES, handleCspReport } from "./csp-report-handler";
import { recordingLogger, streamedPost } from "../../../tests/support/functions/servers";

const ENDPOINT = "https://www.gridlinefilms.co.uk/.netlify/functions/csp-report";

const post = (type: string, body: unknown) =>
  new Request(ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": type },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const reportingApiBatch = [
  {
    type: "csp-violation",
    age: 10,
    url: "https://www.gridlinefilms.co.uk/contact?email=someone%40example.com",
    body: {
      documentURL: "https://www.gridlinefilms.co.uk/contact?email=someone%40example.com#send-message",
      effectiveDirective: "script-src-elem",
      blockedURL: "inline",
      disposition: "enforce",
      sourceFile: "https://www.gridlinefilms.co.uk/contact?utm_source=mail",
      lineNumber: 12,
      columnNumber: 5,
      sample: "console.log('hello someone@example.com')",
    },
  },
  {
    type: "csp-violation",
    body: {
      documentURL: "https://www.gridlinefilms.co.uk/blog",
      effectiveDirective: "img-src",
      blockedURL: "https://tracker.example/pixel.gif?id=123",
    },
  },
];

describe("csp-report", () => {
  it("logs each violation of a Reporting API batch as one structured line and answers 204", async () => {
    const log = recordingLogger();
    const response = await handleCspReport(post("application/reports+json", reportingApiBatch), log);
    expect(response.status).toBe(204);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(log.entries).toEqual([
      {
        level: "warn",
        event: "csp-violation",
        details: {
          documentPath: "https://www.gridlinefilms.co.uk/contact",
          directive: "script-src-elem",
          blocked: "inline",
          disposition: "enforce",
          source: "https://www.gridlinefilms.co.uk/contact",
          line: 12,
          column: 5,
        },
      },
      {
        level: "warn",
        event: "csp-violation",
        details: {
          documentPath: "https://www.gridlinefilms.co.uk/blog",
          directive: "img-src",
          blocked: "https://tracker.example/pixel.gif",
          disposition: "enforce",
        },
      },
    ]);
  });

  it("keeps no query string, fragment or script sample, which could hold what a visitor typed", async () => {
    const log = recordingLogger();
    await handleCspReport(post("application/reports+json", reportingApiBatch), log);
    const logged = JSON.stringify(log.entries);
    expect(logged).not.toContain("example.com");
    expect(logged).not.toContain("someone");
    expect(logged).not.toContain("utm_source");
    expect(logged).not.toContain("id=123");
  });

  it("reads the older report-uri shape too", async () => {
    const log = recordingLogger();
    const response = await handleCspReport(
      post("application/csp-report", {
        "csp-report": {
          "document-uri": "https://www.gridlinefilms.co.uk/",
          "violated-directive": "frame-src",
          "blocked-uri": "https://www.youtube.com/embed/x",
        },
      }),
      log,
    );
    expect(response.status).toBe(204);
    expect(log.entries).toEqual([
      {
        level: "warn",
        event: "csp-violation",
        details: {
          documentPath: "https://www.gridlinefilms.co.uk/",
          directive: "frame-src",
          blocked: "https://www.youtube.com/embed/x",
          disposition: "enforce",
        },
      },
    ]);
  });

  it.each([
    ["a GET", new Request(ENDPOINT), 405],
    ["another content type", post("application/json", reportingApiBatch), 415],
    ["a form post", post("application/x-www-form-urlencoded", "a=b"), 415],
    ["junk that is not JSON", post("application/reports+json", "{not json"), 400],
    ["JSON that is not a report", post("application/reports+json", { hello: "world" }), 422],
    ["a report of another type", post("application/reports+json", [{ type: "deprecation", body: { id: "x" } }]), 422],
    ["an empty batch", post("application/reports+json", []), 422],
    ["a report without its document", post("application/csp-report", { "csp-report": { "violated-directive": "img-src" } }), 422],
    [
      "a body over the limit",
      post(
        "application/reports+json",
        JSON.stringify([{ type: "csp-violation", body: { documentURL: "x".repeat(CSP_REPORT_MAX_BODY_BYTES) } }]),
      ),
      413,
    ],
  ])("refuses %s with a clear 4xx and logs nothing", async (_name, request, status) => {
    const log = recordingLogger();
    const response = await handleCspReport(request, log);
    expect(response.status).toBe(status);
    expect((await response.text()).trim().length).toBeGreaterThan(10);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(log.entries).toEqual([]);
  });

  it("refuses a body over the limit even when it does not declare its length", async () => {
    const big = new TextEncoder().encode("x".repeat(CSP_REPORT_MAX_BODY_BYTES + 1));
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(big);
        controller.close();
      },
    });
    const request = streamedPost(ENDPOINT, "application/csp-report", stream);
    const log = recordingLogger();
    expect((await handleCspReport(request, log)).status).toBe(413);
    expect(log.entries).toEqual([]);
  });
});
