import type { ReactNode } from "react";
import { Section, SectionHeading } from "../ui/Section";

type Tone = "plain" | "alt" | "warm";

/**
 * What every shared section is given: `id` names its heading (`${id}-heading`), which labels the
 * section; then its heading, the sentence under it and the things it shows.
 */
export interface SectionBlock<Item> {
  id: string;
  heading: string;
  intro?: string | null;
  items: readonly Item[];
}

interface HeadedSectionProps {
  id: string;
  heading: string;
  intro?: string | null;
  tone: Tone;
  align?: "left" | "center";
  children: ReactNode;
}

/** A page section with its heading over what it shows. */
export function HeadedSection({ id, heading, intro, tone, align, children }: HeadedSectionProps) {
  return (
    <Section tone={tone} labelledBy={`${id}-heading`}>
      <SectionHeading id={`${id}-heading`} title={heading} intro={intro} align={align} />
      {children}
    </Section>
  );
}
