/**
 * A client's wordmark (SVG, the only artwork with text): its name on two lines beside a small mark
 * for its sector (motifs.ts chooses both), drawn for the sample logos of the landing page.
 */
import { colors } from "../../src/styles/theme";
import { clientWordmark, type LogoMark } from "./motifs";
import { f, pts } from "./palette";
import { gearPath, hexPts } from "./shapes";

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
/** The wordmark of `name`, 180 by 48. */
export function wordmarkSvg(name: string): string {
  const col = colors.muted;
  const { line1: l1, line2: l2, mark } = clientWordmark(name);
  // estimate width: ~0.58em per character for Inter semibold
  const fs1 = Math.min(17, 128 / (l1.length * 0.58));
  const fs2 = Math.min(9.5, 128 / (l2.length * 0.72));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48" role="img" aria-label="${name}"><title>${name}</title>${logoMark(mark, col)}<text x="46" y="25" font-family="Inter, Arial, sans-serif" font-size="${f(fs1)}" font-weight="700" letter-spacing="-0.2" fill="${col}">${l1}</text><text x="46.5" y="38" font-family="Inter, Arial, sans-serif" font-size="${f(fs2)}" font-weight="500" letter-spacing="1.6" fill="${col}">${l2.toUpperCase()}</text></svg>\n`;
}
