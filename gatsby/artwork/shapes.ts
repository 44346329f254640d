/** Shapes several drawings share: play buttons, hexagons, gears, arcs, and the stroke and panel styles. */
import { C, f, pts, type Point } from "./palette";

export function playTri(cx: number, cy: number, r: number, fill: string): string {
  return `<polygon points="${pts([
    [cx - r * 0.34, cy - r * 0.48],
    [cx - r * 0.34, cy + r * 0.48],
    [cx + r * 0.5, cy],
  ])}" fill="${fill}" stroke="${fill}" stroke-width="${f(r * 0.1)}" stroke-linejoin="round"/>`;
}
export function playButton(cx: number, cy: number, r: number, bg: string = C.warm, fg: string = C.navy): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${bg}"/>${playTri(cx + r * 0.06, cy, r, fg)}`;
}
export function hexPts(cx: number, cy: number, r: number, rot = 0): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = rot + (Math.PI / 3) * i;
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return out;
}
export function gearPath(cx: number, cy: number, ro: number, ri: number, teeth: number): string {
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
export function arcPath(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const x0 = cx + r * Math.cos(a0);
  const y0 = cy + r * Math.sin(a0);
  const x1 = cx + r * Math.cos(a1);
  const y1 = cy + r * Math.sin(a1);
  const large = Math.abs(a1 - a0) > Math.PI ? 1 : 0;
  return `M${f(x0)},${f(y0)} A${f(r)},${f(r)} 0 ${large} 1 ${f(x1)},${f(y1)}`;
}
export const stroke = (sw: number, o = 0.75, col: string = C.line) =>
  `fill="none" stroke="${col}" stroke-opacity="${o}" stroke-width="${f(sw)}" stroke-linecap="round" stroke-linejoin="round"`;
export const panel = (sw: number, o = 0.7) =>
  `fill="${C.navy2}" fill-opacity="0.92" stroke="${C.line}" stroke-opacity="${o}" stroke-width="${f(sw)}" stroke-linejoin="round"`;
