/** Every motif's drawing, by name; the type checker refuses a motif described in ../motifs.ts but not drawn. */
import type { Motif } from "../motifs";
import { industryMotifs } from "./industry";
import { learningMotifs } from "./learning";
import { processMotifs } from "./process";
import type { DrawMotif } from "./types";

export type { DrawMotif, MotifContext } from "./types";

export const drawings = { ...learningMotifs, ...industryMotifs, ...processMotifs } satisfies Record<Motif, DrawMotif>;
