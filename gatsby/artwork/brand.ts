/** The brand mark (favicon, app icon, the logo search engines show) and the default social image. */
import sharp from "sharp";
import { illustration } from "./compose";
import { toPng } from "./entries";
import { C } from "./palette";

function markSvg(size: number): string {
  // drawn in a 32x32 box, scaled by the viewBox
  let g = "";
  for (const v of [8, 16, 24]) g += `<path d="M${v},0 V32 M0,${v} H32" stroke="#ffffff" stroke-opacity="0.09" stroke-width="0.5"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><defs><clipPath id="rq"><rect width="32" height="32" rx="7"/></clipPath></defs><g clip-path="url(#rq)"><rect width="32" height="32" fill="${C.navy}"/>${g}</g><circle cx="16" cy="16" r="9.5" fill="${C.warm}"/><path d="M13.4,11.6 L13.4,20.4 L20.6,16 Z" fill="${C.navy}" stroke="${C.navy}" stroke-width="0.9" stroke-linejoin="round"/></svg>`;
}
/** The favicon's SVG. */
export const faviconSvg = () => markSvg(32).replace(' width="32" height="32"', "") + "\n";

/** The mark as a PNG of `size`; `background` fills its corners (the app icon's are not transparent). */
export function markPng(size: number, background?: string): Promise<Buffer> {
  const image = sharp(Buffer.from(markSvg(size)));
  return (background ? image.flatten({ background }) : image).png({ compressionLevel: 9 }).toBuffer();
}

/** The social image of a page without a picture of its own: the lens, centred, 1200 by 630. */
export async function defaultSocialImage(): Promise<Buffer> {
  const svg = await illustration(1200, 630, "og:default", "aperture", { layout: "center", size: 0.7, extras: ["corners", "timeline"] });
  return toPng(svg, 1200, 630);
}

export const APP_ICON_BACKGROUND = C.navy;
