import { css } from "@emotion/react";
import { contentTypes } from "../../content-model";
import { blogSettings } from "../../content-model/blog-settings";
import { withSlug } from "../../content-model/files";
import { redirect } from "../../content-model/redirects";
import { blogCategoryPath, BLOG_PATH, LANDING_PATH } from "../../lib/routes";
import { colors, fonts, fontSizes, space } from "../../styles/theme";
import { single } from "../content-snapshot";
import { LIST_FILE_KEY } from "../names";
import type { SiteNow } from "./site-now";

interface Redirect {
  from?: string;
  to?: string;
}

/** The pages of the site by address, named as an author knows them. */
function pagesOf(now: SiteNow): Map<string, string> {
  const pages = new Map<string, string>([
    [LANDING_PATH, "the landing page"],
    [BLOG_PATH, "the blog"],
  ]);
  for (const type of contentTypes) {
    if (type.pagePath)
      for (const entry of now.content[type.id] ?? []) {
        const name = String(entry.data.title ?? entry.data.name ?? entry.slug);
        pages.set(withSlug(type.pagePath, entry.slug), `the ${type.label.toLowerCase()} ${name}`);
      }
    else if (type.shownAt && !type.shownAt.includes("#") && !pages.has(type.shownAt))
      pages.set(type.shownAt, `the ${type.label.toLowerCase()}`);
  }
  const categories = single(now.content, blogSettings)?.categories;
  for (const category of Array.isArray(categories) ? categories : [])
    pages.set(blogCategoryPath(String(category)), `the blog's ${String(category)} articles`);
  return pages;
}

/** What an old address answers: a permanent move, to a page the author knows by name, or a warning when there is no such page. */
function answerOf(item: Redirect, pages: Map<string, string>, from: ReadonlySet<string>): string {
  const to = item.to ?? "";
  const [path, section] = to.split("#");
  if (from.has(path)) return `Moved permanently (301) to ${to}, which is itself moved on: point it straight at where that leads`;
  const page = pages.get(path || LANDING_PATH);
  if (!page) return `Moved permanently (301) to ${to}, where the site has no page: visitors would get the not-found page`;
  return `Moved permanently (301) to ${page}${section ? `, at its ${section.replace(/-/g, " ")} section` : ""}`;
}

/** Redirects feed no page: the preview is the list of them as a visitor meets them, one row per old address. */
export function RedirectsTable({ data, now }: { data: Record<string, unknown>; now: SiteNow }) {
  const items = (data[LIST_FILE_KEY] as Redirect[] | undefined) ?? [];
  const pages = pagesOf(now);
  const from = new Set(items.map((item) => item.from ?? ""));
  const [fromField, toField] = redirect.fields;
  return (
    <table css={table}>
      <caption>Old addresses and where the site sends them</caption>
      <thead>
        <tr>
          <th scope="col">{fromField.label}</th>
          <th scope="col">{toField.label}</th>
          <th scope="col">What a visitor gets</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={`${item.from ?? ""}-${index}`}>
            <td>{item.from}</td>
            <td>{item.to}</td>
            <td>{answerOf(item, pages, from)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const table = css`
  font-family: ${fonts.body};
  font-size: ${fontSizes.sm};
  color: ${colors.text};
  border-collapse: collapse;
  margin: ${space.lg};
  caption {
    text-align: left;
    font-weight: 700;
    font-size: ${fontSizes.lg};
    padding-bottom: ${space.sm};
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${space.xs} ${space.sm};
    border-bottom: 1px solid ${colors.line};
  }
`;
