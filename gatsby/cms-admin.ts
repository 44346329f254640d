/**
 * The content editor at /admin/: writes its files into public/admin/ after Gatsby has set up
 * (for `gatsby build` and `gatsby develop` alike). The page itself is static/admin/index.html;
 * here go Decap's prebuilt bundle (copied from node_modules, never from a CDN), the configuration
 * generated from the content model (config.json, which admin.js hands to Decap), the validation
 * wording, the preview stylesheet, the values of the copy's tokens for the previews, and the
 * site's own editor script (src/cms/admin.js).
 */
import { promises as fs } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { contentTypes } from "../src/content-model";
import { rawJson, tokenValuesOf } from "../src/content-model/reader";
import { cmsConfig } from "../src/cms/config";
import { decapWidgetPhrases } from "../src/cms/messages";
import { previewCss } from "../src/cms/preview-styles";
import { copyTokens } from "../src/lib/site-details";

const ADMIN = "admin";
const FONT = "inter-latin-wght-400-800.woff2";

/** "owner/name" from the repository's address (Netlify sets REPOSITORY_URL on every build). */
export function githubRepo(env: NodeJS.ProcessEnv): string | undefined {
  if (env.CMS_GITHUB_REPO) return env.CMS_GITHUB_REPO;
  const match = /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL ?? "");
  return match?.[1];
}

export async function writeCmsAdmin(root: string, siteUrl: string): Promise<void> {
  const admin = path.join(root, "public", ADMIN);
  await fs.mkdir(admin, { recursive: true });
  const dist = path.join(root, "node_modules/decap-cms/dist");
  // The bundle loads its chunks and WebAssembly from beside itself; source maps stay out.
  const bundle = (await fs.readdir(dist)).filter((file) => /^(\d+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(file));
  await Promise.all(bundle.map((file) => fs.copyFile(path.join(dist, file), path.join(admin, file))));
  const contentDir = path.join(root, "content");
  const config = cmsConfig(contentTypes, {
    repo: githubRepo(process.env),
    branch: process.env.CMS_BRANCH,
    siteUrl,
    readJson: (file) => rawJson(contentDir, file),
  });
  await fs.writeFile(path.join(admin, "config.json"), `${JSON.stringify(config, null, 2)}\n`);
  await fs.writeFile(path.join(admin, "phrases.json"), JSON.stringify(decapWidgetPhrases()));
  // The preview shows {phone}, {turnaround.film} and the other tokens as the site does.
  await fs.writeFile(path.join(admin, "tokens.json"), JSON.stringify(copyTokens(tokenValuesOf(contentDir))));
  await fs.copyFile(path.join(root, "src/styles/fonts", FONT), path.join(admin, FONT));
  await fs.writeFile(path.join(admin, "preview.css"), previewCss(`/${ADMIN}/${FONT}`));
  await fs.copyFile(path.join(root, "src/cms/admin.js"), path.join(admin, "admin.js"));
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ store, reporter }) => {
  const { program, config } = store.getState() as { program: { directory: string }; config: { siteMetadata?: { siteUrl?: string } } };
  await writeCmsAdmin(program.directory, config.siteMetadata?.siteUrl ?? "");
  reporter.info("Wrote the content editor's files to public/admin/ from the content model");
};
