/**
 * The landing hero's poster and its looping background clip: the poster is frame 0 of the clip,
 * the same composition with the lights drifting in the clip.
 */
import { spawn, spawnSync } from "node:child_process";
import sharp from "sharp";
import { extras } from "./compose";
import { drawings } from "./drawings";
import { C, f, makeRng, type Rng } from "./palette";
import { playTri } from "./shapes";

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
  s += `<g transform="translate(${f(cx - ap / 2)} ${f(cy - ap / 2)}) scale(${f(ap / 400)})">${drawings.aperture(r, k)}</g>`;
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

/** The poster as the landing page's JPEG. */
export function heroPoster(): Promise<Buffer> {
  return sharp(Buffer.from(heroPosterSvg(1920, 1080)), { density: 72 })
    .flatten({ background: C.navy })
    .jpeg({ quality: 70, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toBuffer();
}

/** Encodes the clip into `webm` and `mp4` with ffmpeg; false when there is no ffmpeg. */
export async function writeHeroClip(webm: string, mp4: string): Promise<boolean> {
  const probe = spawnSync("ffmpeg", ["-hide_banner", "-version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) return false;
  // Smaller than the poster on purpose: the browser counts a video's first frame as a paint of
  // its own, and a clip of more pixels than the poster would take over as the largest paint,
  // which then waits for script. Under the hero's dark shade the difference is not visible.
  const W = 640;
  const H = 360;
  const FPS = 24;
  const SECONDS = 7;
  const N = FPS * SECONDS;
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
  return true;
}
