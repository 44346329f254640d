/**
 * The motifs of stories, plans and processes.
 * Each draws in a local 400x400 box; the composition (compose.ts) scales and places it.
 * What each shows in words is in ../motifs.ts: change a drawing, change its description there.
 */
import { C, f, pts } from "../palette";
import { panel, playButton, playTri, stroke } from "../shapes";
import type { DrawMotif } from "./types";
import type { Motif } from "../motifs";

export const processMotifs = {
  storyboard: (r, k) => {
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
  },

  journey: (r, k) => {
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
  },

  gantt: (r, k) => {
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
  },

  stairs: (r, k) => {
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
  },

  checklist: (r, k) => {
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
  },

  route: (r, k) => {
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
  },

  waveform: (r, k) => {
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
  },

  mkmap: (r, k) => {
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
  },

  funnel: (r, k) => {
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
  },

  laptop: (r, k) => {
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
  },
} satisfies Partial<Record<Motif, DrawMotif>>;
