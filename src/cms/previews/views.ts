/**
 * Where a preview draws an entry: the page a visitor sees it on. That is the entry's own page, or
 * the page its type is shown on; but a field the model says is seen elsewhere (a service's card
 * description on the landing page, an article's excerpt on the blog) or in a state of the page
 * (the contact form's "sent" notice, the cookie preferences dialog) is drawn there once the author
 * edits it, so the preview shows what was just typed.
 */
import { shownIn } from "../../content-model/fields";
import { withSlug } from "../../content-model/files";
import type { ContentType, Field } from "../../content-model/types";
import { LANDING_PATH } from "../../lib/routes";
import type { ContentSnapshot } from "../content-snapshot";

/** How the page is drawn: as it loads, with a notice over it, with the cookie preferences open, or (words the site's functions write) as it loads with a note. */
export type PageState = "page" | "notice" | "dialog" | "server";

export interface View {
  /** The page's address, with the section to show (`/video-production-milton-keynes#services`). */
  address: string;
  state: PageState;
  /** For a notice or a function's words: the path in the entry of the block the state shows ("sent"). */
  at?: string;
}

/** The page of an address a view shows (`/video-production-milton-keynes#services` is the landing page). */
export const pageOfAddress = (address: string) => address.split("#")[0] || LANDING_PATH;

/** The fields along a path into an entry ("hero.headline", "faq.2.answer"), outermost first. */
function fieldsAlong(fields: readonly Field[], path: string): { field: Field; at: string }[] {
  const found: { field: Field; at: string }[] = [];
  let within: readonly Field[] = fields;
  const steps: string[] = [];
  for (const step of path.split(".")) {
    steps.push(step);
    if (/^\d+$/.test(step)) continue;
    const field = within.find((candidate) => candidate.name === step);
    if (!field) break;
    found.push({ field, at: steps.join(".") });
    const item = field.widget === "list" ? field.of : field;
    within = item.widget === "object" ? item.fields : [];
  }
  return found;
}

/** The page a type's entries are seen on: an entry's own page, or the page the type is shown on. */
export function homeOf(type: ContentType, slug: string): string {
  return type.pagePath ? withSlug(type.pagePath, slug) : (type.shownAt ?? LANDING_PATH);
}

/** A page of a type, named by its page path (`/{slug}`): the entry's own when it is of that type, else the type's first. */
function pageOfType(pagePath: string, types: readonly ContentType[], content: ContentSnapshot, own: { type: ContentType; slug: string }) {
  const type = types.find((candidate) => candidate.pagePath === pagePath);
  if (!type) return LANDING_PATH;
  const slug = type === own.type ? own.slug : content[type.id]?.[0]?.slug;
  return slug ? withSlug(pagePath, slug) : LANDING_PATH;
}

/** The view for an entry with `edited` the path of the field the author last changed (null before any change). */
export function viewOf(
  type: ContentType,
  slug: string,
  edited: string | null,
  fields: readonly Field[],
  types: readonly ContentType[],
  content: ContentSnapshot,
): View {
  const home = homeOf(type, slug);
  const placed = edited ? fieldsAlong(fields, edited).filter(({ field }) => field.shownAt) : [];
  const innermost = placed[placed.length - 1];
  if (!innermost) return { address: home, state: "page" };
  const shownAt = innermost.field.shownAt ?? "";
  const states: Record<string, PageState> = { [shownIn.notice]: "notice", [shownIn.dialog]: "dialog", [shownIn.server]: "server" };
  if (states[shownAt]) return { address: home, state: states[shownAt], at: innermost.at };
  if (shownAt.includes("{slug}")) return { address: pageOfType(shownAt, types, content, { type, slug }), state: "page" };
  return { address: shownAt, state: "page" };
}
