import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { colors } from "./theme";

/**
 * The theme is the only place colours are written. A colour typed anywhere else in src/ drifts
 * from the palette unnoticed (and escapes the contrast checks made against it), so this scans
 * every source file for colour literals: hex codes, rgb()/hsl() functions and CSS colour names.
 * `transparent` and `currentColor` are not colours of the palette and stay allowed.
 */
const SRC = path.resolve(__dirname, "..");
const THEME = path.join(SRC, "styles", "theme.ts");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const NAMED = [
  "white",
  "black",
  "red",
  "green",
  "blue",
  "yellow",
  "orange",
  "purple",
  "pink",
  "gray",
  "grey",
  "silver",
  "navy",
  "teal",
  "maroon",
  "olive",
  "lime",
  "aqua",
  "fuchsia",
  "brown",
  "gold",
  "crimson",
  "coral",
  "salmon",
  "tomato",
  "ivory",
  "beige",
  "indigo",
  "violet",
  "tan",
];

const patterns: [string, RegExp][] = [
  // `#abc`, `#aabbcc`, `#aabbccdd`, but not an HTML entity (`&#9654;`) or an id (`#main`).
  ["hex colour", /(?<![&\w])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/i],
  ["colour function", /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i],
  // A colour name as a CSS value (`color: white`) or an SVG/JSX attribute (`fill="white"`).
  ["colour name", new RegExp(`(?::\\s*|(?:fill|stroke|color)=["'{]\\s*["']?)(?:[^;"'\`\\n]*\\s)?(?:${NAMED.join("|")})(?![\\w-])`, "i")],
];

function colourLiterals(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, index) =>
      patterns.filter(([, pattern]) => pattern.test(line)).map(([kind]) => `line ${index + 1} (${kind}): ${line.trim()}`),
    );
}

describe("colours come only from the theme", () => {
  it("finds colour literals of every kind it looks for", () => {
    expect(colourLiterals("  color: #fff;")).toHaveLength(1);
    expect(colourLiterals("  background: rgba(0, 0, 0, 0.5);")).toHaveLength(1);
    expect(colourLiterals("  border: 1px solid white;")).toHaveLength(1);
    expect(colourLiterals('<path fill="black" />')).toHaveLength(1);
    expect(colourLiterals('  white-space: nowrap; <a href="#main">&#9654;</a> background: transparent; fill="currentColor"')).toEqual([]);
  });

  it("has no colour literal in any source file outside src/styles/theme.ts", () => {
    const found = sourceFiles(SRC)
      .filter((file) => file !== THEME)
      .flatMap((file) => colourLiterals(readFileSync(file, "utf8")).map((hit) => `${path.relative(SRC, file)} ${hit}`));
    expect(found).toEqual([]);
  });

  it("writes each palette colour as a six-digit hex code or an rgba()", () => {
    for (const value of Object.values(colors)) expect(value).toMatch(/^#[0-9a-f]{6}$|^rgba\(\d+, \d+, \d+, 0?\.\d+\)$/);
  });
});
