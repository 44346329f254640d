/** Icon names content files may use (see content/README.md); the Icon component draws them. */
export const iconNames = [
  "sparkles",
  "laptop",
  "film",
  "training",
  "briefcase",
  "graduation",
  "megaphone",
  "calendar",
  "quote",
  "shapes",
  "phone",
  "heart",
  "shield",
  "play",
  "users",
  "chart",
  "check",
  "clock",
  "target",
  "layers",
  "lightbulb",
  "clipboard",
  "globe",
  "mic",
] as const;

export type IconName = (typeof iconNames)[number];
