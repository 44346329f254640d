/** @jsxImportSource react */
/*
 * The previews of an article and a service page as they were before the site's own previews:
 * hand-made copies of the pages, in the classes of the preview stylesheet (src/cms/preview-styles.ts).
 * They give way to the site's previews (src/cms/previews/, through ./preview-bridge.tsx).
 */
import type { ReactNode } from "react";

interface Data {
  get(key: string): unknown;
  toJS(): unknown;
}
export interface HandMadePreviewProps {
  entry: { get(key: "data"): Data | undefined };
  getAsset(path: string, field?: unknown): { toString(): string } | undefined;
  widgetFor(name: string): ReactNode;
  fields: { find(predicate: (field: { get(key: string): unknown }) => boolean): unknown };
}

type Fill = (value: unknown) => string;

function formatDate(iso: string) {
  const date = new Date(`${iso}T12:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

export function handMadePreviews(fill: Fill) {
  const text = (data: Data | undefined, name: string) => {
    const value = data?.get(name);
    return value == null ? "" : fill(value);
  };

  function ArticlePreview({ entry, getAsset, widgetFor, fields }: HandMadePreviewProps) {
    const data = entry.get("data");
    const image = text(data, "image");
    const alt = text(data, "imageAlt");
    const imageField = fields.find((field) => field.get("name") === "image");
    const published = text(data, "publishedAt");
    return (
      <article className="gf-article">
        <p className="gf-meta">
          <span className="gf-category">{text(data, "category")}</span>
          {published ? <time dateTime={published}>{formatDate(published)}</time> : null}
          {text(data, "readTime") ? <span>{text(data, "readTime")}</span> : null}
        </p>
        <h1>{text(data, "title")}</h1>
        <p className="gf-excerpt">{text(data, "excerpt")}</p>
        {image ? (
          <figure className="gf-figure">
            {alt ? (
              <img src={getAsset(image, imageField)?.toString()} alt={alt} />
            ) : (
              <p className="gf-missing">Add the image&apos;s alt text: the article cannot be saved without it.</p>
            )}
          </figure>
        ) : null}
        <div className="gf-prose">{widgetFor("body")}</div>
      </article>
    );
  }

  function ServicePreview({ entry }: HandMadePreviewProps) {
    const data = (entry.get("data")?.toJS() ?? {}) as Record<string, Record<string, unknown> | undefined>;
    const hero = data.hero ?? {};
    const create = data.whatWeCreate;
    const closing = data.closing;
    const list = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);
    return (
      <div>
        <header className="gf-hero">
          <div className="gf-wrap">
            <p className="gf-eyebrow">{fill(hero.eyebrow ?? "")}</p>
            <h1>{fill(hero.headline ?? "")}</h1>
            <p>{fill(hero.intro ?? "")}</p>
          </div>
        </header>
        {create ? (
          <section className="gf-wrap gf-section">
            <h2>{fill(create.heading ?? "")}</h2>
            {create.intro ? <p>{fill(create.intro)}</p> : null}
            <ul className="gf-cards">
              {list(create.items).map((item, index) => (
                <li className="gf-card" key={index}>
                  <h3>{fill(item.title ?? "")}</h3>
                  <p>{fill(item.description ?? "")}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className="gf-wrap gf-section">
          <h2>FAQ</h2>
          {list(data.faq).map((item, index) => (
            <div className="gf-faq" key={index}>
              <h3>{fill(item.question ?? "")}</h3>
              <p>{fill(item.answer ?? "")}</p>
            </div>
          ))}
        </section>
        {closing ? (
          <section className="gf-wrap">
            <div className="gf-closing">
              <h2>{fill(closing.heading ?? "")}</h2>
              <p>{fill(closing.body ?? "")}</p>
            </div>
          </section>
        ) : null}
      </div>
    );
  }

  return { "blog-article": ArticlePreview, service: ServicePreview };
}
