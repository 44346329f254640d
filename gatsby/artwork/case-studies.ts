/**
 * Case-study posters: the sector's motif faint behind a play button, for the sample case studies,
 * and the neutral placeholder the page falls back to when neither a poster nor the video host's loads.
 */
import sharp from "sharp";
import { background, extras, placeMotif } from "./compose";
import { caseStudyMotif, type Motif } from "./motifs";
import { C, f, makeRng } from "./palette";
import { playButton } from "./shapes";

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
/** A 960 by 540 JPEG poster: the case study's (seeded by `seed`, with its sector's motif), or the placeholder. */
export async function caseStudyPoster(seed: string, study: { company: string; sector?: string } | null): Promise<Buffer> {
  const svg = await thumbSvg(960, 540, seed, study ? caseStudyMotif(study.company, study.sector) : null, !study);
  return sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: C.navy })
    .jpeg({ quality: 70, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toBuffer();
}
