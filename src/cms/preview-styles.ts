/**
 * The stylesheet of the editor's preview pane: the site's theme tokens and its long-form text
 * styles (the same `prose` rules the article pages use), compiled at build into plain CSS, so an
 * article or a service page previews in the site's type, colours and measure.
 */
import { css } from "@emotion/react";
import { compile, serialize, stringify } from "stylis";
import { prose } from "../styles/prose";
import { colors, fontSizes, fonts, radii, shadows, space, widths } from "../styles/theme";

/** Class names the preview templates (admin.js) use. */
const page = css`
  margin: 0;
  font-family: ${fonts.body};
  font-size: ${fontSizes.md};
  line-height: 1.6;
  color: ${colors.text};
  background: ${colors.surface};
  h1,
  h2,
  h3 {
    line-height: 1.15;
    letter-spacing: -0.02em;
    color: ${colors.ink};
    margin: 0 0 0.5em;
  }
  p {
    margin: 0 0 1em;
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${colors.accent};
  }
`;

const layout = css`
  .gf-wrap {
    max-width: ${widths.content};
    margin: 0 auto;
    padding: ${space.xl} ${space.lg};
  }
  .gf-article {
    max-width: ${widths.prose};
    margin: 0 auto;
    padding: ${space.xl} ${space.lg};
  }
  .gf-meta {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm} ${space.md};
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
    margin-bottom: ${space.md};
  }
  .gf-category {
    color: ${colors.accent};
    font-weight: 600;
  }
  .gf-article h1 {
    font-size: ${fontSizes["3xl"]};
  }
  .gf-excerpt {
    font-size: ${fontSizes.lg};
    color: ${colors.muted};
  }
  .gf-figure {
    margin: ${space.lg} 0 ${space.xl};
  }
  .gf-figure img {
    border-radius: ${radii.md};
  }
  .gf-missing {
    padding: ${space.md};
    border: 2px dashed ${colors.danger};
    color: ${colors.danger};
    border-radius: ${radii.sm};
  }
  .gf-hero {
    background: ${colors.ink};
    color: ${colors.onInkMuted};
    padding: ${space["3xl"]} ${space.lg};
  }
  .gf-hero h1 {
    color: ${colors.onInk};
    font-size: ${fontSizes.display};
  }
  .gf-eyebrow {
    font-size: ${fontSizes.sm};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${colors.accentOnInk};
  }
  .gf-section h2 {
    font-size: ${fontSizes["2xl"]};
  }
  .gf-cards {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
    gap: ${space.md};
    padding: 0;
    list-style: none;
  }
  .gf-card {
    padding: ${space.lg};
    border: 1px solid ${colors.line};
    border-radius: ${radii.md};
    box-shadow: ${shadows.card};
    background: ${colors.surface};
  }
  .gf-card h3 {
    font-size: ${fontSizes.lg};
  }
  .gf-faq {
    border-top: 1px solid ${colors.line};
    padding: ${space.md} 0;
  }
  .gf-faq h3 {
    font-size: ${fontSizes.lg};
  }
  .gf-closing {
    background: ${colors.surfaceWarm};
    padding: ${space.xl} ${space.lg};
    border-radius: ${radii.lg};
  }
`;

/** `@font-face` for the site's typeface, served beside the editor. */
const fontFace = (fontFile: string) =>
  `@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:400 800;src:url(${fontFile}) format("woff2-variations");}`;

const compiled = (selector: string, styles: string) => serialize(compile(`${selector}{${styles}}`), stringify);

export function previewCss(fontFile: string): string {
  return [
    fontFace(fontFile),
    compiled("body", page.styles),
    serialize(compile(layout.styles), stringify),
    compiled(".gf-prose", prose.styles),
  ].join("\n");
}
