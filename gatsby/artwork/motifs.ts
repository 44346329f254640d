/**
 * The motifs of the generated artwork (drawings/ draws them): which motif each article, service,
 * industry and case study gets, which mark each client's wordmark carries, and what each motif
 * shows in words. The alt text of every generated picture is `artworkAlt(motif)`, so the words and
 * the picture come from one place. Change a drawing, change its description here.
 */

/** What each motif draws, as the end of "Illustration of …". True of every variant the script makes. */
export const MOTIFS = {
  presentation: "a presentation screen on a stand beside a checklist card with two of its three items ticked",
  network: "a network of nodes joined by fine lines around one glowing warm node",
  stage: "a lighting truss shining four spotlights down onto an empty stage",
  books: "a stack of books under a mortarboard, with rings spreading above it",
  shield: "a shield with a tick above a strip of hazard stripes",
  phones: "three phone screens side by side, the middle one playing a video",
  filmstrip: "a strip of film frames with one warm frame holding a play button",
  animation: "simple shapes bouncing along dotted arcs above an animation timeline of keyframes",
  gears: "three interlocking gears, one of them warm orange",
  bars: "a bar chart rising to the right under an upward trend line",
  scaffold: "scaffolding poles crossed by two boards, one warm and one cool",
  molecules: "a molecule of joined hexagonal rings",
  circuit: "a chip with a play button and circuit traces running out from it",
  target: "an arrow in the centre of a target",
  player: "a video player with a progress bar above a row of three thumbnails",
  aperture: "a camera lens with its aperture blades partly closed",
  studio: "a studio backdrop lit by two lights on stands, with a camera in front of it",
  quotes: "two speech bubbles, one with a quotation mark, beside a row of rating stars",
  broadcast: "a signal spreading in rings from a centre point to the people around it",
  storyboard: "a storyboard of six panels showing pictures, a person and play buttons",
  journey: "a dotted path with ticked checkpoints running from an office building to a flag",
  gantt: "a schedule chart of bars staggered across the weeks, with a line marking today",
  stairs: "steps rising to a warm top step, with a dotted arc climbing over them",
  checklist: "a clipboard checklist of five items, four ticked and one crossed",
  route: "a route traced through a grid of junctions, turning around obstacles to its end point",
  waveform: "a sound waveform of warm and cool bars above a timeline",
  mkmap: "a round map of grid roads with a location pin holding a play button",
  funnel: "a funnel of stacked bands narrowing to a single warm point",
  laptop: "a laptop showing a course with checkboxes, a play button and a progress bar, beside a rosette",
} as const;

/** A motif the script can draw. */
export type Motif = keyof typeof MOTIFS;

/** Topic words -> motif (first match wins; title words before category words). */
export const RULES: readonly (readonly [RegExp, Motif])[] = [
  [/fire|safety|hazard|risk/, "shield"],
  [/green screen|chroma|studio/, "studio"],
  [/youtube|b2b/, "player"],
  [/testimonial|review|case stud/, "quotes"],
  [/internal comm|communication|pr and|public relations/, "broadcast"],
  [/onboarding|induction|journey/, "journey"],
  [/brand stor|storytelling|storyboard/, "storyboard"],
  [/manufactur|productivity|shop-floor|engineering|joinery/, "gears"],
  [/\bplan/, "gantt"],
  [/step-by-step|steps|stair/, "stairs"],
  [/mistake|checklist/, "checklist"],
  [/challenge|overcom/, "route"],
  [/engagement|sound|vibration|audio|podcast/, "waveform"],
  [/engaging|animat|explainer|motion/, "animation"],
  [/marketing strategy|strategy for marketing/, "target"],
  [/growing|growth|financ|wealth|insurance|bank/, "bars"],
  [/benefit|marketing|funnel/, "funnel"],
  [/milton keynes business|housing|property|estate/, "mkmap"],
  [/\bai\b|artificial|machine learning|legal tech/, "network"],
  [/documentar|film/, "filmstrip"],
  [/e-learning|elearning|online|digital learning/, "laptop"],
  [/educat|school|university|academ|college/, "books"],
  [/event|conference|stage|live/, "stage"],
  [/social|tiktok|instagram|reel/, "phones"],
  [/construct|builder|building|timber|scaffold/, "scaffold"],
  [/pharma|life science|cosmetic|haircare|laborator|chemi/, "molecules"],
  [/technolog|software|semiconductor|silicon|data|tech/, "circuit"],
  [/craft|professional|production|camera|shoot/, "aperture"],
  [/training|course|learning/, "presentation"],
];

/** The motif of the first rule any of the texts matches, tried in order; the lens when none does. */
export function pickMotif(...texts: readonly (string | null | undefined)[]): Motif {
  for (const text of texts) {
    const lower = String(text || "").toLowerCase();
    for (const [pattern, motif] of RULES) if (pattern.test(lower)) return motif;
  }
  return "aperture";
}

/** An article's motif, from its title, category and slug. */
export function articleMotif(title: string, category: string, slug: string): Motif {
  return pickMotif(title, category, slug);
}

/** A service's motif, from its short name and slug. */
export function serviceMotif(name: string, slug: string): Motif {
  return pickMotif(name, slug.replace(/-/g, " "));
}

/** An industry's motif, from its title and slug. */
export function industryMotif(title: string, slug: string): Motif {
  return pickMotif(title, slug.replace(/-/g, " "));
}

/** A case study's motif, from the client's name and sector. */
export function caseStudyMotif(company: string, sector: string | undefined): Motif {
  return pickMotif(company, sector);
}

/** The alt text of a picture drawn with `motif`. */
export function artworkAlt(motif: string): string {
  if (!(motif in MOTIFS)) throw new Error(`No description for the artwork motif "${motif}" in gatsby/artwork/motifs.ts`);
  return `Illustration of ${MOTIFS[motif as Motif]}`;
}

/** The small mark beside a client's name in its wordmark. */
export type LogoMark = "chevrons" | "bricks" | "umbrella" | "gear" | "hex" | "dots" | "blocks" | "bars";

/**
 * What a client's name ends with -> the mark of its wordmark. The matched words are set small on
 * the wordmark's second line, the rest of the name large on the first.
 */
export const LOGO_SECTORS: readonly (readonly [RegExp, LogoMark])[] = [
  [/\b(?:logistics|freight|transport)$/i, "chevrons"],
  [/\b(?:academy trust|school|college|university)$/i, "bricks"],
  [/\b(?:insurance|assurance)$/i, "umbrella"],
  [/\b(?:engineering|manufacturing)$/i, "gear"],
  [/\b(?:life sciences|pharma|laboratories)$/i, "hex"],
  [/\b(?:data labs|data|software|technology)$/i, "dots"],
  [/\b(?:construction|homes|building)$/i, "blocks"],
  [/\b(?:financial|finance|wealth)$/i, "bars"],
];

/** A client's wordmark: its name on two lines and the mark beside it. */
export function clientWordmark(name: string): { line1: string; line2: string; mark: LogoMark } {
  const trimmed = name.trim();
  for (const [pattern, mark] of LOGO_SECTORS) {
    const match = pattern.exec(trimmed);
    if (match && match.index > 0) return { line1: trimmed.slice(0, match.index).trim(), line2: match[0], mark };
  }
  const lastSpace = trimmed.lastIndexOf(" ");
  if (lastSpace < 0) return { line1: trimmed, line2: "", mark: "bars" };
  return { line1: trimmed.slice(0, lastSpace), line2: trimmed.slice(lastSpace + 1), mark: "bars" };
}
