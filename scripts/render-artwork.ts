/**
 * render-artwork.ts: generates all of Gridline Films' original artwork.
 *
 * Run with `npm run artwork` (`jiti scripts/render-artwork.ts`); name parts to draw only those,
 * e.g. `npm run artwork -- logos cases` (blog, services, industries, hero, logos, cases, brand, clip).
 *
 * Every image is built as an SVG string in code and rasterised with sharp. The output is
 * deterministic: each item's composition comes from a PRNG seeded with its slug, so the same
 * input gives byte-identical files. What to draw is read from content/: the articles, services,
 * industries, the client logos of the landing page and the case studies. Raster images contain no text (fonts differ between machines);
 * only the client wordmark SVGs carry text.
 *
 * Generates:
 *   content/images/blog/<slug>.png         1200x630, one per content/blog/*.mdx (also its social image)
 *   content/images/services/<slug>.png     1200x900, one per content/services/*.json
 *   content/images/industries/<slug>.png   800x500, one per content/industries/*.json
 *   content/images/hero/poster.jpg         1920x1080, landing hero poster (left side kept dark)
 *   static/media/hero.webm + hero.mp4      640x360 looping background clip (only if ffmpeg exists)
 *   static/logos/<slug>.svg                client wordmarks (180x48), one per logo in
 *                                          content/landing/landing.json trustedBy.logos, at its `file`
 *   static/case-studies/<slug>.jpg         960x540 thumbnails + placeholder.jpg, one per case study in
 *                                          content/case-studies/case-studies.json at its `thumbnailUrl`,
 *                                          each with a 480x270 <slug>-480w.jpg for phones
 *   static/og-default.png, static/logo.png, static/favicon.svg, static/apple-touch-icon.png
 *
 * Style: navy field, faint Milton Keynes grid roads and roundabouts, film/lens motifs, soft
 * gradients, one or two warm accent shapes. The motif is chosen from each item's topic keywords.
 */
import fs from "node:fs";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import matter from "gray-matter";
import sharp from "sharp";
import { slugify } from "../src/lib/blog";
import { colors } from "../src/styles/theme";
// Which motif each item gets, and the words its alt text uses, live beside each other there.
import {
  articleMotif,
  artworkAlt,
  caseStudyMotif,
  clientWordmark,
  industryMotif,
  serviceMotif,
  type LogoMark,
  type Motif,
} from "./artwork-motifs";

const ROOT = path.resolve(__dirname, "..");
const P = (...parts: string[]) => path.join(ROOT, ...parts);
sharp.cache(false);

// ---------------------------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------------------------
// The brand's colours come from the site's theme; the deeper and lighter shades between them are
// the artwork's own, used nowhere on the pages.
const C = {
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

// ---------------------------------------------------------------------------------------------
// Deterministic PRNG (FNV-1a hash of the slug -> mulberry32)
// ---------------------------------------------------------------------------------------------
function hashStr(s: string): number {
  let h = 2166136261 >>> 0;
  for (const ch of s) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}
/** A seeded random source: call it for [0, 1), or use its helpers. */
interface Rng {
  (): number;
  range(lo: number, hi: number): number;
  int(lo: number, hi: number): number;
  pick<T>(arr: readonly T[]): T;
  chance(p: number): boolean;
}
function makeRng(seed: string): Rng {
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
type Point = readonly number[];
const f = (n: number) => String(Math.round(n * 100) / 100);
const pts = (arr: readonly Point[]) => arr.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");

// ---------------------------------------------------------------------------------------------
// Shape helpers
// ---------------------------------------------------------------------------------------------
function playTri(cx: number, cy: number, r: number, fill: string): string {
  return `<polygon points="${pts([
    [cx - r * 0.34, cy - r * 0.48],
    [cx - r * 0.34, cy + r * 0.48],
    [cx + r * 0.5, cy],
  ])}" fill="${fill}" stroke="${fill}" stroke-width="${f(r * 0.1)}" stroke-linejoin="round"/>`;
}
function playButton(cx: number, cy: number, r: number, bg: string = C.warm, fg: string = C.navy): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${bg}"/>${playTri(cx + r * 0.06, cy, r, fg)}`;
}
function hexPts(cx: number, cy: number, r: number, rot = 0): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = rot + (Math.PI / 3) * i;
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return out;
}
function gearPath(cx: number, cy: number, ro: number, ri: number, teeth: number): string {
  const step = (Math.PI * 2) / teeth;
  let d = "";
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const p = [
      [ri, a],
      [ro, a + step * 0.18],
      [ro, a + step * 0.5],
      [ri, a + step * 0.68],
    ];
    for (const [j, [r, t]] of p.entries()) {
      d += `${i === 0 && j === 0 ? "M" : "L"}${f(cx + r * Math.cos(t))},${f(cy + r * Math.sin(t))}`;
    }
  }
  return d + "Z";
}
function arcPath(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const x0 = cx + r * Math.cos(a0);
  const y0 = cy + r * Math.sin(a0);
  const x1 = cx + r * Math.cos(a1);
  const y1 = cy + r * Math.sin(a1);
  const large = Math.abs(a1 - a0) > Math.PI ? 1 : 0;
  return `M${f(x0)},${f(y0)} A${f(r)},${f(r)} 0 ${large} 1 ${f(x1)},${f(y1)}`;
}
const stroke = (sw: number, o = 0.75, col: string = C.line) =>
  `fill="none" stroke="${col}" stroke-opacity="${o}" stroke-width="${f(sw)}" stroke-linecap="round" stroke-linejoin="round"`;
const panel = (sw: number, o = 0.7) =>
  `fill="${C.navy2}" fill-opacity="0.92" stroke="${C.line}" stroke-opacity="${o}" stroke-width="${f(sw)}" stroke-linejoin="round"`;

// ---------------------------------------------------------------------------------------------
// Motifs: each draws in a local 400x400 box. k = { sw (local stroke width), id, r (rng) }
// ---------------------------------------------------------------------------------------------
/** What a motif is drawn with: its stroke width in local units and a prefix for its SVG ids. */
interface MotifContext {
  sw: number;
  id: string;
}
type DrawMotif = (r: Rng, k: MotifContext) => string;
const M = {} as Record<Motif, DrawMotif>;

M.presentation = (r, k) => {
  const { sw, id } = k;
  let s = `<defs><linearGradient id="${id}scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.cool}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.navy2}" stop-opacity="0"/></linearGradient></defs>`;
  s += `<rect x="30" y="40" width="300" height="190" rx="10" ${panel(sw)}/>`;
  s += `<rect x="46" y="56" width="268" height="158" rx="4" fill="url(#${id}scr)"/>`;
  s += `<path d="M180,230 V290 M180,262 L130,300 M180,262 L230,300" ${stroke(sw, 0.6)}/>`;
  const slide = r.chance(0.5);
  if (slide) {
    // a slide: heading bar, bullet bars and a small chart, with a play badge
    s += `<rect x="62" y="78" width="140" height="14" rx="7" fill="${C.line}" fill-opacity="0.7"/>`;
    for (let i = 0; i < 3; i++)
      s += `<circle cx="68" cy="${118 + i * 26}" r="5" fill="${C.warmL}"/><rect x="82" y="${113 + i * 26}" width="${f(r.range(70, 110))}" height="10" rx="5" fill="${C.line}" fill-opacity="0.35"/>`;
    for (let i = 0; i < 4; i++) {
      const bh = 24 + i * 16 + r.range(0, 10);
      s += `<rect x="${216 + i * 22}" y="${f(200 - bh)}" width="14" height="${f(bh)}" rx="3" fill="${i === 3 ? C.warm : C.coolL}" fill-opacity="${i === 3 ? 1 : 0.6}"/>`;
    }
  } else {
    s += playButton(180, 135, 34);
  }
  // checklist card overlapping (either side)
  const left = r.chance(0.4);
  const cx0 = left ? 2 : 238;
  s += `<rect x="${cx0}" y="178" width="140" height="150" rx="10" ${panel(sw, 0.8)}/>`;
  for (let i = 0; i < 3; i++) {
    const y = 212 + i * 38;
    const done = i < 2;
    s += `<circle cx="${cx0 + 24}" cy="${y}" r="10" fill="${done ? C.cool : "none"}" stroke="${done ? C.coolL : C.warmL}" stroke-width="${f(sw)}"/>`;
    if (done) s += `<path d="M${cx0 + 19},${y} l4,4 l7,-8" ${stroke(sw * 0.9, 1, C.white)}/>`;
    s += `<rect x="${cx0 + 44}" y="${y - 4}" width="${f(r.range(55, 82))}" height="8" rx="4" fill="${C.line}" fill-opacity="${done ? 0.45 : 0.2}"/>`;
  }
  return s;
};

M.network = (r, k) => {
  const { sw } = k;
  const nodes: Point[] = [];
  let tries = 0;
  while (nodes.length < 14 && tries < 500) {
    tries++;
    const a = r.range(0, Math.PI * 2);
    const d = Math.sqrt(r()) * 175;
    const p = [200 + Math.cos(a) * d, 200 + Math.sin(a) * d * 0.9];
    if (nodes.every((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) > 62)) nodes.push(p);
  }
  let s = "";
  const edges = new Set<string>();
  nodes.forEach((p, i) => {
    const near = nodes
      .map((q, j) => [Math.hypot(q[0] - p[0], q[1] - p[1]), j])
      .filter(([, j]) => j !== i)
      .sort((a, b) => a[0] - b[0])
      .slice(0, 3);
    for (const [, j] of near) edges.add(i < j ? `${i}-${j}` : `${j}-${i}`);
  });
  for (const e of [...edges].sort()) {
    const [i, j] = e.split("-").map(Number);
    s += `<line x1="${f(nodes[i][0])}" y1="${f(nodes[i][1])}" x2="${f(nodes[j][0])}" y2="${f(nodes[j][1])}" ${stroke(sw * 0.8, 0.35)}/>`;
  }
  const hub = nodes.reduce((b, p, i) => (Math.hypot(p[0] - 200, p[1] - 200) < Math.hypot(nodes[b][0] - 200, nodes[b][1] - 200) ? i : b), 0);
  nodes.forEach((p, i) => {
    if (i === hub) {
      s += `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="40" fill="${C.warm}" fill-opacity="0.18"/>`;
      s += `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="22" fill="${C.warm}"/>`;
      s += `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="8" fill="${C.navy}"/>`;
    } else {
      const big = r.chance(0.35);
      s += `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="${big ? 11 : 7}" fill="${big ? C.cool : C.navy2}" stroke="${big ? C.coolL : C.line}" stroke-opacity="0.85" stroke-width="${f(sw)}"/>`;
    }
  });
  return s;
};

M.stage = (r, k) => {
  const { sw, id } = k;
  let s = `<defs><linearGradient id="${id}beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
  <linearGradient id="${id}beamw" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.warmL}" stop-opacity="0.7"/><stop offset="1" stop-color="${C.warm}" stop-opacity="0"/></linearGradient></defs>`;
  // truss
  s += `<rect x="20" y="40" width="360" height="22" ${stroke(sw, 0.7)}/>`;
  for (let x = 20; x < 380; x += 24) s += `<path d="M${x},40 L${x + 24},62" ${stroke(sw * 0.7, 0.4)}/>`;
  const n = 4;
  const warmIdx = r.int(0, n - 1);
  for (let i = 0; i < n; i++) {
    const x = 65 + i * 90;
    const tx = 200 + (x - 200) * r.range(0.1, 0.5);
    s += `<polygon points="${pts([
      [x - 9, 80],
      [x + 9, 80],
      [tx + 60, 330],
      [tx - 60, 330],
    ])}" fill="url(#${id}${i === warmIdx ? "beamw" : "beam"})"/>`;
    s += `<rect x="${x - 12}" y="62" width="24" height="22" rx="4" fill="${C.navy3}" stroke="${C.line}" stroke-opacity="0.7" stroke-width="${f(sw)}"/>`;
  }
  s += `<ellipse cx="200" cy="335" rx="180" ry="22" fill="${C.navy3}" fill-opacity="0.8" stroke="${C.line}" stroke-opacity="0.5" stroke-width="${f(sw)}"/>`;
  s += `<rect x="186" y="300" width="28" height="34" rx="4" fill="${C.navy}" stroke="${C.line}" stroke-opacity="0.6" stroke-width="${f(sw)}"/>`;
  return s;
};

M.books = (r, k) => {
  const { sw } = k;
  let s = "";
  // graduation arcs
  for (let i = 0; i < 4; i++) {
    s += `<path d="${arcPath(200, 210, 80 + i * 34, Math.PI * 1.08, Math.PI * 1.92)}" ${stroke(sw, 0.55 - i * 0.1, i === 0 ? C.warmL : C.line)}/>`;
  }
  const cols = [C.navy3, C.cool, C.navy2, C.warm, C.navy3];
  let y = 330;
  for (let i = 0; i < 5; i++) {
    const w = r.range(180, 260);
    const h = r.range(26, 36);
    const x = 200 - w / 2 + r.range(-16, 16);
    y -= h;
    s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="4" fill="${cols[i]}" stroke="${C.line}" stroke-opacity="0.6" stroke-width="${f(sw)}"/>`;
    s += `<line x1="${f(x + 14)}" y1="${f(y + h / 2)}" x2="${f(x + w * 0.45)}" y2="${f(y + h / 2)}" ${stroke(sw * 0.8, 0.35)}/>`;
    y -= 2;
  }
  // mortarboard
  const cy = y - 34;
  s += `<polygon points="${pts([
    [200, cy - 26],
    [268, cy],
    [200, cy + 24],
    [132, cy],
  ])}" fill="${C.navy}" stroke="${C.line}" stroke-opacity="0.8" stroke-width="${f(sw)}"/>`;
  s += `<path d="M258,${f(cy + 4)} v32" ${stroke(sw, 0.9, C.warmL)}/><circle cx="258" cy="${f(cy + 40)}" r="5" fill="${C.warmL}"/>`;
  return s;
};

M.shield = (_r, k) => {
  const { sw, id } = k;
  let s = `<defs><clipPath id="${id}band"><rect x="40" y="318" width="320" height="42" rx="6"/></clipPath>
  <linearGradient id="${id}sh" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.navy3}"/><stop offset="1" stop-color="${C.navy}"/></linearGradient></defs>`;
  s += `<path d="M200,36 L308,74 V160 C308,228 262,270 200,298 C138,270 92,228 92,160 V74 Z" fill="url(#${id}sh)" stroke="${C.line}" stroke-opacity="0.8" stroke-width="${f(sw * 1.2)}"/>`;
  s += `<path d="M200,62 L284,92 V160 C284,214 248,248 200,270 Z" fill="${C.cool}" fill-opacity="0.35"/>`;
  s += `<path d="M156,166 l32,32 l60,-64" ${stroke(sw * 3.2, 1, C.warmL)}/>`;
  // hazard chevrons
  let ch = "";
  for (let x = 20; x < 400; x += 40)
    ch += `<polygon points="${pts([
      [x, 318],
      [x + 20, 318],
      [x - 2, 360],
      [x - 22, 360],
    ])}" fill="${C.warm}"/>`;
  s += `<g clip-path="url(#${id}band)"><rect x="40" y="318" width="320" height="42" fill="${C.navy}"/>${ch}</g>`;
  s += `<rect x="40" y="318" width="320" height="42" rx="6" ${stroke(sw, 0.6)}/>`;
  return s;
};

M.phones = (r, k) => {
  const { sw, id } = k;
  let s = `<defs><linearGradient id="${id}ph" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.cool}" stop-opacity="0.6"/><stop offset="1" stop-color="${C.navy2}" stop-opacity="0.2"/></linearGradient></defs>`;
  const xs = [60, 150, 240];
  const offs = [r.range(40, 80), r.range(0, 20), r.range(30, 70)];
  for (let i = 0; i < 3; i++) {
    const x = xs[i];
    const y = offs[i] + 20;
    const mid = i === 1;
    s += `<rect x="${x}" y="${f(y)}" width="100" height="200" rx="16" fill="${C.navy2}" stroke="${C.line}" stroke-opacity="${mid ? 0.9 : 0.5}" stroke-width="${f(sw)}"/>`;
    s += `<rect x="${x + 8}" y="${f(y + 14)}" width="84" height="172" rx="9" fill="url(#${id}ph)"/>`;
    s += `<rect x="${x + 38}" y="${f(y + 6)}" width="24" height="4" rx="2" fill="${C.line}" fill-opacity="0.5"/>`;
    if (mid) {
      s += playButton(x + 50, y + 96, 22);
      s += `<rect x="${x + 16}" y="${f(y + 168)}" width="68" height="4" rx="2" fill="${C.line}" fill-opacity="0.3"/><rect x="${x + 16}" y="${f(y + 168)}" width="${f(r.range(20, 50))}" height="4" rx="2" fill="${C.warmL}"/>`;
    } else {
      for (let j = 0; j < 3; j++) s += `<circle cx="${x + 80}" cy="${f(y + 110 + j * 20)}" r="5" fill="${C.line}" fill-opacity="0.45"/>`;
      s += `<rect x="${x + 16}" y="${f(y + 160)}" width="${f(r.range(34, 52))}" height="6" rx="3" fill="${C.line}" fill-opacity="0.45"/>`;
    }
  }
  // heart-ish accent bubbles
  for (let j = 0; j < 4; j++)
    s += `<circle cx="${f(350 + r.range(-8, 8))}" cy="${f(290 - j * 42)}" r="${f(10 - j * 2)}" fill="${C.warmL}" fill-opacity="${f(0.9 - j * 0.2)}"/>`;
  return s;
};

M.filmstrip = (r, k) => {
  const { sw, id } = k;
  const rot = r.range(-16, -6);
  let s = `<defs><linearGradient id="${id}fr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.cool}" stop-opacity="0.7"/><stop offset="1" stop-color="${C.navy3}" stop-opacity="0.4"/></linearGradient></defs>`;
  s += `<g transform="rotate(${f(rot)} 200 200)">`;
  s += `<rect x="-60" y="120" width="520" height="160" fill="${C.ink}" stroke="${C.line}" stroke-opacity="0.6" stroke-width="${f(sw)}"/>`;
  for (let x = -50; x < 460; x += 26) {
    s += `<rect x="${x}" y="130" width="14" height="12" rx="2" fill="${C.line}" fill-opacity="0.55"/><rect x="${x}" y="258" width="14" height="12" rx="2" fill="${C.line}" fill-opacity="0.55"/>`;
  }
  const warmFrame = r.int(1, 3);
  for (let i = 0; i < 5; i++) {
    const x = -40 + i * 104;
    s += `<rect x="${x}" y="152" width="92" height="96" rx="3" fill="${i === warmFrame ? C.warm : `url(#${id}fr)`}" fill-opacity="${i === warmFrame ? 0.9 : 1}"/>`;
    if (i === warmFrame) s += playTri(x + 48, 200, 40, C.navy);
    else {
      // tiny landscape in each frame
      s += `<circle cx="${x + 64}" cy="178" r="9" fill="${C.warmL}" fill-opacity="0.8"/>`;
      s += `<polygon points="${pts([
        [x + 6, 240],
        [x + 36, 196],
        [x + 60, 226],
        [x + 72, 212],
        [x + 88, 240],
      ])}" fill="${C.navy}" fill-opacity="0.8"/>`;
    }
  }
  s += `</g>`;
  return s;
};

M.animation = (r, k) => {
  const { sw } = k;
  let s = "";
  const ground = 330;
  s += `<line x1="20" y1="${ground}" x2="380" y2="${ground}" ${stroke(sw, 0.5)}/>`;
  // bounce trajectory
  const xs = [40, 140, 230, 305, 365];
  const hs = [250, 180, 120, 70];
  const gy = ground - 14;
  let d = `M${xs[0]},${ground - hs[0]} Q${f(xs[0] + (xs[1] - xs[0]) * 0.55)},${ground - hs[0]} ${xs[1]},${gy}`;
  for (let i = 1; i < 4; i++) d += ` Q${f((xs[i] + xs[i + 1]) / 2)},${f(gy - 2 * hs[i] * 0.8)} ${xs[i + 1]},${gy}`;
  s += `<path d="${d}" ${stroke(sw, 0.35)} stroke-dasharray="${f(sw * 2)} ${f(sw * 4)}"/>`;
  // ghost balls with motion
  for (let i = 0; i < 4; i++)
    s += `<circle cx="${xs[i] + (i ? 0 : 0)}" cy="${i === 0 ? ground - hs[0] : ground - 14}" r="${i === 0 ? 22 : 14}" fill="${C.line}" fill-opacity="${f(0.12 + i * 0.06)}"/>`;
  s += `<ellipse cx="${xs[4]}" cy="${ground - 14}" rx="24" ry="14" fill="${C.warm}"/>`;
  // shapes: triangle and square tumbling
  const tr = r.range(-20, 20);
  s += `<g transform="rotate(${f(tr)} 120 110)"><polygon points="${pts([
    [120, 70],
    [160, 140],
    [80, 140],
  ])}" fill="${C.cool}" stroke="${C.coolL}" stroke-width="${f(sw)}"/></g>`;
  s += `<g transform="rotate(${f(r.range(10, 35))} 290 120)"><rect x="262" y="92" width="56" height="56" rx="8" fill="none" stroke="${C.warmL}" stroke-width="${f(sw * 1.4)}"/></g>`;
  s += `<circle cx="215" cy="70" r="12" fill="none" stroke="${C.line}" stroke-opacity="0.6" stroke-width="${f(sw)}"/>`;
  // keyframe track under the ground line
  s += `<rect x="20" y="352" width="360" height="30" rx="6" fill="${C.navy2}" stroke="${C.line}" stroke-opacity="0.35" stroke-width="${f(sw)}"/>`;
  xs.forEach((x, i) => {
    const last = i === xs.length - 1;
    s += `<rect x="${x - 7}" y="360" width="14" height="14" rx="2" fill="${last ? C.warmL : C.coolL}" fill-opacity="${last ? 1 : 0.7}" transform="rotate(45 ${x} 367)"/>`;
  });
  return s;
};

M.gears = (r, k) => {
  const { sw } = k;
  let s = "";
  const g: [number, number, number, number, number, string, number][] = [
    [165, 210, 110, 92, 14, C.navy3, 0.85],
    [300, 120, 66, 54, 10, C.warm, 1],
    [310, 300, 50, 40, 8, C.cool, 1],
  ];
  for (const [cx, cy, ro, ri, n, col] of g) {
    s += `<g transform="rotate(${f(r.range(0, 30))} ${cx} ${cy})"><path d="${gearPath(cx, cy, ro, ri, n)}" fill="${col}" stroke="${C.line}" stroke-opacity="0.6" stroke-width="${f(sw)}"/></g>`;
    s += `<circle cx="${cx}" cy="${cy}" r="${f(ri * 0.55)}" fill="none" stroke="${C.line}" stroke-opacity="0.45" stroke-width="${f(sw)}"/>`;
    s += `<circle cx="${cx}" cy="${cy}" r="${f(ri * 0.22)}" fill="${C.navy}" stroke="${C.line}" stroke-opacity="0.7" stroke-width="${f(sw)}"/>`;
  }
  return s;
};

M.bars = (r, k) => {
  const { sw } = k;
  let s = `<line x1="30" y1="340" x2="370" y2="340" ${stroke(sw, 0.6)}/>`;
  const n = 6;
  const top: Point[] = [];
  let h = r.range(50, 80);
  for (let i = 0; i < n; i++) {
    const x = 45 + i * 55;
    const last = i === n - 1;
    s += `<rect x="${x}" y="${f(340 - h)}" width="38" height="${f(h)}" rx="4" fill="${last ? C.warm : i % 2 ? C.cool : C.navy3}" stroke="${C.line}" stroke-opacity="${last ? 0 : 0.45}" stroke-width="${f(sw)}"/>`;
    top.push([x + 19, 340 - h - 22]);
    h += r.range(18, 48);
  }
  s += `<polyline points="${pts(top)}" ${stroke(sw * 1.4, 0.9, C.warmL)}/>`;
  for (const p of top) s += `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="5" fill="${C.navy}" stroke="${C.warmL}" stroke-width="${f(sw)}"/>`;
  const [lx, ly] = top[n - 1];
  s += `<path d="M${f(lx - 16)},${f(ly - 4)} L${f(lx + 6)},${f(ly - 24)} M${f(lx + 6)},${f(ly - 24)} l-14,0 M${f(lx + 6)},${f(ly - 24)} l0,14" ${stroke(sw * 1.4, 0.9, C.warmL)}/>`;
  return s;
};

M.scaffold = (r, k) => {
  const { sw } = k;
  let s = "";
  const cols = 5;
  const rows = 5;
  const x0 = 50;
  const y0 = 60;
  const cw = 70;
  const rh = 56;
  for (let i = 0; i <= cols; i++)
    s += `<line x1="${x0 + i * cw}" y1="${y0 - 10}" x2="${x0 + i * cw}" y2="${y0 + rows * rh + 10}" ${stroke(sw * 1.4, 0.7)}/>`;
  for (let j = 0; j <= rows; j++)
    s += `<line x1="${x0 - 10}" y1="${y0 + j * rh}" x2="${x0 + cols * cw + 10}" y2="${y0 + j * rh}" ${stroke(sw, 0.5)}/>`;
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      if ((i + j) % 2 === 0 && r.chance(0.7)) {
        const flip = (i + j) % 4 === 0;
        s += `<line x1="${x0 + i * cw}" y1="${y0 + (flip ? j : j + 1) * rh}" x2="${x0 + (i + 1) * cw}" y2="${y0 + (flip ? j + 1 : j) * rh}" ${stroke(sw * 0.8, 0.35)}/>`;
      }
    }
  }
  // planks
  const pj = r.int(1, 3);
  s += `<rect x="${x0 - 10}" y="${y0 + pj * rh - 8}" width="${cols * cw + 20}" height="10" rx="2" fill="${C.warm}"/>`;
  s += `<rect x="${x0 - 10}" y="${y0 + (pj + 2) * rh - 8}" width="${cols * cw + 20}" height="10" rx="2" fill="${C.cool}"/>`;
  for (let i = 0; i <= cols; i++)
    s += `<circle cx="${x0 + i * cw}" cy="${y0 + pj * rh - 3}" r="4" fill="${C.navy}" stroke="${C.line}" stroke-width="${f(sw * 0.8)}"/>`;
  return s;
};

M.molecules = (r, k) => {
  const { sw } = k;
  let s = "";
  const R = 46;
  const dx = R * Math.sqrt(3);
  // fused hexagon rings (flat-top lattice)
  const cells = [
    [0, 0],
    [1, 0],
    [0.5, 1],
    [1.5, 1],
    [-0.5, 1],
    [2, 0],
  ];
  const n = r.int(4, 6);
  const chosen = cells.slice(0, n);
  const atoms = new Map();
  for (const [cx, cy] of chosen) {
    const x = 110 + cx * dx;
    const y = 150 + cy * R * 1.5;
    const hp = hexPts(x, y, R, Math.PI / 6);
    s += `<polygon points="${pts(hp)}" fill="${C.navy2}" fill-opacity="0.6" ${stroke(sw * 1.1, 0.7).replace('fill="none" ', "")}/>`;
    for (const p of hp) atoms.set(`${Math.round(p[0])},${Math.round(p[1])}`, p);
  }
  const keys = [...atoms.keys()].sort();
  const warmKey = keys[r.int(0, keys.length - 1)];
  for (const key of keys) {
    const [x, y] = atoms.get(key);
    const w = key === warmKey;
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${w ? 13 : r.chance(0.3) ? 9 : 6}" fill="${w ? C.warm : r.chance(0.3) ? C.cool : C.navy}" stroke="${w ? C.warmL : C.line}" stroke-opacity="0.85" stroke-width="${f(sw)}"/>`;
  }
  // a side chain
  const [ax, ay] = atoms.get(keys[keys.length - 1]);
  s += `<path d="M${f(ax)},${f(ay)} l34,20 l0,40" ${stroke(sw, 0.6)}/><circle cx="${f(ax + 34)}" cy="${f(ay + 60)}" r="9" fill="${C.warmL}"/>`;
  return s;
};

M.circuit = (r, k) => {
  const { sw } = k;
  let s = "";
  // chip
  s += `<rect x="140" y="140" width="120" height="120" rx="10" fill="${C.navy3}" stroke="${C.line}" stroke-opacity="0.8" stroke-width="${f(sw * 1.2)}"/>`;
  s += `<rect x="168" y="168" width="64" height="64" rx="6" fill="${C.warm}"/>`;
  s += playTri(202, 200, 34, C.navy);
  const sides = [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ];
  for (const [sx, sy] of sides) {
    for (let i = 0; i < 4; i++) {
      const o = -45 + i * 30;
      const x = 200 + sx * 60 + (sx === 0 ? o : 0);
      const y = 200 + sy * 60 + (sy === 0 ? o : 0);
      const len1 = r.range(20, 55);
      const bend = r.pick([-1, 1]) * r.range(16, 40);
      const len2 = r.range(20, 70);
      const x1 = x + sx * len1;
      const y1 = y + sy * len1;
      const x2 = x1 + sx * 20 + (sx === 0 ? bend : 0);
      const y2 = y1 + sy * 20 + (sy === 0 ? bend : 0);
      const x3 = x2 + sx * len2;
      const y3 = y2 + sy * len2;
      const hot = r.chance(0.15);
      s += `<polyline points="${pts([
        [x, y],
        [x1, y1],
        [x2, y2],
        [x3, y3],
      ])}" ${stroke(sw, hot ? 0.95 : 0.45, hot ? C.warmL : C.line)}/>`;
      s += `<circle cx="${f(x3)}" cy="${f(y3)}" r="6" fill="${C.navy}" stroke="${hot ? C.warmL : C.coolL}" stroke-width="${f(sw)}"/>`;
    }
  }
  return s;
};

M.target = (r, k) => {
  const { sw } = k;
  let s = "";
  const cx = 190;
  const cy = 210;
  for (let i = 4; i >= 1; i--)
    s += `<circle cx="${cx}" cy="${cy}" r="${i * 38}" fill="${i % 2 ? C.navy2 : C.navy3}" stroke="${C.line}" stroke-opacity="0.5" stroke-width="${f(sw)}"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="22" fill="${C.warm}"/>`;
  const a = r.range(-0.9, -0.5);
  const L = 200;
  const tx = cx + Math.cos(a) * L;
  const ty = cy + Math.sin(a) * L;
  s += `<line x1="${cx}" y1="${cy}" x2="${f(tx)}" y2="${f(ty)}" ${stroke(sw * 1.6, 0.95)}/>`;
  const pa = a + Math.PI;
  for (const d of [-0.5, 0.5]) {
    s += `<line x1="${f(tx)}" y1="${f(ty)}" x2="${f(tx + Math.cos(pa + d) * -26)}" y2="${f(ty + Math.sin(pa + d) * -26)}" ${stroke(sw * 1.6, 0.95, C.warmL)}/>`;
  }
  s += `<circle cx="${cx}" cy="${cy}" r="6" fill="${C.navy}"/>`;
  return s;
};

M.player = (r, k) => {
  const { sw, id } = k;
  let s = `<defs><linearGradient id="${id}pl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.cool}" stop-opacity="0.6"/><stop offset="1" stop-color="${C.navy2}" stop-opacity="0.1"/></linearGradient></defs>`;
  s += `<rect x="20" y="50" width="360" height="220" rx="14" ${panel(sw, 0.8)}/>`;
  s += `<rect x="34" y="64" width="332" height="170" rx="6" fill="url(#${id}pl)"/>`;
  s += playButton(200, 149, 40);
  const p = r.range(0.3, 0.7);
  s += `<rect x="34" y="248" width="332" height="6" rx="3" fill="${C.line}" fill-opacity="0.25"/>`;
  s += `<rect x="34" y="248" width="${f(332 * p)}" height="6" rx="3" fill="${C.warm}"/>`;
  s += `<circle cx="${f(34 + 332 * p)}" cy="251" r="8" fill="${C.warmL}"/>`;
  // thumbnails row
  for (let i = 0; i < 3; i++) {
    const x = 20 + i * 124;
    s += `<rect x="${x}" y="290" width="112" height="64" rx="8" fill="${C.navy2}" stroke="${C.line}" stroke-opacity="0.45" stroke-width="${f(sw)}"/>`;
    s += playTri(x + 56, 322, 20, C.line);
  }
  return s;
};

M.aperture = (r, k) => {
  const { sw, id } = k;
  const cx = 200;
  const cy = 200;
  let s = `<defs><radialGradient id="${id}lens"><stop offset="0" stop-color="${C.cool}" stop-opacity="0.9"/><stop offset="0.7" stop-color="${C.navy}" stop-opacity="1"/></radialGradient></defs>`;
  s += `<circle cx="${cx}" cy="${cy}" r="176" fill="${C.navy2}" stroke="${C.line}" stroke-opacity="0.5" stroke-width="${f(sw)}"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="150" fill="url(#${id}lens)" stroke="${C.line}" stroke-opacity="0.8" stroke-width="${f(sw * 1.2)}"/>`;
  for (let i = 0; i < 60; i++) {
    const a = (i / 60) * Math.PI * 2;
    const l = i % 5 === 0 ? 12 : 6;
    s += `<line x1="${f(cx + Math.cos(a) * 176)}" y1="${f(cy + Math.sin(a) * 176)}" x2="${f(cx + Math.cos(a) * (176 - l))}" y2="${f(cy + Math.sin(a) * (176 - l))}" ${stroke(sw * 0.7, 0.4)}/>`;
  }
  const blades = 7;
  const rot = r.range(0, 1);
  const open = r.range(44, 60);
  for (let i = 0; i < blades; i++) {
    const a = rot + (i / blades) * Math.PI * 2;
    const a2 = a + (Math.PI * 2) / blades;
    const p1 = [cx + Math.cos(a) * 150, cy + Math.sin(a) * 150];
    const p2 = [cx + Math.cos(a + 0.45) * open, cy + Math.sin(a + 0.45) * open];
    const p3 = [cx + Math.cos(a2 + 0.45) * open, cy + Math.sin(a2 + 0.45) * open];
    const p4 = [cx + Math.cos(a2) * 150, cy + Math.sin(a2) * 150];
    s += `<polygon points="${pts([p1, p2, p3, p4])}" fill="${C.navy3}" fill-opacity="0.55" stroke="${C.line}" stroke-opacity="0.55" stroke-width="${f(sw * 0.8)}"/>`;
  }
  s += `<circle cx="${cx}" cy="${cy}" r="${f(open * 0.8)}" fill="${C.warm}" fill-opacity="0.9"/>`;
  s += `<circle cx="${f(cx - open * 0.3)}" cy="${f(cy - open * 0.3)}" r="${f(open * 0.18)}" fill="${C.white}" fill-opacity="0.6"/>`;
  return s;
};

M.studio = (_r, k) => {
  const { sw, id } = k;
  let s = `<defs><linearGradient id="${id}bd" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.cool}" stop-opacity="0.85"/><stop offset="1" stop-color="${C.cool}" stop-opacity="0.25"/></linearGradient>
  <linearGradient id="${id}sl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>`;
  // backdrop with sweep
  s += `<path d="M110,40 H290 V260 Q290,300 330,310 H70 Q110,300 110,260 Z" fill="url(#${id}bd)" stroke="${C.line}" stroke-opacity="0.5" stroke-width="${f(sw)}"/>`;
  s += `<line x1="96" y1="40" x2="304" y2="40" ${stroke(sw * 1.6, 0.8)}/>`;
  // viewfinder brackets on backdrop
  const b = 22;
  for (const [x, y, dx, dy] of [
    [140, 80, 1, 1],
    [260, 80, -1, 1],
    [140, 250, 1, -1],
    [260, 250, -1, -1],
  ]) {
    s += `<path d="M${x},${y + dy * b} V${y} H${x + dx * b}" ${stroke(sw * 1.2, 0.9, C.white)}/>`;
  }
  s += `<circle cx="200" cy="165" r="10" fill="${C.warm}"/>`;
  // softboxes
  for (const [x, dir] of [
    [40, 1],
    [360, -1],
  ]) {
    s += `<line x1="${x}" y1="150" x2="${x}" y2="340" ${stroke(sw, 0.6)}/><path d="M${x - 24},340 L${x},300 L${x + 24},340" ${stroke(sw, 0.6)}/>`;
    s += `<g transform="rotate(${dir * 18} ${x} 130)"><rect x="${x - 26}" y="96" width="52" height="70" rx="4" fill="${C.navy3}" stroke="${C.line}" stroke-opacity="0.7" stroke-width="${f(sw)}"/><rect x="${x - 20}" y="102" width="40" height="58" rx="2" fill="#fff" fill-opacity="0.55"/></g>`;
  }
  // red recording dot / camera
  s += `<rect x="168" y="330" width="64" height="40" rx="6" fill="${C.navy2}" stroke="${C.line}" stroke-opacity="0.7" stroke-width="${f(sw)}"/><circle cx="200" cy="350" r="12" fill="none" stroke="${C.line}" stroke-opacity="0.8" stroke-width="${f(sw)}"/><circle cx="222" cy="338" r="3.5" fill="${C.warmL}"/>`;
  return s;
};

M.quotes = (r, k) => {
  const { sw } = k;
  let s = "";
  const bubble = (x: number, y: number, w: number, h: number, tailLeft: boolean) =>
    `M${x + 16},${y} H${x + w - 16} Q${x + w},${y} ${x + w},${y + 16} V${y + h - 16} Q${x + w},${y + h} ${x + w - 16},${y + h} H${tailLeft ? x + 70 : x + w - 40} L${tailLeft ? x + 40 : x + w - 70},${y + h + 34} L${tailLeft ? x + 48 : x + w - 70},${y + h} H${x + 16} Q${x},${y + h} ${x},${y + h - 16} V${y + 16} Q${x},${y} ${x + 16},${y} Z`;
  s += `<path d="${bubble(150, 40, 220, 140, false)}" fill="${C.navy3}" stroke="${C.line}" stroke-opacity="0.55" stroke-width="${f(sw)}"/>`;
  for (let i = 0; i < 3; i++)
    s += `<rect x="176" y="${76 + i * 28}" width="${f(i === 2 ? 90 : r.range(130, 168))}" height="9" rx="4.5" fill="${C.line}" fill-opacity="0.4"/>`;
  s += `<path d="${bubble(30, 170, 220, 130, true)}" fill="${C.warm}"/>`;
  // quote marks as shapes
  for (const x of [96, 150]) {
    s += `<circle cx="${x}" cy="226" r="16" fill="${C.navy}"/><path d="M${x + 14},${226} Q${x + 14},${256} ${x - 12},${264}" fill="none" stroke="${C.navy}" stroke-width="10" stroke-linecap="round"/>`;
  }
  // stars
  const star = (cx: number, cy: number, R: number) => {
    const p: Point[] = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 ? R * 0.45 : R;
      p.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
    }
    return p;
  };
  for (let i = 0; i < 5; i++)
    s += `<polygon points="${pts(star(200 + i * 36, 350, 13))}" fill="${C.warmL}" fill-opacity="${i < 4 ? 1 : 0.5}"/>`;
  return s;
};

M.broadcast = (r, k) => {
  const { sw } = k;
  let s = "";
  const cx = 200;
  const cy = 200;
  for (let i = 1; i <= 3; i++) {
    const R = 40 + i * 34;
    s += `<path d="${arcPath(cx, cy, R, -0.7, 0.7)}" ${stroke(sw * 1.3, 0.8 - i * 0.18, C.coolL)}/>`;
    s += `<path d="${arcPath(cx, cy, R, Math.PI - 0.7, Math.PI + 0.7)}" ${stroke(sw * 1.3, 0.8 - i * 0.18, C.coolL)}/>`;
  }
  s += `<circle cx="${cx}" cy="${cy}" r="30" fill="${C.warm}"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="11" fill="${C.navy}"/>`;
  // satellites: small people-like nodes (head + shoulders)
  const n = 6;
  const rot = r.range(0, 1);
  for (let i = 0; i < n; i++) {
    const a = rot + (i / n) * Math.PI * 2;
    const R = 160;
    const x = cx + Math.cos(a) * R;
    const y = cy + Math.sin(a) * R * 0.92;
    s += `<line x1="${f(cx + Math.cos(a) * 36)}" y1="${f(cy + Math.sin(a) * 36)}" x2="${f(cx + Math.cos(a) * (R - 30))}" y2="${f(cy + Math.sin(a) * (R - 30) * 0.92)}" ${stroke(sw * 0.8, 0.25)} stroke-dasharray="${f(sw * 2)} ${f(sw * 3)}"/>`;
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="26" fill="${C.navy2}" stroke="${C.line}" stroke-opacity="0.6" stroke-width="${f(sw)}"/>`;
    s += `<circle cx="${f(x)}" cy="${f(y - 7)}" r="7" fill="${i === 0 ? C.warmL : C.line}" fill-opacity="0.8"/>`;
    s += `<path d="M${f(x - 12)},${f(y + 14)} Q${f(x)},${f(y - 2)} ${f(x + 12)},${f(y + 14)}" fill="${i === 0 ? C.warmL : C.line}" fill-opacity="0.8"/>`;
  }
  return s;
};

M.storyboard = (r, k) => {
  const { sw } = k;
  let s = "";
  const warm = r.int(0, 5);
  for (let j = 0; j < 2; j++) {
    for (let i = 0; i < 3; i++) {
      const idx = j * 3 + i;
      const x = 22 + i * 124;
      const y = 70 + j * 140;
      s += `<rect x="${x}" y="${y}" width="108" height="84" rx="6" fill="${idx === warm ? C.warm : C.navy2}" stroke="${C.line}" stroke-opacity="${idx === warm ? 0 : 0.6}" stroke-width="${f(sw)}"/>`;
      const fg = idx === warm ? C.navy : C.line;
      const kind = (idx + r.int(0, 2)) % 3;
      if (kind === 0)
        s += `<circle cx="${x + 78}" cy="${y + 26}" r="10" fill="${fg}" fill-opacity="0.7"/><polygon points="${pts([
          [x + 8, y + 76],
          [x + 40, y + 36],
          [x + 64, y + 64],
          [x + 78, y + 50],
          [x + 100, y + 76],
        ])}" fill="${fg}" fill-opacity="0.5"/>`;
      else if (kind === 1)
        s += `<circle cx="${x + 54}" cy="${y + 34}" r="13" fill="${fg}" fill-opacity="0.7"/><path d="M${x + 30},${y + 78} Q${x + 54},${y + 44} ${x + 78},${y + 78}" fill="${fg}" fill-opacity="0.55"/>`;
      else s += playTri(x + 56, y + 42, 40, fg);
      s += `<rect x="${x}" y="${y + 94}" width="${f(r.range(50, 100))}" height="7" rx="3.5" fill="${C.line}" fill-opacity="0.35"/>`;
      if (i < 2) s += `<path d="M${x + 112},${y + 42} h8 m-4,-4 l4,4 l-4,4" ${stroke(sw * 0.8, 0.5)}/>`;
    }
  }
  return s;
};

M.journey = (r, k) => {
  const { sw } = k;
  let s = "";
  // office building where the journey starts
  s += `<rect x="10" y="250" width="92" height="110" rx="6" fill="${C.navy2}" stroke="${C.line}" stroke-opacity="0.6" stroke-width="${f(sw)}"/>`;
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 2; j++)
      s += `<rect x="${24 + i * 24}" y="${266 + j * 26}" width="14" height="14" rx="2" fill="${(i + j) % 3 === 0 ? C.warmL : C.line}" fill-opacity="${(i + j) % 3 === 0 ? 0.8 : 0.25}"/>`;
  s += `<rect x="44" y="322" width="24" height="38" rx="3" fill="${C.cool}"/>`;
  const d = `M68,350 C160,350 100,230 200,230 S280,120 360,80`;
  s += `<path d="${d}" ${stroke(sw * 6, 0.12)}/>`;
  s += `<path d="${d}" ${stroke(sw * 1.4, 0.8)} stroke-dasharray="${f(sw * 3)} ${f(sw * 4)}"/>`;
  const milestones = [
    [110, 342],
    [146, 285],
    [200, 230],
    [282, 162],
  ];
  milestones.forEach(([x, y], i) => {
    s += `<circle cx="${x}" cy="${y}" r="${i === 0 ? 12 : 16}" fill="${i < 2 ? C.cool : C.navy2}" stroke="${i < 2 ? C.coolL : C.line}" stroke-width="${f(sw)}"/>`;
    if (i > 0 && i < 3) s += `<path d="M${x - 6},${y} l4,4 l8,-8" ${stroke(sw, 1, C.white)}/>`;
  });
  // flag at end
  s += `<line x1="360" y1="80" x2="360" y2="20" ${stroke(sw * 1.4, 0.9)}/><polygon points="360,20 396,32 360,46" fill="${C.warm}"/>`;
  s += `<circle cx="360" cy="80" r="8" fill="${C.warmL}"/>`;
  // welcome card
  const wy = r.range(250, 290);
  s += `<rect x="250" y="${f(wy)}" width="130" height="70" rx="10" ${panel(sw, 0.5)}/><circle cx="276" cy="${f(wy + 35)}" r="13" fill="${C.warmL}" fill-opacity="0.85"/><rect x="298" y="${f(wy + 24)}" width="66" height="8" rx="4" fill="${C.line}" fill-opacity="0.45"/><rect x="298" y="${f(wy + 40)}" width="44" height="8" rx="4" fill="${C.line}" fill-opacity="0.25"/>`;
  return s;
};

M.gantt = (r, k) => {
  const { sw } = k;
  let s = `<rect x="20" y="50" width="360" height="300" rx="12" ${panel(sw, 0.6)}/>`;
  for (let i = 1; i < 6; i++) s += `<line x1="${20 + i * 60}" y1="86" x2="${20 + i * 60}" y2="340" ${stroke(sw * 0.6, 0.15)}/>`;
  s += `<line x1="20" y1="86" x2="380" y2="86" ${stroke(sw * 0.8, 0.4)}/>`;
  for (let i = 0; i < 6; i++) s += `<circle cx="${50 + i * 60}" cy="68" r="4" fill="${C.line}" fill-opacity="0.4"/>`;
  let x = 36;
  for (let j = 0; j < 5; j++) {
    const w = r.range(60, 110);
    const y = 106 + j * 46;
    const col = j === 4 ? C.warm : j % 2 ? C.cool : C.navy3;
    s += `<rect x="${f(x)}" y="${y}" width="${f(w)}" height="26" rx="13" fill="${col}" stroke="${C.line}" stroke-opacity="${j === 4 ? 0 : 0.5}" stroke-width="${f(sw)}"/>`;
    x += w * r.range(0.55, 0.85);
  }
  const today = r.range(180, 260);
  s += `<line x1="${f(today)}" y1="78" x2="${f(today)}" y2="348" ${stroke(sw * 1.2, 0.95, C.warmL)}/><circle cx="${f(today)}" cy="78" r="6" fill="${C.warmL}"/>`;
  return s;
};

M.stairs = (r, k) => {
  const { sw } = k;
  let s = "";
  const n = 5;
  const sx = 62;
  const sy = 52;
  for (let i = 0; i < n; i++) {
    const x = 40 + i * sx;
    const y = 350 - (i + 1) * sy;
    s += `<rect x="${x}" y="${y}" width="${sx}" height="${(i + 1) * sy}" fill="${i === n - 1 ? C.warm : i % 2 ? C.navy3 : C.navy2}" stroke="${C.line}" stroke-opacity="${i === n - 1 ? 0 : 0.55}" stroke-width="${f(sw)}"/>`;
    s += `<circle cx="${x + sx / 2}" cy="${y + 22}" r="9" fill="none" stroke="${i === n - 1 ? C.navy : C.line}" stroke-opacity="0.7" stroke-width="${f(sw)}"/>`;
  }
  // climbing dot arc
  const top = [40 + (n - 1) * sx + sx / 2, 350 - n * sy - 26];
  s += `<path d="M${40 + sx / 2},${350 - sy - 26} Q${f(top[0] - 120)},${f(top[1] - 110)} ${f(top[0])},${f(top[1])}" ${stroke(sw * 1.2, 0.55)} stroke-dasharray="${f(sw * 2)} ${f(sw * 3)}"/>`;
  s += `<circle cx="${f(top[0])}" cy="${f(top[1])}" r="14" fill="${C.warmL}"/>`;
  s += `<line x1="20" y1="350" x2="380" y2="350" ${stroke(sw, 0.6)}/>`;
  s += `<circle cx="${f(r.range(60, 120))}" cy="${f(r.range(70, 120))}" r="22" fill="none" ${stroke(sw, 0.35, C.coolL).replace('fill="none" ', "")}/>`;
  return s;
};

M.checklist = (r, k) => {
  const { sw } = k;
  let s = `<rect x="70" y="40" width="260" height="320" rx="14" ${panel(sw, 0.7)}/>`;
  s += `<rect x="150" y="26" width="100" height="30" rx="8" fill="${C.navy3}" stroke="${C.line}" stroke-opacity="0.7" stroke-width="${f(sw)}"/>`;
  const bad = r.int(0, 4);
  for (let i = 0; i < 5; i++) {
    const y = 96 + i * 54;
    const isBad = i === bad;
    s += `<circle cx="112" cy="${y}" r="15" fill="${isBad ? C.warm : C.cool}"/>`;
    if (isBad) s += `<path d="M106,${y - 6} l12,12 m0,-12 l-12,12" ${stroke(sw * 1.2, 1, C.white)}/>`;
    else s += `<path d="M105,${y} l5,5 l9,-10" ${stroke(sw * 1.2, 1, C.white)}/>`;
    s += `<rect x="142" y="${y - 5}" width="${f(r.range(110, 160))}" height="10" rx="5" fill="${C.line}" fill-opacity="${isBad ? 0.55 : 0.3}"/>`;
  }
  return s;
};

M.route = (r, k) => {
  const { sw } = k;
  let s = "";
  const g = 80;
  for (let i = 0; i <= 5; i++) {
    s += `<line x1="${i * g}" y1="0" x2="${i * g}" y2="400" ${stroke(sw * 1.2, 0.3)}/>`;
    s += `<line x1="0" y1="${i * g}" x2="400" y2="${i * g}" ${stroke(sw * 1.2, 0.3)}/>`;
  }
  // route through the grid
  const path = [[0, 4]];
  let [cx, cy] = [0, 4];
  while (cx < 5 || cy > 0) {
    if (cx < 5 && (cy === 0 || r.chance(0.5))) cx++;
    else cy--;
    path.push([cx, cy]);
  }
  const P2 = path.map(([x, y]) => [x * g, y * g]);
  for (let i = 1; i < 5; i++) {
    for (let j = 1; j < 5; j++) {
      const on = path.some(([x, y]) => x === i && y === j);
      s += `<circle cx="${i * g}" cy="${j * g}" r="14" fill="${C.navy}" stroke="${on ? C.warmL : C.line}" stroke-opacity="${on ? 0.95 : 0.45}" stroke-width="${f(sw)}"/>`;
    }
  }
  s += `<polyline points="${pts(P2)}" ${stroke(sw * 3, 0.95, C.warm)}/>`;
  s += `<circle cx="${P2[0][0]}" cy="${P2[0][1]}" r="12" fill="${C.coolL}"/>`;
  const end = P2[P2.length - 1];
  s += `<circle cx="${end[0]}" cy="${end[1]}" r="16" fill="${C.warmL}"/>`;
  // obstacles
  for (let i = 0; i < 3; i++) {
    const x = r.int(0, 4) * g + g / 2;
    const y = r.int(0, 4) * g + g / 2;
    s += `<rect x="${x - 14}" y="${y - 14}" width="28" height="28" rx="4" fill="${C.navy3}" stroke="${C.line}" stroke-opacity="0.4" stroke-width="${f(sw)}" transform="rotate(45 ${x} ${y})"/>`;
  }
  return s;
};

M.waveform = (r, k) => {
  const { sw } = k;
  let s = "";
  const n = 34;
  const head = r.int(12, 24);
  for (let i = 0; i < n; i++) {
    const x = 30 + i * 10.3;
    const env = Math.sin((i / (n - 1)) * Math.PI);
    const h = 16 + env * r.range(40, 150);
    s += `<rect x="${f(x)}" y="${f(200 - h / 2)}" width="6" height="${f(h)}" rx="3" fill="${i < head ? C.warmL : C.line}" fill-opacity="${i < head ? 0.95 : 0.4}"/>`;
  }
  const hx = 30 + head * 10.3 - 2;
  s += `<line x1="${f(hx)}" y1="80" x2="${f(hx)}" y2="320" ${stroke(sw * 1.2, 0.9, C.white)}/><circle cx="${f(hx)}" cy="80" r="7" fill="${C.white}"/>`;
  s += `<line x1="30" y1="350" x2="370" y2="350" ${stroke(sw, 0.35)}/>`;
  for (let i = 0; i <= 8; i++) s += `<line x1="${30 + i * 42.5}" y1="344" x2="${30 + i * 42.5}" y2="356" ${stroke(sw * 0.8, 0.35)}/>`;
  return s;
};

M.mkmap = (r, k) => {
  const { sw } = k;
  let s = "";
  const g = 100;
  const rot = r.range(-10, 10);
  s += `<defs><clipPath id="${k.id}map"><circle cx="200" cy="200" r="190"/></clipPath></defs>`;
  s += `<circle cx="200" cy="200" r="190" fill="${C.navy2}" fill-opacity="0.9"/>`;
  s += `<g clip-path="url(#${k.id}map)"><g transform="rotate(${f(rot)} 200 200)">`;
  for (let i = -1; i <= 5; i++) {
    s += `<path d="M${i * g},-60 V460" ${stroke(sw * 4, 0.12)}/><path d="M${i * g},-60 V460" ${stroke(sw, 0.45)}/>`;
    s += `<path d="M-60,${i * g} H460" ${stroke(sw * 4, 0.12)}/><path d="M-60,${i * g} H460" ${stroke(sw, 0.45)}/>`;
  }
  for (let i = 0; i <= 4; i++)
    for (let j = 0; j <= 4; j++)
      s += `<circle cx="${i * g}" cy="${j * g}" r="15" fill="${C.navy}" stroke="${C.line}" stroke-opacity="0.6" stroke-width="${f(sw)}"/><circle cx="${i * g}" cy="${j * g}" r="6" fill="${C.cool}" fill-opacity="0.6"/>`;
  // estates (blocks)
  for (let t = 0; t < 5; t++) {
    const i = r.int(0, 3);
    const j = r.int(0, 3);
    s += `<rect x="${i * g + 26}" y="${j * g + 26}" width="48" height="48" rx="6" fill="${C.navy3}" fill-opacity="0.7"/>`;
  }
  s += `</g></g><circle cx="200" cy="200" r="190" ${stroke(sw * 1.2, 0.6)}/>`;
  // location pin
  const px = 200 + r.range(-30, 30);
  const py = 190;
  s += `<ellipse cx="${f(px)}" cy="${py + 62}" rx="22" ry="7" fill="#000" fill-opacity="0.3"/>`;
  s += `<path d="M${f(px)},${py + 60} C${f(px - 12)},${py + 30} ${f(px - 40)},${py + 10} ${f(px - 40)},${py - 16} A40,40 0 1 1 ${f(px + 40)},${py - 16} C${f(px + 40)},${py + 10} ${f(px + 12)},${py + 30} ${f(px)},${py + 60} Z" fill="${C.warm}"/>`;
  s += playButton(px, py - 16, 20, C.navy, C.warmL);
  return s;
};

M.funnel = (r, k) => {
  const { sw } = k;
  let s = "";
  const bands: [number, number, number, string][] = [
    [40, 360, 60, C.navy3],
    [80, 320, 130, C.cool],
    [120, 280, 200, C.navy3],
    [160, 240, 270, C.warm],
  ];
  let prevY = 60;
  bands.forEach(([l, rr, y, col], i) => {
    const nl = l + 40;
    const nr = rr - 40;
    s += `<polygon points="${pts([
      [l, y],
      [rr, y],
      [nr, y + 62],
      [nl, y + 62],
    ])}" fill="${col}" stroke="${C.line}" stroke-opacity="${i === 3 ? 0 : 0.5}" stroke-width="${f(sw)}"/>`;
    prevY = y;
  });
  // drops
  for (let i = 0; i < 3; i++)
    s += `<circle cx="200" cy="${350 + i * 18}" r="${7 - i * 2}" fill="${C.warmL}" fill-opacity="${1 - i * 0.3}"/>`;
  // inputs falling in
  for (let i = 0; i < 7; i++)
    s += `<circle cx="${f(r.range(60, 340))}" cy="${f(r.range(10, 44))}" r="${f(r.range(4, 8))}" fill="${C.line}" fill-opacity="${f(r.range(0.3, 0.7))}"/>`;
  void prevY;
  return s;
};

M.laptop = (r, k) => {
  const { sw, id } = k;
  let s = `<defs><linearGradient id="${id}lp" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.cool}" stop-opacity="0.5"/><stop offset="1" stop-color="${C.navy2}" stop-opacity="0.1"/></linearGradient></defs>`;
  s += `<rect x="60" y="60" width="280" height="190" rx="12" ${panel(sw, 0.8)}/>`;
  s += `<rect x="74" y="74" width="252" height="162" rx="4" fill="url(#${id}lp)"/>`;
  s += `<path d="M30,262 H370 L350,290 H50 Z" fill="${C.navy3}" stroke="${C.line}" stroke-opacity="0.7" stroke-width="${f(sw)}"/>`;
  s += `<rect x="170" y="262" width="60" height="8" rx="4" fill="${C.navy}"/>`;
  // module list
  for (let i = 0; i < 4; i++) {
    const y = 96 + i * 34;
    const done = i < 2;
    s += `<rect x="90" y="${y}" width="22" height="22" rx="5" fill="${done ? C.cool : "none"}" stroke="${done ? C.coolL : C.line}" stroke-opacity="0.7" stroke-width="${f(sw)}"/>`;
    s += `<rect x="122" y="${y + 7}" width="${f(r.range(60, 100))}" height="8" rx="4" fill="${C.line}" fill-opacity="0.4"/>`;
  }
  s += playButton(272, 140, 30);
  const p = r.range(0.4, 0.75);
  s += `<rect x="90" y="224" width="220" height="5" rx="2.5" fill="${C.line}" fill-opacity="0.25"/><rect x="90" y="224" width="${f(220 * p)}" height="5" rx="2.5" fill="${C.warmL}"/>`;
  // certificate badge
  s += `<circle cx="345" cy="90" r="30" fill="${C.warm}"/><circle cx="345" cy="90" r="19" fill="none" stroke="${C.navy}" stroke-width="${f(sw * 1.4)}"/><path d="M336,116 l-8,34 l17,-10 l17,10 l-8,-34" fill="${C.warm}"/>`;
  return s;
};

// ---------------------------------------------------------------------------------------------
// Background: navy field, soft light, MK grid roads and roundabouts
// ---------------------------------------------------------------------------------------------
/** How a background may differ from the default: glow positions and strengths, the grid, the roundabouts. */
interface BackgroundOptions {
  glowA?: Point;
  glowB?: Point;
  warmGlow?: number;
  coolGlow?: number;
  gridSpacing?: number;
  gridAngle?: number;
  gridOpacity?: number;
  roundabouts?: number;
  warmRoundabout?: boolean;
  /** Where no roundabout may sit (the motif's place). */
  avoid?: (x: number, y: number) => boolean;
}
function background(w: number, h: number, r: Rng, o: BackgroundOptions = {}) {
  const id = "bg";
  const u = Math.min(w, h) / 630; // unit scale
  const glowA = o.glowA || [r.range(0.55, 0.85) * w, r.range(0.2, 0.7) * h];
  const glowB = o.glowB || [r.range(0.05, 0.45) * w, r.range(0.6, 1.1) * h];
  const warmGlow = o.warmGlow ?? 0.22;
  let defs = `<linearGradient id="${id}base" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f2548"/><stop offset="0.55" stop-color="${C.navy}"/><stop offset="1" stop-color="${C.ink}"/></linearGradient>`;
  defs += `<radialGradient id="${id}ga" cx="${f(glowA[0])}" cy="${f(glowA[1])}" r="${f(0.55 * Math.max(w, h))}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${C.cool}" stop-opacity="${o.coolGlow ?? 0.55}"/><stop offset="0.5" stop-color="${C.cool}" stop-opacity="${f((o.coolGlow ?? 0.55) * 0.25)}"/><stop offset="1" stop-color="${C.cool}" stop-opacity="0"/></radialGradient>`;
  defs += `<radialGradient id="${id}gb" cx="${f(glowB[0])}" cy="${f(glowB[1])}" r="${f(0.45 * Math.max(w, h))}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${C.warm}" stop-opacity="${warmGlow}"/><stop offset="0.55" stop-color="${C.warm}" stop-opacity="${f(warmGlow * 0.2)}"/><stop offset="1" stop-color="${C.warm}" stop-opacity="0"/></radialGradient>`;
  defs += `<radialGradient id="${id}vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="${C.ink}" stop-opacity="0"/><stop offset="1" stop-color="${C.ink}" stop-opacity="0.7"/></radialGradient>`;
  let s = `<rect width="${w}" height="${h}" fill="url(#${id}base)"/><rect width="${w}" height="${h}" fill="url(#${id}ga)"/><rect width="${w}" height="${h}" fill="url(#${id}gb)"/>`;

  // grid roads
  const sp = (o.gridSpacing || r.range(90, 130)) * u;
  const ang = o.gridAngle ?? r.range(-9, 9);
  const gO = o.gridOpacity ?? 1;
  const ox = r.range(0, sp);
  const oy = r.range(0, sp);
  let g = "";
  const ext = Math.max(w, h);
  const nx = Math.ceil((w + 2 * ext) / sp);
  const ny = Math.ceil((h + 2 * ext) / sp);
  const majorX = new Set([r.int(0, 6), r.int(7, 14)].map((v) => v));
  const majorY = new Set([r.int(0, 4), r.int(5, 9)]);
  const x0 = -ext + ox - ((-ext + ox) % sp);
  const y0 = -ext + oy - ((-ext + oy) % sp);
  const ix0 = Math.round(x0 / sp);
  const iy0 = Math.round(y0 / sp);
  for (let i = 0; i < nx; i++) {
    const x = x0 + i * sp;
    const gi = ix0 + i;
    const major = majorX.has(((gi % 15) + 15) % 15);
    if (major)
      g += `<path d="M${f(x - 2.5 * u)},${-ext} V${h + ext} M${f(x + 2.5 * u)},${-ext} V${h + ext}" stroke="${C.line}" stroke-opacity="${f(0.11 * gO)}" stroke-width="${f(1.1 * u)}"/>`;
    else g += `<path d="M${f(x)},${-ext} V${h + ext}" stroke="${C.line}" stroke-opacity="${f(0.055 * gO)}" stroke-width="${f(1 * u)}"/>`;
  }
  for (let j = 0; j < ny; j++) {
    const y = y0 + j * sp;
    const gj = iy0 + j;
    const major = majorY.has(((gj % 10) + 10) % 10);
    if (major)
      g += `<path d="M${-ext},${f(y - 2.5 * u)} H${w + ext} M${-ext},${f(y + 2.5 * u)} H${w + ext}" stroke="${C.line}" stroke-opacity="${f(0.11 * gO)}" stroke-width="${f(1.1 * u)}"/>`;
    else g += `<path d="M${-ext},${f(y)} H${w + ext}" stroke="${C.line}" stroke-opacity="${f(0.055 * gO)}" stroke-width="${f(1 * u)}"/>`;
  }
  // roundabouts at a few intersections inside the frame
  const nR = o.roundabouts ?? r.int(3, 5);
  const placed: Point[] = [];
  let tries = 0;
  while (placed.length < nR && tries < 200) {
    tries++;
    const i = Math.floor(r.range((ext - ox) / sp + 0.5, (ext + w - ox) / sp - 0.5));
    const j = Math.floor(r.range((ext - oy) / sp + 0.5, (ext + h - oy) / sp - 0.5));
    const x = x0 + (i + 0) * sp;
    const y = y0 + (j + 0) * sp;
    if (o.avoid && o.avoid(x, y)) continue;
    const m = sp * 0.45;
    const c = Math.cos((ang * Math.PI) / 180);
    const sn = Math.sin((ang * Math.PI) / 180);
    const rx = w / 2 + (x - w / 2) * c - (y - h / 2) * sn;
    const ry = h / 2 + (x - w / 2) * sn + (y - h / 2) * c;
    if (rx < m || rx > w - m || ry < m || ry > h - m) continue;
    if (placed.some(([a, b]) => Math.hypot(a - x, b - y) < sp * 1.5)) continue;
    placed.push([x, y]);
  }
  placed.forEach(([x, y], idx) => {
    const rr = sp * r.range(0.14, 0.2);
    const accent = idx === 0 && o.warmRoundabout !== false;
    g += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rr * 1.7)}" fill="${C.navy}" fill-opacity="0.6"/>`;
    g += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rr)}" fill="none" stroke="${accent ? C.warmL : C.line}" stroke-opacity="${f((accent ? 0.55 : 0.2) * gO)}" stroke-width="${f(1.6 * u)}"/>`;
    g += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rr * 0.5)}" fill="${accent ? C.warm : C.line}" fill-opacity="${f((accent ? 0.45 : 0.08) * gO)}"/>`;
  });
  s += `<g transform="rotate(${f(ang)} ${f(w / 2)} ${f(h / 2)})">${g}</g>`;
  return { defs, body: s, vignette: `<rect width="${w}" height="${h}" fill="url(#${id}vig)"/>`, u };
}

// Editorial extras: viewfinder corners, timeline ticks, orbit rings
type Extra = "corners" | "timeline" | "plus";
function extras(w: number, h: number, r: Rng, u: number, which: readonly Extra[]): string {
  let s = "";
  if (which.includes("corners")) {
    const m = 34 * u;
    const L = 26 * u;
    const sw = 1.6 * u;
    for (const [x, y, dx, dy] of [
      [m, m, 1, 1],
      [w - m, m, -1, 1],
      [m, h - m, 1, -1],
      [w - m, h - m, -1, -1],
    ]) {
      s += `<path d="M${f(x)},${f(y + dy * L)} V${f(y)} H${f(x + dx * L)}" fill="none" stroke="${C.line}" stroke-opacity="0.35" stroke-width="${f(sw)}"/>`;
    }
    s += `<circle cx="${f(m + 46 * u)}" cy="${f(m + 8 * u)}" r="${f(5 * u)}" fill="${C.warm}"/>`;
  }
  if (which.includes("timeline")) {
    const y = h - 44 * u;
    const x0 = w * r.range(0.06, 0.12);
    const x1 = w * r.range(0.88, 0.94);
    s += `<line x1="${f(x0)}" y1="${f(y)}" x2="${f(x1)}" y2="${f(y)}" stroke="${C.line}" stroke-opacity="0.22" stroke-width="${f(1.4 * u)}"/>`;
    const n = 24;
    for (let i = 0; i <= n; i++) {
      const x = x0 + ((x1 - x0) * i) / n;
      const t = i % 4 === 0 ? 9 : 4;
      s += `<line x1="${f(x)}" y1="${f(y - t * u)}" x2="${f(x)}" y2="${f(y)}" stroke="${C.line}" stroke-opacity="0.22" stroke-width="${f(1.2 * u)}"/>`;
    }
    const ph = x0 + (x1 - x0) * r.range(0.25, 0.75);
    s += `<line x1="${f(x0)}" y1="${f(y)}" x2="${f(ph)}" y2="${f(y)}" stroke="${C.warmL}" stroke-opacity="0.7" stroke-width="${f(2 * u)}"/>`;
    s += `<circle cx="${f(ph)}" cy="${f(y)}" r="${f(5 * u)}" fill="${C.warmL}"/>`;
  }
  if (which.includes("plus")) {
    for (let i = 0; i < 5; i++) {
      const x = r.range(0.05, 0.95) * w;
      const y = r.range(0.08, 0.92) * h;
      const L = 6 * u;
      s += `<path d="M${f(x - L)},${f(y)} H${f(x + L)} M${f(x)},${f(y - L)} V${f(y + L)}" stroke="${C.line}" stroke-opacity="0.3" stroke-width="${f(1.3 * u)}"/>`;
    }
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Compose one illustration
// ---------------------------------------------------------------------------------------------
// Measure a motif's painted bounds (local units) by rendering it alone and trimming.
async function motifBBox(inner: string): Promise<{ x: number; y: number; w: number; h: number }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="-100 -100 600 600"><rect x="-100" y="-100" width="600" height="600" fill="#ff00ff"/>${inner}</svg>`;
  const { info } = await sharp(Buffer.from(svg)).trim({ background: "#ff00ff", threshold: 4 }).toBuffer({ resolveWithObject: true });
  const x = -(info.trimOffsetLeft || 0) * 2 - 100;
  const y = -(info.trimOffsetTop || 0) * 2 - 100;
  return { x, y, w: info.width * 2, h: info.height * 2 };
}

// Draw motif `name` centred on (cx, cy) fitting a box of `size` px; stroke widths stay `px` wide.
async function placeMotif(
  name: Motif,
  seed: string,
  cx: number,
  cy: number,
  size: number,
  u: number,
  px = 2.2,
  extraAttrs = "",
): Promise<string> {
  const gen = (sw: number) => M[name](makeRng(`${seed}:motif`), { sw, id: `m${hashStr(seed) % 1000}` });
  const nominal = size / 400;
  const bb = await motifBBox(gen((px * u) / nominal));
  const scale = Math.min((size * 1.15) / bb.w, size / bb.h);
  const inner = gen((px * u) / scale);
  const tx = cx - (bb.x + bb.w / 2) * scale;
  const ty = cy - (bb.y + bb.h / 2) * scale;
  return `<g ${extraAttrs} transform="translate(${f(tx)} ${f(ty)}) scale(${Number(f(scale * 10000)) / 10000})">${inner}</g>`;
}

interface IllustrationOptions {
  layout?: "right" | "left" | "center";
  /** The motif's size as a share of the picture's height. */
  size?: number;
  bg?: BackgroundOptions;
  extras?: Extra[];
  overlay?: string;
}
async function illustration(w: number, h: number, seed: string, motif: Motif, opts: IllustrationOptions = {}): Promise<string> {
  const r = makeRng(seed);
  const layout = opts.layout || r.pick(["right", "right", "left", "center"] as const);
  const size = (opts.size || r.range(0.62, 0.72)) * Math.min(h, w * 0.62);
  let cx = layout === "right" ? w * r.range(0.59, 0.64) : layout === "left" ? w * r.range(0.36, 0.41) : w * 0.5;
  const cy = h * r.range(0.48, 0.52);
  if (layout === "center") cx = w * 0.5;
  const glowA = [cx + r.range(-0.1, 0.1) * w, cy + r.range(-0.2, 0.1) * h];
  const glowB = layout === "left" ? [w * r.range(0.75, 0.95), h * r.range(0.7, 1.0)] : [w * r.range(0.05, 0.3), h * r.range(0.7, 1.05)];
  const bg = background(w, h, r, {
    glowA,
    glowB,
    avoid: (x, y) => Math.abs(x - cx) < size * 0.75 && Math.abs(y - cy) < size * 0.75,
    ...opts.bg,
  });
  const u = bg.u;

  // accent shapes behind the motif: a large ring (roundabout) and a warm disc on it
  let acc = "";
  const ringR = size * r.range(0.6, 0.7);
  acc += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(ringR)}" fill="${C.navy2}" fill-opacity="0.35" stroke="${C.line}" stroke-opacity="0.1" stroke-width="${f(1.5 * u)}"/>`;
  acc += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(ringR * 1.22)}" fill="none" stroke="${C.line}" stroke-opacity="0.06" stroke-width="${f(1.2 * u)}" stroke-dasharray="${f(3 * u)} ${f(7 * u)}"/>`;
  const discR = size * r.range(0.045, 0.07);
  let da = r.range(0, Math.PI * 2);
  for (let i = 0; i < 24; i++) {
    const x = cx + Math.cos(da) * ringR;
    const y = cy + Math.sin(da) * ringR;
    if (x > discR + 30 * u && x < w - discR - 30 * u && y > discR + 30 * u && y < h - discR - 30 * u) break;
    da += Math.PI / 12;
  }
  acc += `<circle cx="${f(cx + Math.cos(da) * ringR)}" cy="${f(cy + Math.sin(da) * ringR)}" r="${f(discR)}" fill="${C.warm}" fill-opacity="0.9"/>`;
  let da2 = da + r.range(2.2, 4);
  for (let i = 0; i < 24; i++) {
    const x = cx + Math.cos(da2) * ringR * 1.22;
    const y = cy + Math.sin(da2) * ringR * 1.22;
    if (x > 20 * u && x < w - 20 * u && y > 20 * u && y < h - 20 * u) break;
    da2 += Math.PI / 12;
  }
  acc += `<circle cx="${f(cx + Math.cos(da2) * ringR * 1.22)}" cy="${f(cy + Math.sin(da2) * ringR * 1.22)}" r="${f(size * 0.02)}" fill="${C.coolL}" fill-opacity="0.8"/>`;

  const ex = extras(w, h, r, u, opts.extras || r.pick([["corners"], ["timeline"], ["plus", "timeline"], ["corners", "plus"]]));
  const mot = await placeMotif(motif, seed, cx, cy, size, u);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${bg.defs}</defs>${bg.body}${bg.vignette}${acc}${ex}${mot}${opts.overlay || ""}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Output helpers
// ---------------------------------------------------------------------------------------------
const written: string[] = [];
function ensureDir(d: string) {
  fs.mkdirSync(d, { recursive: true });
}
async function writePng(svg: string, file: string, w: number, h: number, palette = true) {
  ensureDir(path.dirname(file));
  let img = sharp(Buffer.from(svg), { density: 72 }).resize(w, h);
  img = palette ? img.png({ compressionLevel: 9, palette: true, quality: 92, effort: 10, dither: 0.6 }) : img.png({ compressionLevel: 9 });
  await img.toFile(file);
  written.push(file);
}
async function writeJpg(svg: string, file: string, w: number, h: number, quality = 70) {
  ensureDir(path.dirname(file));
  await sharp(Buffer.from(svg), { density: 72 })
    .resize(w, h)
    .flatten({ background: C.navy })
    .jpeg({ quality, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toFile(file);
  written.push(file);
}

// ---------------------------------------------------------------------------------------------
// What to draw, read from content/
// ---------------------------------------------------------------------------------------------
/** The files of a content folder with the given extension, in name order. */
function contentFiles(folder: string, extension: string): string[] {
  const dir = P("content", folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(extension))
    .sort();
}
function readContentJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(P("content", file), "utf8")) as T;
}

// ---------------------------------------------------------------------------------------------
// 1. Blog images
// ---------------------------------------------------------------------------------------------
async function blog() {
  for (const file of contentFiles("blog", ".mdx")) {
    const slug = file.replace(/\.mdx$/, "");
    const { data } = matter(fs.readFileSync(P("content/blog", file), "utf8"));
    const motif = articleMotif(String(data.title ?? ""), String(data.category ?? ""), slug);
    console.log(`content/blog/${file} imageAlt: "${artworkAlt(motif)}"`);
    const svg = await illustration(1200, 630, `blog:${slug}`, motif);
    await writePng(svg, P("content/images/blog", `${slug}.png`), 1200, 630);
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Service images
// ---------------------------------------------------------------------------------------------
async function services() {
  for (const file of contentFiles("services", ".json")) {
    const service = readContentJson<{ slug?: string; name?: string }>(`services/${file}`);
    const slug = service.slug || file.replace(/\.json$/, "");
    const motif = serviceMotif(service.name ?? "", slug);
    console.log(`content/services/${file} whoWeWorkWith.imageAlt: "${artworkAlt(motif)}"`);
    const svg = await illustration(1200, 900, `service:${slug}`, motif, { size: 0.7 });
    await writePng(svg, P("content/images/services", `${slug}.png`), 1200, 900);
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Industries
// ---------------------------------------------------------------------------------------------
async function industries() {
  for (const file of contentFiles("industries", ".json")) {
    const industry = readContentJson<{ slug?: string; title?: string }>(`industries/${file}`);
    const slug = industry.slug || file.replace(/\.json$/, "");
    const motif = industryMotif(industry.title ?? "", slug);
    console.log(`content/industries/${file} imageAlt: "${artworkAlt(motif)}"`);
    const svg = await illustration(800, 500, `industry:${slug}`, motif, { extras: ["plus"] });
    await writePng(svg, P("content/images/industries", `${slug}.png`), 800, 500);
  }
}

// ---------------------------------------------------------------------------------------------
// 4. Hero poster (left 55% kept dark) and 5. hero clip
// ---------------------------------------------------------------------------------------------
// Light positions for the clip, as functions of phase t in [0,1); t=0 is the poster's lighting.
function heroLights(t: number) {
  const TAU = Math.PI * 2;
  return [
    { x: 0.76 + 0.06 * Math.cos(TAU * t), y: 0.4 + 0.08 * Math.sin(TAU * t), r: 0.55, col: C.cool, o: 0.6 },
    { x: 0.86 + 0.05 * Math.sin(TAU * t + 1), y: 0.82 + 0.06 * Math.cos(TAU * t + 1), r: 0.38, col: C.warm, o: 0.42 },
    { x: 0.6 + 0.05 * Math.cos(TAU * t + 2.2), y: 0.12 + 0.05 * Math.sin(TAU * t + 2.2), r: 0.3, col: "#2a5aa0", o: 0.35 },
  ];
}
function heroBase(w: number, h: number, t: number, r: Rng, withGrid = true) {
  const L = heroLights(t);
  let defs = `<linearGradient id="hb" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${C.ink}"/><stop offset="0.5" stop-color="${C.navy}"/><stop offset="1" stop-color="#10284f"/></linearGradient>`;
  // dark scrim over left 55%
  defs += `<linearGradient id="hs" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.ink}" stop-opacity="0.92"/><stop offset="0.42" stop-color="${C.ink}" stop-opacity="0.78"/><stop offset="0.62" stop-color="${C.ink}" stop-opacity="0.2"/><stop offset="1" stop-color="${C.ink}" stop-opacity="0"/></linearGradient>`;
  let s = `<rect width="${w}" height="${h}" fill="url(#hb)"/>`;
  L.forEach((l, i) => {
    defs += `<radialGradient id="hl${i}" cx="${f(l.x * w)}" cy="${f(l.y * h)}" r="${f(l.r * w)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${l.col}" stop-opacity="${l.o}"/><stop offset="0.45" stop-color="${l.col}" stop-opacity="${f(l.o * 0.3)}"/><stop offset="1" stop-color="${l.col}" stop-opacity="0"/></radialGradient>`;
    s += `<rect width="${w}" height="${h}" fill="url(#hl${i})"/>`;
  });
  if (withGrid) {
    const u = h / 1080;
    const sp = 150 * u;
    let g = "";
    for (let x = -w; x < 2 * w; x += sp)
      g += `<path d="M${f(x)},${-h} V${2 * h}" stroke="${C.line}" stroke-opacity="0.05" stroke-width="${f(1.2 * u)}"/>`;
    for (let y = -h; y < 2 * h; y += sp)
      g += `<path d="M${-w},${f(y)} H${2 * w}" stroke="${C.line}" stroke-opacity="0.05" stroke-width="${f(1.2 * u)}"/>`;
    s += `<g transform="rotate(-6 ${w / 2} ${h / 2})">${g}</g>`;
  }
  void r;
  return { defs, body: s, scrim: `<rect width="${w}" height="${h}" fill="url(#hs)"/>` };
}
// The poster is frame 0 of the clip: the same composition, with the lights drifting in the clip.
function heroPosterSvg(w: number, h: number, t = 0): string {
  const r = makeRng("hero:poster");
  const u = h / 1080;
  const base = heroBase(w, h, t, r);
  let s = "";
  // roundabouts on the grid (right side, brighter)
  const cx = w * 0.75;
  const cy = h * 0.5;
  for (let i = 0; i < 4; i++)
    s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f((170 + i * 90) * u)}" fill="none" stroke="${C.line}" stroke-opacity="${f(0.22 - i * 0.045)}" stroke-width="${f(1.6 * u)}" ${i === 1 ? `stroke-dasharray="${f(4 * u)} ${f(10 * u)}"` : ""}/>`;
  // lens aperture motif at right
  const ap = 400 * u;
  const k = { sw: (2.2 * u) / (ap / 400), id: "hp" };
  s += `<g transform="translate(${f(cx - ap / 2)} ${f(cy - ap / 2)}) scale(${f(ap / 400)})">${M.aperture(r, k)}</g>`;
  // film frames drifting on the right
  const frames = [
    [0.9, 0.2, 150, 96, -8],
    [0.58, 0.8, 130, 84, 6],
    [0.93, 0.74, 110, 70, 10],
  ];
  for (const [fx, fy, fw, fh, rot] of frames) {
    const x = fx * w;
    const y = fy * h;
    s += `<g transform="rotate(${rot} ${f(x)} ${f(y)})"><rect x="${f(x - (fw * u) / 2)}" y="${f(y - (fh * u) / 2)}" width="${f(fw * u)}" height="${f(fh * u)}" rx="${f(6 * u)}" fill="${C.navy2}" fill-opacity="0.7" stroke="${C.line}" stroke-opacity="0.35" stroke-width="${f(1.6 * u)}"/>${playTri(x, y, 40 * u, C.line)}</g>`;
  }
  s += `<circle cx="${f(w * 0.64)}" cy="${f(h * 0.3)}" r="${f(22 * u)}" fill="${C.warm}"/>`;
  // a small warm dot orbiting the roundabout once per loop
  const oa = Math.PI * 2 * t - 0.1;
  s += `<circle cx="${f(cx + Math.cos(oa) * 260 * u)}" cy="${f(cy + Math.sin(oa) * 260 * u)}" r="${f(9 * u)}" fill="${C.warmL}"/>`;
  // faint timeline low across the frame
  s += extras(w, h, r, u * 1.2, ["timeline"]);
  // low-contrast detail over the dark left side: grid roads and roundabouts
  let left = "";
  const sp = 150 * u;
  for (let x = 0; x < w * 0.62; x += sp)
    left += `<path d="M${f(x)},${-h} V${2 * h}" stroke="${C.line}" stroke-opacity="0.03" stroke-width="${f(1.2 * u)}"/>`;
  for (let y = -h; y < 2 * h; y += sp)
    left += `<path d="M${-w},${f(y)} H${f(w * 0.62)}" stroke="${C.line}" stroke-opacity="0.03" stroke-width="${f(1.2 * u)}"/>`;
  for (const [i, j] of [
    [1, 2],
    [3, 5],
    [5, 1],
  ])
    left += `<circle cx="${f(i * sp)}" cy="${f(j * sp)}" r="${f(26 * u)}" fill="none" stroke="${C.line}" stroke-opacity="0.05" stroke-width="${f(1.4 * u)}"/>`;
  const fade = `<linearGradient id="lf" x1="0" y1="0" x2="1" y2="0"><stop offset="0.5" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient><mask id="lm"><rect width="${f(w * 0.62)}" height="${h}" fill="url(#lf)"/></mask>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${base.defs}${fade}</defs>${base.body}${s}${base.scrim}<g mask="url(#lm)"><g transform="rotate(-6 ${w / 2} ${h / 2})">${left}</g></g></svg>`;
}
async function hero() {
  await writeJpg(heroPosterSvg(1920, 1080), P("content/images/hero/poster.jpg"), 1920, 1080, 70);
}

async function heroClip() {
  const probe = spawnSync("ffmpeg", ["-hide_banner", "-version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    console.log("ffmpeg not found: skipping static/media/hero.webm and hero.mp4");
    return;
  }
  // Smaller than the poster on purpose: the browser counts a video's first frame as a paint of
  // its own, and a clip of more pixels than the poster would take over as the largest paint,
  // which then waits for script. Under the hero's dark shade the difference is not visible.
  const W = 640;
  const H = 360;
  const FPS = 24;
  const SECONDS = 7;
  const N = FPS * SECONDS;
  ensureDir(P("static/media"));
  const webm = P("static/media/hero.webm");
  const mp4 = P("static/media/hero.mp4");
  const args = [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    "-s",
    `${W}x${H}`,
    "-r",
    String(FPS),
    "-i",
    "pipe:0",
    "-an",
    "-map_metadata",
    "-1",
    "-fflags",
    "+bitexact",
    "-c:v",
    "libvpx-vp9",
    "-pix_fmt",
    "yuv420p",
    "-b:v",
    "160k",
    "-crf",
    "33",
    "-row-mt",
    "0",
    "-threads",
    "1",
    "-deadline",
    "good",
    "-cpu-used",
    "2",
    "-flags",
    "+bitexact",
    webm,
    "-an",
    "-map_metadata",
    "-1",
    "-fflags",
    "+bitexact",
    "-c:v",
    "libx264",
    "-profile:v",
    "main",
    "-pix_fmt",
    "yuv420p",
    "-preset",
    "slow",
    "-crf",
    "27",
    "-maxrate",
    "300k",
    "-bufsize",
    "600k",
    "-threads",
    "1",
    "-movflags",
    "+faststart",
    "-flags",
    "+bitexact",
    mp4,
  ];
  const ff = spawn("ffmpeg", args, { stdio: ["pipe", "inherit", "inherit"] });
  const done = new Promise<void>((res, rej) => {
    ff.on("error", rej);
    ff.on("close", (code) => (code === 0 ? res() : rej(new Error(`ffmpeg exited ${code}`))));
  });
  for (let i = 0; i < N; i++) {
    const buf = await sharp(Buffer.from(heroPosterSvg(W, H, i / N)))
      .removeAlpha()
      .raw()
      .toBuffer();
    if (!ff.stdin.write(buf)) await new Promise((res) => ff.stdin.once("drain", res));
  }
  ff.stdin.end();
  await done;
  written.push(webm, mp4);
}

// ---------------------------------------------------------------------------------------------
// 6. Client wordmarks (SVG, text allowed)
// ---------------------------------------------------------------------------------------------
function logoMark(kind: LogoMark, col: string): string {
  const sw = 2.4;
  const st = `fill="none" stroke="${col}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round"`;
  switch (kind) {
    case "chevrons":
      return `<path d="M6,14 l10,10 l-10,10 M16,14 l10,10 l-10,10 M26,14 l10,10 l-10,10" ${st}/>`;
    case "bricks":
      return `<g fill="${col}"><rect x="6" y="10" width="13" height="8" rx="1"/><rect x="21" y="10" width="13" height="8" rx="1"/><rect x="6" y="20" width="6" height="8" rx="1"/><rect x="14" y="20" width="13" height="8" rx="1"/><rect x="29" y="20" width="5" height="8" rx="1"/><rect x="6" y="30" width="13" height="8" rx="1"/><rect x="21" y="30" width="13" height="8" rx="1"/></g>`;
    case "umbrella":
      return `<path d="M6,24 A14,14 0 0 1 34,24 Z" fill="${col}"/><path d="M20,24 V34 a3,3 0 0 1 -6,0" ${st}/>`;
    case "gear":
      return `<path d="${gearPath(20, 24, 14, 10.5, 10)}" fill="${col}"/><circle cx="20" cy="24" r="4.5" fill="#fff"/>`;
    case "hex":
      return `<polygon points="${pts(hexPts(20, 24, 14, Math.PI / 6))}" ${st}/><circle cx="20" cy="24" r="5" fill="${col}"/>`;
    case "dots": {
      let s = "";
      for (let i = 0; i < 3; i++)
        for (let j = 0; j < 3; j++) s += `<circle cx="${9 + i * 11}" cy="${13 + j * 11}" r="${(i + j) % 2 ? 2.2 : 3.6}" fill="${col}"/>`;
      return s;
    }
    case "blocks":
      return `<polygon points="6,38 20,10 34,38" fill="${col}"/><rect x="15" y="28" width="10" height="10" fill="#fff"/>`;
    case "bars":
    default:
      return `<g fill="${col}"><rect x="7" y="26" width="7" height="12" rx="1"/><rect x="17" y="18" width="7" height="20" rx="1"/><rect x="27" y="10" width="7" height="28" rx="1"/></g>`;
  }
}
/** The client logos the landing page shows, each drawn at the `file` the landing page names. */
function logos() {
  const col = colors.muted;
  const landing = readContentJson<{ trustedBy: { logos: { name: string; file: string }[] } }>("landing/landing.json");
  for (const { name, file: logoFile } of landing.trustedBy.logos) {
    const { line1: l1, line2: l2, mark } = clientWordmark(name);
    // estimate width: ~0.58em per character for Inter semibold
    const fs1 = Math.min(17, 128 / (l1.length * 0.58));
    const fs2 = Math.min(9.5, 128 / (l2.length * 0.72));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48" role="img" aria-label="${name}"><title>${name}</title>${logoMark(mark, col)}<text x="46" y="25" font-family="Inter, Arial, sans-serif" font-size="${f(fs1)}" font-weight="700" letter-spacing="-0.2" fill="${col}">${l1}</text><text x="46.5" y="38" font-family="Inter, Arial, sans-serif" font-size="${f(fs2)}" font-weight="500" letter-spacing="1.6" fill="${col}">${l2.toUpperCase()}</text></svg>\n`;
    const file = P("static", logoFile);
    ensureDir(path.dirname(file));
    fs.writeFileSync(file, svg);
    written.push(file);
  }
}

// ---------------------------------------------------------------------------------------------
// 7. Case-study thumbnails
// ---------------------------------------------------------------------------------------------
async function thumbSvg(w: number, h: number, seed: string, motif: Motif | null, neutral = false): Promise<string> {
  const r = makeRng(seed);
  const u = h / 540;
  const cx = w / 2;
  const cy = h / 2;
  const bg = background(w, h, r, {
    glowA: [cx + r.range(-0.15, 0.15) * w, cy + r.range(-0.2, 0.1) * h],
    glowB: [w * r.pick([0.1, 0.9]), h * r.range(0.8, 1)],
    warmGlow: neutral ? 0 : 0.22,
    coolGlow: neutral ? 0.35 : 0.55,
    warmRoundabout: !neutral,
    avoid: (x, y) => Math.hypot(x - cx, y - cy) < 150 * u,
  });
  let s = "";
  if (motif) {
    // the sector motif, faint, off to one side
    const size = h * 0.5;
    const side = r.chance(0.5) ? 0.2 : 0.8;
    s += await placeMotif(motif, seed, w * side, cy, size, u, 2, 'opacity="0.45"');
  }
  // scrim so the play button reads
  s += `<defs><radialGradient id="ps" cx="${cx}" cy="${cy}" r="${f(220 * u)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${C.ink}" stop-opacity="0.75"/><stop offset="1" stop-color="${C.ink}" stop-opacity="0"/></radialGradient></defs><circle cx="${cx}" cy="${cy}" r="${f(220 * u)}" fill="url(#ps)"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${f(112 * u)}" fill="none" stroke="${C.line}" stroke-opacity="0.22" stroke-width="${f(2 * u)}"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${f(134 * u)}" fill="none" stroke="${C.line}" stroke-opacity="0.1" stroke-width="${f(1.5 * u)}" stroke-dasharray="${f(3 * u)} ${f(8 * u)}"/>`;
  s += playButton(cx, cy, 84 * u, neutral ? "#5b6b84" : C.warm, neutral ? C.ink : C.navy);
  s += extras(w, h, r, u, ["corners", "timeline"]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${bg.defs}</defs>${bg.body}${bg.vignette}${s}</svg>`;
}
/**
 * One thumbnail per case study, at the `thumbnailUrl` it names under static/ (the pattern of its
 * composition seeded by the client's slug), and the placeholder for a film without one.
 */
async function caseStudies() {
  // Each thumbnail in two widths, so a phone is not sent twice the pixels it shows.
  const writeThumb = async (svg: string, file: string) => {
    await writeJpg(svg, file, 960, 540);
    await writeJpg(svg, file.replace(/\.jpg$/, "-480w.jpg"), 480, 270);
  };
  await writeThumb(await thumbSvg(960, 540, "case:placeholder", null, true), P("static/case-studies/placeholder.jpg"));
  const list = readContentJson<{ company: string; sector?: string; thumbnailUrl: string }[]>("case-studies/case-studies.json");
  for (const cs of list) {
    if (!/^\/[\w/-]+\.jpg$/.test(cs.thumbnailUrl)) {
      console.log(`${cs.company}: thumbnailUrl ${cs.thumbnailUrl} is not a .jpg under static/, so no thumbnail was drawn for it`);
      continue;
    }
    const motif = caseStudyMotif(cs.company, cs.sector);
    await writeThumb(await thumbSvg(960, 540, `case:${slugify(cs.company)}`, motif), P("static", cs.thumbnailUrl));
  }
}

// ---------------------------------------------------------------------------------------------
// 8. Brand mark, favicon, og-default
// ---------------------------------------------------------------------------------------------
function markSvg(size: number): string {
  // drawn in a 32x32 box, scaled by the viewBox
  let g = "";
  for (const v of [8, 16, 24]) g += `<path d="M${v},0 V32 M0,${v} H32" stroke="#ffffff" stroke-opacity="0.09" stroke-width="0.5"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><defs><clipPath id="rq"><rect width="32" height="32" rx="7"/></clipPath></defs><g clip-path="url(#rq)"><rect width="32" height="32" fill="${C.navy}"/>${g}</g><circle cx="16" cy="16" r="9.5" fill="${C.warm}"/><path d="M13.4,11.6 L13.4,20.4 L20.6,16 Z" fill="${C.navy}" stroke="${C.navy}" stroke-width="0.9" stroke-linejoin="round"/></svg>`;
}
async function brand() {
  ensureDir(P("static"));
  const fav = P("static/favicon.svg");
  fs.writeFileSync(fav, markSvg(32).replace(' width="32" height="32"', "") + "\n");
  written.push(fav);
  await sharp(Buffer.from(markSvg(512)))
    .png({ compressionLevel: 9 })
    .toFile(P("static/logo.png"));
  await sharp(Buffer.from(markSvg(180)))
    .flatten({ background: C.navy })
    .png({ compressionLevel: 9 })
    .toFile(P("static/apple-touch-icon.png"));
  written.push(P("static/logo.png"), P("static/apple-touch-icon.png"));
  const og = await illustration(1200, 630, "og:default", "aperture", { layout: "center", size: 0.7, extras: ["corners", "timeline"] });
  await writePng(og, P("static/og-default.png"), 1200, 630);
}

// ---------------------------------------------------------------------------------------------
async function main() {
  const t0 = Date.now();
  const only = process.argv.slice(2);
  const run = (name: string) => only.length === 0 || only.includes(name);
  if (run("blog")) await blog();
  if (run("services")) await services();
  if (run("industries")) await industries();
  if (run("hero")) await hero();
  if (run("logos")) logos();
  if (run("cases")) await caseStudies();
  if (run("brand")) await brand();
  if (run("clip")) await heroClip();
  const rel = (p2: string) => path.relative(ROOT, p2);
  let total = 0;
  for (const file of written) total += fs.statSync(file).size;
  console.log(`artwork: ${written.length} files, ${(total / 1024).toFixed(0)} KB, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (process.env.ARTWORK_VERBOSE)
    for (const file of written) console.log(`  ${rel(file)}  ${(fs.statSync(file).size / 1024).toFixed(1)} KB`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
