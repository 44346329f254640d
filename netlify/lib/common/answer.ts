/**
 * Whether a function answers with JSON or with a page, decided here for every function: the forms'
 * scripts and other programs read JSON; a browser that posted a form itself (before or without
 * scripts) or followed a link reads a page.
 */
import { errorResponse, mediaType, readFormOrJsonRequest, refusalMessages, type ErrorBody, type RequestRules } from "./http";
import { describeError, type Logger } from "./logger";

export type Audience = "json" | "page";

const FORM_MEDIA_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"];

/**
 * A request a browser made by posting an HTML form (its three encodings), or by following a link
 * to the function, is answered with a page; anything declaring JSON, or nothing, keeps JSON.
 */
export function audienceOf(request: Request): Audience {
  const type = mediaType(request.headers.get("content-type"));
  if (FORM_MEDIA_TYPES.includes(type)) return "page";
  if (type === "" && /\btext\/html\b/i.test(request.headers.get("accept") ?? "")) return "page";
  return "json";
}

/** Headers of a JSON answer that still hold for its page: a 405 says which methods would do. */
const CARRIED_HEADERS = ["allow"];

/**
 * The JSON answer as it is, or the page `page` makes for a person: given the answer's sentence
 * (the message of a refusal made by errorResponse), so the page says what a script would be told,
 * and carrying the answer's headers that are about the request rather than the body.
 */
export async function jsonOrPage(
  audience: Audience,
  json: Response,
  page: (sentence: string) => Response | Promise<Response>,
): Promise<Response> {
  if (audience === "json") return json;
  const answer = await page(await sentenceOf(json));
  for (const name of CARRIED_HEADERS) {
    const value = json.headers.get(name);
    if (value !== null && !answer.headers.has(name)) answer.headers.set(name, value);
  }
  return answer;
}

/**
 * How a form function answers: the post is read under `rules` (see readFormOrJsonRequest) and
 * `handle` answers its body in the client's kind; a refusal left as JSON reaches a browser through
 * `refuse`, as a page; and anything unexpected (a dropped connection mid-body, a bug) is refused
 * like any other, rather than with the platform's bare 500 page.
 */
export async function answerFormPost(
  request: Request,
  { rules, log }: { rules: RequestRules; log: Logger },
  handle: (body: Record<string, unknown>, audience: Audience) => Promise<Response>,
  refuse: (audience: Audience, refusal: Response) => Promise<Response>,
): Promise<Response> {
  const audience = audienceOf(request);
  let response: Response;
  try {
    const parsed = await readFormOrJsonRequest(request, rules);
    response = parsed.ok ? await handle(parsed.body, audience) : parsed.response;
  } catch (error) {
    log.error("unexpected-error", { error: describeError(error) });
    response = errorResponse(500, refusalMessages.unexpected);
  }
  const isJsonRefusal = response.status >= 400 && (response.headers.get("content-type") ?? "").startsWith("application/json");
  return isJsonRefusal ? refuse(audience, response) : response;
}

async function sentenceOf(answer: Response): Promise<string> {
  const body = (await answer
    .clone()
    .json()
    .catch(() => ({}))) as Partial<ErrorBody>;
  return typeof body.message === "string" ? body.message : refusalMessages.unexpected;
}
