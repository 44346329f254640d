/** @jsxImportSource react */
/*
 * The bridge from Decap's preview pane to the site's own previews (src/cms/previews/). Decap draws
 * a preview template with its React (19); the site's sections are React 18 components styled by
 * Emotion. So each template Decap draws is only a holder: once it is in the preview frame, the
 * site's previews mount a React 18 root of their own in it, and are handed the entry's data on
 * every change. The two Reacts never share an element.
 */
import { useEffect, useRef } from "react";

/** A preview of the site's, mounted in the preview frame (the interface src/cms/previews/index.ts exports). */
export interface SitePreview {
  render(collection: string, slug: string, data: unknown, assets: { assetUrl(path: string): string }): void;
  unmount(): void;
}
export type MountPreview = (target: HTMLElement, frameDocument: Document) => SitePreview;

/** What Decap hands a preview template, as far as the bridge reads it. */
export interface PreviewTemplateProps {
  entry: { get(key: "data"): { toJS(): unknown } | undefined; get(key: "slug"): string | undefined };
  getAsset(path: string, field?: DecapField): { path?: string; toString(): string } | undefined;
  /** The entry's fields as Decap's configuration gives them (Immutable.js). */
  fields?: Iterable<DecapField>;
}

/** A field of Decap's configuration, as Immutable.js gives it. */
export interface DecapField {
  get(key: string): unknown;
}

/**
 * The image fields of an entry by the folder their pictures are written with (`public_folder`),
 * so a picture's path finds its field: Decap looks a picture up in its field's own folder only
 * when given the field, and otherwise in the site-wide uploads folder, where it is not.
 */
function imageFieldsByFolder(fields: Iterable<DecapField> | undefined, found = new Map<string, DecapField>()) {
  for (const field of fields ?? []) {
    const folder = field.get("public_folder");
    if (field.get("widget") === "image" && typeof folder === "string") found.set(folder.replace(/\/$/, ""), field);
    imageFieldsByFolder(field.get("fields") as Iterable<DecapField> | undefined, found);
    const item = field.get("field") as DecapField | undefined;
    if (item) imageFieldsByFolder([item], found);
  }
  return found;
}

/**
 * While Decap fetches a picture from the backend it hands out an empty SVG named empty.svg, which
 * has no size: a page's picture would take that for a broken file and fall back (a case study's
 * to the video host's thumbnail service, which the editor never contacts). A transparent pixel
 * stands in instead until Decap draws the preview again with the picture itself.
 */
const PICTURE_LOADING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

function assetUrlFrom(getAsset: PreviewTemplateProps["getAsset"], fields: PreviewTemplateProps["fields"]) {
  const byFolder = imageFieldsByFolder(fields);
  return (path: string) => {
    const asset = getAsset(path, byFolder.get(path.slice(0, path.lastIndexOf("/"))));
    if (!asset) return path;
    return asset.path === "empty.svg" ? PICTURE_LOADING : asset.toString();
  };
}

export function pagePreview(collection: string, mountPreview: MountPreview) {
  return function PagePreview({ entry, getAsset, fields }: PreviewTemplateProps) {
    const holder = useRef<HTMLDivElement>(null);
    const preview = useRef<SitePreview | null>(null);
    useEffect(() => {
      const target = holder.current;
      if (!target?.ownerDocument) return undefined;
      preview.current = mountPreview(target, target.ownerDocument);
      return () => {
        preview.current?.unmount();
        preview.current = null;
      };
    }, []);
    const data = entry.get("data")?.toJS() ?? {};
    const slug = entry.get("slug") ?? "";
    useEffect(() => {
      preview.current?.render(collection, slug, data, { assetUrl: assetUrlFrom(getAsset, fields) });
    });
    return <div ref={holder} />;
  };
}

/** One template per collection, each drawing its entries with the site's previews. */
export function registerPagePreviews(
  register: (collection: string, component: ReturnType<typeof pagePreview>) => void,
  collections: readonly string[],
  mountPreview: MountPreview,
) {
  for (const collection of collections) register(collection, pagePreview(collection, mountPreview));
}
