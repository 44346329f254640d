/**
 * `npm run artwork`: redraws the site's generated artwork on purpose, from gatsby/artwork/.
 * Name parts to draw only those, e.g. `npm run artwork -- logos cases` (hero, clip, logos, cases, brand).
 *
 * The pictures of articles, service pages and industries without a picture of their own are not
 * drawn here: the build draws them (gatsby/content-nodes.ts). This draws the files kept in the
 * repository, each deterministic (seeded by its name):
 *   content/images/hero/poster.jpg    the landing hero's poster; static/media/hero.webm and .mp4 its clip (with ffmpeg)
 *   client logos                      a wordmark at the file each logo of content/landing/landing.json names, while they are samples
 *   case-study thumbnails             a poster at the file each sample case study names, and static/case-studies/placeholder.jpg
 *   brand                             static/favicon.svg, logo.png, apple-touch-icon.png, and the default social image
 *                                     while content/site/site.json names the drawn one (images/site/social-artwork.png)
 */
import fs from "node:fs";
import path from "node:path";
import { APP_ICON_BACKGROUND, defaultSocialImage, faviconSvg, markPng } from "../gatsby/artwork/brand";
import { caseStudyPoster } from "../gatsby/artwork/case-studies";
import { heroPoster, writeHeroClip } from "../gatsby/artwork/hero";
import { wordmarkSvg } from "../gatsby/artwork/logos";
import { readContent } from "../src/content-model/reader";
import { slugify } from "../src/lib/routes";

const root = path.resolve(__dirname, "..");
const content = (...parts: string[]) => path.join(root, "content", ...parts);
const written: string[] = [];

function write(file: string, data: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  written.push(file);
}
const entries = readContent(content());

const parts: Record<string, () => Promise<void>> = {
  async hero() {
    write(content("images/hero/poster.jpg"), await heroPoster());
  },
  async clip() {
    const [webm, mp4] = ["hero.webm", "hero.mp4"].map((name) => path.join(root, "static/media", name));
    if (await writeHeroClip(webm, mp4)) written.push(webm, mp4);
    else console.log("ffmpeg not found: static/media/hero.webm and hero.mp4 were not drawn");
  },
  async logos() {
    const { trustedBy } = entries.landing;
    if (!trustedBy.sample) return console.log("The client logos are real (no sample flag): none was drawn");
    for (const { name, logo } of trustedBy.logos) write(content("landing", logo), wordmarkSvg(name));
  },
  async cases() {
    write(path.join(root, "static/case-studies/placeholder.jpg"), await caseStudyPoster("case:placeholder", null));
    const studies = entries.caseStudies;
    for (const study of studies.filter((candidate) => candidate.sample && candidate.thumbnail)) {
      write(content("case-studies", study.thumbnail!), await caseStudyPoster(`case:${slugify(study.company)}`, study));
    }
  },
  async brand() {
    write(path.join(root, "static/favicon.svg"), faviconSvg());
    write(path.join(root, "static/logo.png"), await markPng(512));
    write(path.join(root, "static/apple-touch-icon.png"), await markPng(180, APP_ICON_BACKGROUND));
    const { socialImage } = entries.site;
    if (path.posix.basename(socialImage) === "social-artwork.png") write(content("site", socialImage), await defaultSocialImage());
  },
};

async function main() {
  const started = Date.now();
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !(name in parts));
  if (unknown.length) throw new Error(`No part named ${unknown.join(", ")}; the parts are ${Object.keys(parts).join(", ")}`);
  for (const [name, draw] of Object.entries(parts)) if (only.length === 0 || only.includes(name)) await draw();
  const bytes = written.reduce((total, file) => total + fs.statSync(file).size, 0);
  console.log(`artwork: ${written.length} files, ${(bytes / 1024).toFixed(0)} KB, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const file of written) console.log(`  ${path.relative(root, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
