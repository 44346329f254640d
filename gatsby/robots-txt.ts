/** Post-build step: public/robots.txt, pointing crawlers at the sitemap of the site's own address. */
import { promises as fs } from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { robotsTxt } from "./syndication";

export async function writeRobotsTxt({ graphql, reporter }: Pick<BuildArgs, "graphql" | "reporter">, publicDir: string): Promise<void> {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = result.data?.site.siteMetadata.siteUrl;
  if (!siteUrl) {
    reporter.panicOnBuild("siteMetadata.siteUrl is needed to write robots.txt");
    return;
  }
  await fs.writeFile(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
}
