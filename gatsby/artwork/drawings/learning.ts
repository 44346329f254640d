/**
 * The motifs of training, learning, events and figures.
 * Each draws in a local 400x400 box; the composition (compose.ts) scales and places it.
 * What each shows in words is in ../motifs.ts: change a drawing, change its description there.
 */
import { C, f, pts, type Point } from "../palette";
import { arcPath, gearPath, panel, playButton, playTri, stroke } from "../shapes";
import type { DrawMotif } from "./types";
import type { Motif } from "../motifs";

export const learningMotifs = {
  presentation: (r, k) => {
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
  },

  network: (r, k) => {
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
    const hub = nodes.reduce(
      (b, p, i) => (Math.hypot(p[0] - 200, p[1] - 200) < Math.hypot(nodes[b][0] - 200, nodes[b][1] - 200) ? i : b),
      0,
    );
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
  },

  stage: (r, k) => {
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
  },

  books: (r, k) => {
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
  },

  shield: (_r, k) => {
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
  },

  phones: (r, k) => {
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
  },

  filmstrip: (r, k) => {
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
  },

  animation: (r, k) => {
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
  },

  gears: (r, k) => {
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
  },

  bars: (r, k) => {
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
    for (const p of top)
      s += `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="5" fill="${C.navy}" stroke="${C.warmL}" stroke-width="${f(sw)}"/>`;
    const [lx, ly] = top[n - 1];
    s += `<path d="M${f(lx - 16)},${f(ly - 4)} L${f(lx + 6)},${f(ly - 24)} M${f(lx + 6)},${f(ly - 24)} l-14,0 M${f(lx + 6)},${f(ly - 24)} l0,14" ${stroke(sw * 1.4, 0.9, C.warmL)}/>`;
    return s;
  },
} satisfies Partial<Record<Motif, DrawMotif>>;
