import { css } from "@emotion/react";
import { actionsRow } from "../../styles/patterns";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { ButtonLink } from "../ui/Button";
import type { ArticleData } from "./article-data";

type ArticleCtaData = NonNullable<ArticleData["frontmatter"]["cta"]>;

/** The dark box near the article's end: a heading, a sentence, a button and maybe a second one. */
export function ArticleCta({ cta }: { cta: ArticleCtaData }) {
  return (
    <aside css={ctaBox} aria-labelledby="cta-heading">
      <h2 id="cta-heading">{cta.heading}</h2>
      <p>{cta.body}</p>
      <div css={[actionsRow, ctaActions]}>
        <ButtonLink to={cta.to}>{cta.label}</ButtonLink>
        {cta.secondaryLabel && cta.secondaryTo ? (
          <ButtonLink to={cta.secondaryTo} variant="ghostOnInk">
            {cta.secondaryLabel}
          </ButtonLink>
        ) : null}
      </div>
    </aside>
  );
}

const ctaBox = css`
  margin-top: ${space["3xl"]};
  padding: ${space.xl};
  border-radius: ${radii.lg};
  background: ${colors.ink};
  color: ${colors.onInkMuted};
  h2 {
    color: ${colors.onInk};
    font-size: ${fontSizes["2xl"]};
  }
  ${mq.md} {
    padding: ${space["2xl"]};
  }
`;

const ctaActions = css`
  margin-top: ${space.lg};
`;
