import { css } from "@emotion/react";
import { card } from "../../styles/patterns";
import { colors, fontSizes, space } from "../../styles/theme";
import { InitialsAvatar } from "../ui/InitialsAvatar";

export interface TestimonialData {
  quote: string;
  author: string;
  role?: string | null;
  organisation?: string | null;
}

/** A client's words in a card, with their initials, name, role and organisation. */
export function Testimonial({ testimonial }: { testimonial: TestimonialData }) {
  return (
    <figure css={figure}>
      <blockquote>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption>
        <InitialsAvatar name={testimonial.author} />
        <span>
          <strong>{testimonial.author}</strong>
          <span>{[testimonial.role, testimonial.organisation].filter(Boolean).join(", ")}</span>
        </span>
      </figcaption>
    </figure>
  );
}

const figure = css`
  margin: 0;
  padding: ${space.xl};
  ${card};
  blockquote {
    margin: 0 0 ${space.lg};
    font-size: ${fontSizes.lg};
    color: ${colors.ink};
  }
  blockquote p {
    margin: 0;
  }
  blockquote p::before {
    content: "“";
  }
  blockquote p::after {
    content: "”";
  }
  figcaption {
    display: flex;
    gap: ${space.sm};
    align-items: center;
  }
  figcaption > span:last-of-type {
    display: flex;
    flex-direction: column;
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  strong {
    color: ${colors.ink};
  }
`;
