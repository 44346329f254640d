/**
 * POST /.netlify/functions/csp-report: where browsers report what a page's
 * Content-Security-Policy blocked. The logic is in netlify/lib/csp/csp-report-handler.ts.
 */
import type { Config } from "@netlify/functions";
import { handleCspReport } from "../lib/csp/csp-report-handler";
import { consoleLogger } from "../lib/common/logger";

export default async (request: Request) => handleCspReport(request, consoleLogger);

/** A page that breaks its policy reports on every view; the limit keeps a loop from flooding the log. */
export const config: Config = {
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
