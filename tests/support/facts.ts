/** Finds company facts written out as text rather than referenced by token, in content or pages. */
import { factsByName, type Facts } from "../../src/lib/site-details";

const NUMBER_WORDS: Record<string, number> = {
  ...Object.fromEntries(
    ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"].map((word, value) => [
      word,
      value,
    ]),
  ),
  ...Object.fromEntries(
    ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"].map((word, index) => [word, (index + 2) * 10]),
  ),
};

/** Spells numbers as digits and ranges with a hyphen: "two to four weeks" -> "2-4 weeks". */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2013\u2014]/g, "-")
    .replace(new RegExp(`\\b(${Object.keys(NUMBER_WORDS).join("|")})\\b`, "g"), (word) => String(NUMBER_WORDS[word]))
    .replace(/(\d+)\s*(?:-|to)\s*(\d+)/g, "$1-$2")
    .replace(/\s+/g, " ");
}

/** A pattern that finds a value however it is written: digits or words, "to" or a hyphen, singular or plural. */
export function valuePattern(value: string): RegExp {
  const words = normalise(value).split(" ");
  const last = words.pop()!.replace(/s$/, "");
  const escaped = [...words, last].map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`(?<![\\d-])${escaped.join("[ -]")}s?\\b`, "g");
}

export interface FactFinding {
  name: string;
  value: string;
  excerpt: string;
}

/** Every place in the text where a fact's value is written out. */
export function retypedFacts(text: string, facts: Facts, extra: Record<string, string> = {}): FactFinding[] {
  const values = { ...Object.fromEntries(Object.entries(factsByName(facts)).map(([name, fact]) => [name, fact.value])), ...extra };
  const plain = normalise(text);
  return Object.entries(values).flatMap(([name, value]) =>
    [...plain.matchAll(valuePattern(value))].map((match) => ({
      name,
      value,
      excerpt: plain.slice(Math.max(0, match.index - 50), match.index + match[0].length + 30),
    })),
  );
}
