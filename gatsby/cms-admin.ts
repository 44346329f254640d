/**
 * The content editor at /admin/: writes its files into public/admin/ after Gatsby has set up
 * (for `gatsby build` and `gatsby develop` alike, so `npm run build`, `npm start` and
 * `npm run cms` all have it). The page itself is static/admin/index.html; here go the editor's
 * script, built from src/cms/editor/ and Decap's npm package (./cms-editor-bundle.ts, never from
 * a CDN), the configuration generated from the content model (config.json, which the editor hands
 * to Decap) and the content as its authors wrote it (content.json, src/cms/content-snapshot.ts).
 *
 * Under `gatsby develop` the configuration and the content are also answered afresh on every load
 * (./cms-develop.ts), from the content as it is then.
 */
import { promises as fs } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { contentTypes } from "../src/content-model";
import matter from "gray-matter";
import { contentFiles, rawJson } from "../src/content-model/reader";
import { cmsConfig } from "../src/cms/config";
import { snapshotOf } from "../src/cms/content-snapshot";
import { buildEditor } from "./cms-editor-bundle";

const ADMIN = "admin";

/** "owner/name" from the repository's address (Netlify sets REPOSITORY_URL on every build). */
export function githubRepo(env: NodeJS.ProcessEnv): string | undefined {
  if (env.CMS_GITHUB_REPO) return env.CMS_GITHUB_REPO;
  const match = /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL ?? "");
  return match?.[1];
}

/** The editor's files that follow from content: its configuration, and the content as its authors wrote it. */
export function editorContentFiles(root: string, siteUrl: string): Record<"config.json" | "content.json", string> {
  const contentDir = path.join(root, "content");
  const config = cmsConfig(contentTypes, {
    repo: githubRepo(process.env),
    branch: process.env.CMS_BRANCH,
    siteUrl,
    readJson: (file) => rawJson(contentDir, file),
  });
  return {
    "config.json": `${JSON.stringify(config, null, 2)}\n`,
    "content.json": JSON.stringify(snapshotOf(contentFiles(contentDir), contentTypes, (text) => matter(text).data)),
  };
}

/** Writes the editor's files; says whether its script was built or kept from a build of the same files. */
export async function writeCmsAdmin(root: string, siteUrl: string): Promise<"built" | "kept"> {
  const admin = path.join(root, "public", ADMIN);
  await fs.mkdir(admin, { recursive: true });
  const script = await buildEditor(root, admin);
  for (const [file, text] of Object.entries(editorContentFiles(root, siteUrl))) await fs.writeFile(path.join(admin, file), text);
  return script;
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ store, reporter }) => {
  const { program, config } = store.getState() as { program: { directory: string }; config: { siteMetadata?: { siteUrl?: string } } };
  const script = await writeCmsAdmin(program.directory, config.siteMetadata?.siteUrl ?? "");
  reporter.info(
    `Wrote the content editor's files to public/admin/ from the content model (its script ${script === "kept" ? "as the last build made it: nothing it is built from changed" : "built afresh"})`,
  );
};
