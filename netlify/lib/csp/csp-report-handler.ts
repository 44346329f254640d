/**
 * The csp-report function: browsers post here when a page's Content-Security-Policy blocks
 * something. Each violation becomes one structured log line, so a script the build did not hash
 * (or a third party the policy forgot) shows up in Netlify's function log instead of only in a
 * visitor's console.
 *
 * Two shapes arrive: `application/reports+json` (the Reporting API, a list of reports) from
 * browsers that know `report-to`, and `application/csp-report` (one report) from those that only
 * know `report-uri`. Anything else is refused with a 4xx and logs nothing. What is logged keeps
 * no query strings or fragments, which could carry a visitor's data.
 */
import { NO_STORE_HEADERS, readTextWithin } from "../common/http";
import type { Logger } from "../common/logger";

export const CSP_REPORT_MAX_BODY_BYTES = 16 * 1024;
/** A batch larger than this is not a browser's report of one page load. */
const MAX_REPORTS_PER_BATCH = 50;

function refuse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { ...NO_STORE_HEADERS, "Content-Type": "text/plain; charset=utf-8", ...headers },
  });
}

export interface CspViolation {
  documentPath: string;
  directive: string;
  blocked: string;
  disposition: string;
  source?: string;
  line?: number;
  column?: number;
}

export async function handleCspReport(request: Request, log: Logger): Promise<Response> {
  if (request.method !== "POST") return refuse(405, "This address only accepts reports sent with POST.", { Allow: "POST" });
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/reports+json" && type !== "application/csp-report") {
    return refuse(415, "Only content-security-policy reports are accepted here.");
  }
  if (Number(request.headers.get("content-length") ?? "0") > CSP_REPORT_MAX_BODY_BYTES) return refuse(413, "That report is too large.");
  const text = await readTextWithin(request, CSP_REPORT_MAX_BODY_BYTES);
  if (text === undefined) return refuse(413, "That report is too large.");

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(400, "That report is not valid JSON.");
  }
  const violations = type === "application/csp-report" ? fromReportUri(body) : fromReportingApi(body);
  if (!violations) return refuse(422, "That is not a content-security-policy report.");
  for (const violation of violations) log.warn("csp-violation", { ...violation });
  return new Response(null, { status: 204, headers: NO_STORE_HEADERS });
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);

/** `{"csp-report": {"document-uri": ..., "violated-directive": ..., ...}}` */
function fromReportUri(body: unknown): CspViolation[] | undefined {
  if (!isObject(body) || !isObject(body["csp-report"])) return undefined;
  const report = body["csp-report"];
  return describe({
    documentURL: report["document-uri"],
    directive: report["effective-directive"] ?? report["violated-directive"],
    blockedURL: report["blocked-uri"],
    disposition: report.disposition ?? "enforce",
    sourceFile: report["source-file"],
    lineNumber: report["line-number"],
    columnNumber: report["column-number"],
  });
}

/** `[{"type": "csp-violation", "body": {"documentURL": ..., "effectiveDirective": ..., ...}}]` */
function fromReportingApi(body: unknown): CspViolation[] | undefined {
  if (!Array.isArray(body) || body.length === 0 || body.length > MAX_REPORTS_PER_BATCH) return undefined;
  const violations: CspViolation[] = [];
  for (const report of body) {
    if (!isObject(report) || report.type !== "csp-violation" || !isObject(report.body)) return undefined;
    const fields = report.body;
    const violation = describe({
      documentURL: fields.documentURL,
      directive: fields.effectiveDirective,
      blockedURL: fields.blockedURL,
      disposition: fields.disposition ?? "enforce",
      sourceFile: fields.sourceFile,
      lineNumber: fields.lineNumber,
      columnNumber: fields.columnNumber,
    });
    if (!violation) return undefined;
    violations.push(...violation);
  }
  return violations;
}

function describe(fields: Fields): CspViolation[] | undefined {
  const { documentURL, directive, blockedURL, disposition, sourceFile, lineNumber, columnNumber } = fields;
  if (typeof documentURL !== "string" || typeof directive !== "string" || !/^[a-z-]{1,40}$/.test(directive)) return undefined;
  const documentPath = withoutQuery(documentURL);
  if (!documentPath) return undefined;
  return [
    {
      documentPath,
      directive,
      blocked: typeof blockedURL === "string" ? withoutQuery(blockedURL) || blockedURL.slice(0, 20) : "",
      disposition: disposition === "report" ? "report" : "enforce",
      ...(typeof sourceFile === "string" && withoutQuery(sourceFile) ? { source: withoutQuery(sourceFile) } : {}),
      ...(Number.isInteger(lineNumber) ? { line: lineNumber as number } : {}),
      ...(Number.isInteger(columnNumber) ? { column: columnNumber as number } : {}),
    },
  ];
}

/**
 * A URL as origin and path only (a query or fragment could hold what a visitor typed); keywords
 * such as `inline` and `eval` pass as they are. Nothing longer than a URL needs to be.
 */
function withoutQuery(value: string): string | undefined {
  if (/^[a-z-]{1,20}$/.test(value)) return value;
  try {
    const url = new URL(value);
    // An address without an origin (data:, mailto:) holds its content in its path: scheme only.
    return url.origin === "null" ? url.protocol : `${url.origin}${url.pathname}`.slice(0, 300);
  } catch {
    return undefined;
  }
}
