/**
 * What every generated picture is drawn with: the palette, a random source seeded by each
 * picture's name (so the same content always gives the same picture), and short stable numbers
 * for SVG strings.
 */
import { colors } from "../../src/styles/theme";

// The brand's colours come from the site's theme; the deeper and lighter shades between them are
// the artwork's own, used nowhere on the pages.
export const C = {
  ink: "#061229",
  navy: colors.ink,
  navy2: "#12294f",
  navy3: "#1a3766",
  line: "#dbe5f4",
  warm: colors.accent,
  warmL: colors.accentOnInk,
  cool: colors.cool,
  coolL: "#6fb6cc",
  white: colors.onInk,
};

// Deterministic PRNG (FNV-1a hash of the seed -> mulberry32)
export function hashStr(s: string): number {
  let h = 2166136261 >>> 0;
  for (const ch of s) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}
/** A seeded random source: call it for [0, 1), or use its helpers. */
export interface Rng {
  (): number;
  range(lo: number, hi: number): number;
  int(lo: number, hi: number): number;
  pick<T>(arr: readonly T[]): T;
  chance(p: number): boolean;
}
export function makeRng(seed: string): Rng {
  let a = hashStr(String(seed));
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = Object.assign(() => next(), {
    range: (lo: number, hi: number) => lo + (hi - lo) * next(),
    int: (lo: number, hi: number) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: <T>(arr: readonly T[]): T => arr[Math.floor(next() * arr.length)],
    chance: (p: number) => next() < p,
  });
  return rng;
}

// number formatting keeps SVG strings short and stable
export type Point = readonly number[];
export const f = (n: number) => String(Math.round(n * 100) / 100);
export const pts = (arr: readonly Point[]) => arr.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");
