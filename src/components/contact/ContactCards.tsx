import { css } from "@emotion/react";
import { CalendarCheck, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { mailtoHref, telHref } from "../../lib/site-details";
import { bareList, card, columnsFrom, iconBadge, linkCard } from "../../styles/patterns";
import { colors, fontSizes, mq, space } from "../../styles/theme";
import { NewTabNote } from "../ui/Button";
import { renderedWhenNear } from "../ui/Section";

const cardIcons: Record<string, ReactNode> = {
  booking: <CalendarCheck aria-hidden="true" size={26} />,
  email: <Mail aria-hidden="true" size={26} />,
  phone: <Phone aria-hidden="true" size={26} />,
};

interface ContactCardsProps {
  cards: Queries.ContactSectionCopyFragment["cards"];
  details: Queries.ContactSectionDetailsFragment;
  /** Further down a page, each card is laid out only as it nears the window. */
  renderWhenNear: boolean;
}

/** The three ways to get in touch at a glance: book a call, write, ring. Each card is one link. */
export function ContactCards({ cards: items, details, renderWhenNear }: ContactCardsProps) {
  const hrefFor = (kind: string) =>
    kind === "booking" ? details.bookingUrl : kind === "email" ? mailtoHref(details.email) : telHref(details.phone);
  return (
    <ul css={cards}>
      {items.map((item) => {
        const external = item.kind === "booking";
        return (
          <li key={item.kind}>
            <a
              href={hrefFor(item.kind)}
              css={[actionCard, renderWhenNear && cardRenderedWhenNear]}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              data-kind={item.kind}
            >
              <span css={badge}>{cardIcons[item.kind]}</span>
              <span css={cardTitle}>{item.title}</span>
              <span css={cardText}>{item.description}</span>
              <span css={cardAction}>
                {item.action}
                {external ? <NewTabNote /> : null}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/* A card on a phone is about 19rem tall. */
const cardRenderedWhenNear = renderedWhenNear("19rem");

const cards = css`
  ${columnsFrom(mq.md, "repeat(3, 1fr)", space.lg)};
  ${bareList};
  margin-bottom: ${space["2xl"]};
`;

const actionCard = css`
  ${card};
  ${linkCard};
  padding: ${space.xl};
`;

const badge = iconBadge("3.25rem", "accent");

const cardTitle = css`
  font-size: ${fontSizes.lg};
  font-weight: 700;
  color: ${colors.ink};
`;

const cardText = css`
  color: ${colors.muted};
  font-size: ${fontSizes.sm};
  flex: 1;
`;

const cardAction = css`
  font-weight: 650;
  color: ${colors.accent};
`;
