/**
 * Every content type of the site. Adding a type is one module declaring it and one line here.
 */
import { service } from "./service";
import type { ContentType } from "./types";

export type * from "./types";

export const contentTypes: readonly ContentType[] = [service];
