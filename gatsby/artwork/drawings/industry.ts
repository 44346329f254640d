/**
 * The motifs of industries and of film craft.
 * Each draws in a local 400x400 box; the composition (compose.ts) scales and places it.
 * What each shows in words is in ../motifs.ts: change a drawing, change its description there.
 */
import { C, f, pts, type Point } from "../palette";
import { arcPath, hexPts, panel, playButton, playTri, stroke } from "../shapes";
import type { DrawMotif } from "./types";
import type { Motif } from "../motifs";

export const industryMotifs = {
  scaffold: (r, k) => {
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
  },

  molecules: (r, k) => {
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
  },

  circuit: (r, k) => {
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
  },

  target: (r, k) => {
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
  },

  player: (r, k) => {
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
  },

  aperture: (r, k) => {
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
  },

  studio: (_r, k) => {
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
  },

  quotes: (r, k) => {
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
  },

  broadcast: (r, k) => {
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
  },
} satisfies Partial<Record<Motif, DrawMotif>>;
