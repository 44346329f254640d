/**
 * One illustration: the navy field with soft light, Milton Keynes grid roads and roundabouts, a
 * few editorial marks, and a motif placed and scaled to fit.
 */
import sharp from "sharp";
import { drawings } from "./drawings";
import type { Motif } from "./motifs";
import { C, f, hashStr, makeRng, type Point, type Rng } from "./palette";

/** How a background may differ from the default: glow positions and strengths, the grid, the roundabouts. */
export interface BackgroundOptions {
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
export function background(w: number, h: number, r: Rng, o: BackgroundOptions = {}) {
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
export type Extra = "corners" | "timeline" | "plus";
export function extras(w: number, h: number, r: Rng, u: number, which: readonly Extra[]): string {
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

// Measure a motif's painted bounds (local units) by rendering it alone and trimming.
async function motifBBox(inner: string): Promise<{ x: number; y: number; w: number; h: number }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="-100 -100 600 600"><rect x="-100" y="-100" width="600" height="600" fill="#ff00ff"/>${inner}</svg>`;
  const { info } = await sharp(Buffer.from(svg)).trim({ background: "#ff00ff", threshold: 4 }).toBuffer({ resolveWithObject: true });
  const x = -(info.trimOffsetLeft || 0) * 2 - 100;
  const y = -(info.trimOffsetTop || 0) * 2 - 100;
  return { x, y, w: info.width * 2, h: info.height * 2 };
}

/** Draws motif `name` centred on (cx, cy) fitting a box of `size` px; stroke widths stay `px` wide. */
export async function placeMotif(
  name: Motif,
  seed: string,
  cx: number,
  cy: number,
  size: number,
  u: number,
  px = 2.2,
  extraAttrs = "",
): Promise<string> {
  const gen = (sw: number) => drawings[name](makeRng(`${seed}:motif`), { sw, id: `m${hashStr(seed) % 1000}` });
  const nominal = size / 400;
  const bb = await motifBBox(gen((px * u) / nominal));
  const scale = Math.min((size * 1.15) / bb.w, size / bb.h);
  const inner = gen((px * u) / scale);
  const tx = cx - (bb.x + bb.w / 2) * scale;
  const ty = cy - (bb.y + bb.h / 2) * scale;
  return `<g ${extraAttrs} transform="translate(${f(tx)} ${f(ty)}) scale(${Number(f(scale * 10000)) / 10000})">${inner}</g>`;
}

export interface IllustrationOptions {
  layout?: "right" | "left" | "center";
  /** The motif's size as a share of the picture's height. */
  size?: number;
  bg?: BackgroundOptions;
  extras?: Extra[];
  overlay?: string;
}
export async function illustration(w: number, h: number, seed: string, motif: Motif, opts: IllustrationOptions = {}): Promise<string> {
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
