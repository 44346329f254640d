import type { Rng } from "../palette";

/** What a motif is drawn with: its stroke width in local units and a prefix for its SVG ids. */
export interface MotifContext {
  sw: number;
  id: string;
}
/** Draws a motif in a local 400x400 box. */
export type DrawMotif = (r: Rng, k: MotifContext) => string;
