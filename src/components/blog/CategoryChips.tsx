import { css } from "@emotion/react";
import { useLabels } from "../../hooks/use-site-data";
import { BLOG_PATH, blogCategoryPath } from "../../lib/routes";
import { colors, fontSizes, radii, space } from "../../styles/theme";

interface CategoryChipsProps {
  allLabel: string;
  categories: readonly string[];
  active: string | null;
}

/** Category filters as real links: each category has its own crawlable page. */
export function CategoryChips({ allLabel, categories, active }: CategoryChipsProps) {
  const chips = [{ label: allLabel, path: BLOG_PATH, current: active === null }].concat(
    categories.map((category) => ({ label: category, path: blogCategoryPath(category), current: active === category })),
  );
  const labels = useLabels();
  return (
    <nav aria-label={labels.article.categoriesNav}>
      <ul css={list}>
        {chips.map((chip) => (
          <li key={chip.path}>
            <a href={chip.path} css={chipStyle} aria-current={chip.current ? "page" : undefined}>
              {chip.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  list-style: none;
  margin: 0 0 ${space["2xl"]};
  padding: 0;
`;

const chipStyle = css`
  display: inline-block;
  padding: 0.5rem 1rem;
  border-radius: ${radii.pill};
  border: 1px solid ${colors.line};
  background: ${colors.surface};
  color: ${colors.text};
  font-size: ${fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    border-color: ${colors.ink};
    text-decoration: none;
  }
  &[aria-current="page"] {
    background: ${colors.ink};
    border-color: ${colors.ink};
    color: ${colors.onInk};
  }
`;
