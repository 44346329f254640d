import { css } from "@emotion/react";
import { Link2, Share2 } from "lucide-react";
import { useState } from "react";
import { useLabels } from "../../hooks/use-site-data";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import { NewTabNote, buttonStyles } from "../ui/Button";

interface ShareButtonsProps {
  url: string;
  title: string;
}

/** Native share sheet where the browser has one; otherwise copies the link and says so. */
export function ShareButtons({ url, title }: ShareButtonsProps) {
  const [status, setStatus] = useState("");
  const labels = useLabels();
  const copy = labels.article.share;

  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as DOMException).name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(copy.copied);
    } catch {
      setStatus(`${copy.copyPrompt} ${url}`);
    }
  };

  const encodedUrl = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  return (
    <div css={wrapper}>
      <button type="button" css={buttonStyles.secondary} onClick={share}>
        <Share2 aria-hidden="true" size={18} /> {copy.button}
      </button>
      <a css={social} href={`https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`} target="_blank" rel="noopener noreferrer">
        {copy.linkedIn}
        <NewTabNote />
      </a>
      <a css={social} href={`https://x.com/intent/post?url=${encodedUrl}&text=${encodedTitle}`} target="_blank" rel="noopener noreferrer">
        {copy.x}
        <NewTabNote />
      </a>
      <p role="status" css={statusStyle}>
        {status ? (
          <>
            <Link2 aria-hidden="true" size={16} /> {status}
          </>
        ) : null}
      </p>
    </div>
  );
}

const wrapper = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
`;

const social = css`
  padding: 0.55rem 1rem;
  border-radius: ${radii.pill};
  border: 1px solid ${colors.line};
  font-weight: 600;
  font-size: ${fontSizes.sm};
  text-decoration: none;
  color: ${colors.ink};
  &:hover {
    border-color: ${colors.ink};
  }
`;

const statusStyle = css`
  flex-basis: 100%;
  display: flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 1.5em;
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.success};
`;
