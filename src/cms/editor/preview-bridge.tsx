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
  render(collection: string, data: unknown, assets: { assetUrl(path: string): string }): void;
  unmount(): void;
}
export type MountPreview = (target: HTMLElement, frameDocument: Document) => SitePreview;

/** What Decap hands a preview template, as far as the bridge reads it. */
export interface PreviewTemplateProps {
  entry: { get(key: "data"): { toJS(): unknown } | undefined };
  getAsset(path: string): { path?: string; toString(): string } | undefined;
}

/**
 * While Decap fetches a picture from the backend it hands out an empty SVG named empty.svg, which
 * has no size: a page's picture would take that for a broken file and fall back (a case study's
 * to the video host's thumbnail service, which the editor never contacts). A transparent pixel
 * stands in instead until Decap draws the preview again with the picture itself.
 */
const PICTURE_LOADING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

function assetUrlFrom(getAsset: PreviewTemplateProps["getAsset"]) {
  return (path: string) => {
    const asset = getAsset(path);
    if (!asset) return path;
    return asset.path === "empty.svg" ? PICTURE_LOADING : asset.toString();
  };
}

export function pagePreview(collection: string, mountPreview: MountPreview) {
  return function PagePreview({ entry, getAsset }: PreviewTemplateProps) {
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
    useEffect(() => {
      preview.current?.render(collection, data, { assetUrl: assetUrlFrom(getAsset) });
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
