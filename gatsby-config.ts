import type { GatsbyConfig } from "gatsby";
import path from "path";
import { feedItems, sitemapEntries, type FeedQuery, type SitemapQuery } from "./gatsby/syndication";
import { jsonTypeName } from "./src/content-model/files";
import { siteFiles } from "./src/content-model/reader";
import { siteHeadersAdapter } from "./gatsby/site-headers-adapter";
import { serveCmsInDevelop } from "./gatsby/cms-develop";
import { answerRedirectsInDevelop } from "./gatsby/develop-redirects";

const { site } = siteFiles;
const siteUrl = (process.env.SITE_URL || process.env.URL || "https://www.gridlinefilms.co.uk").replace(/\/$/, "");

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
    title: site.name,
    description: site.description,
    // The company's Google place (GOOGLE_PLACE_ID, public, also read by the reviews function):
    // with it the reviews section offers the live Google reviews; empty, it shows only content.
    googlePlaceId: process.env.GOOGLE_PLACE_ID?.trim() ?? "",
  },
  trailingSlash: "never",
  // Declared, so every build (npm start, npm test, Netlify) is the same one; see the adapter's module.
  adapter: siteHeadersAdapter(),
  // Under `gatsby develop` (npm run cms): the content editor's page, which a build publishes from
  // static/, and the site's redirects, which a build hands to Netlify.
  developMiddleware: (app) => {
    serveCmsInDevelop(app);
    answerRedirectsInDevelop(app);
  },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  plugins: [
    // Inline source maps would copy each template's source into every css block (and MDX
    // templates are compiled once per article), which bloats the build past its memory.
    { resolve: "gatsby-plugin-emotion", options: { sourceMap: false } },
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    // A client logo may be an SVG, shown as it is: its childImageSharp is null on purpose, not a mistake to warn of.
    { resolve: "gatsby-transformer-sharp", options: { checkSupportedExtensions: false } },
    {
      resolve: "gatsby-transformer-json",
      options: {
        typeName: ({ node }: { node: { relativeDirectory: string; name: string } }) => jsonTypeName(node.relativeDirectory, node.name),
      },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.resolve(__dirname, "content") },
    },
    {
      resolve: "gatsby-plugin-mdx",
      options: { extensions: [".mdx"] },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        query: `{
          allSitePage { nodes { path } }
          allMdx { nodes { fields { path } frontmatter { publishedAt date } } }
        }`,
        resolveSiteUrl: () => siteUrl,
        resolvePages: (data: SitemapQuery) => sitemapEntries(data),
        serialize: ({ path: pagePath, lastmod }: { path: string; lastmod?: string }) => ({ url: pagePath, lastmod }),
      },
    },
    {
      resolve: "gatsby-plugin-feed",
      options: {
        // gatsby-plugin-feed reads the channel link from `site_url`; without it the link is a placeholder.
        query: `{ site { siteMetadata { siteUrl site_url: siteUrl title description } } }`,
        feeds: [
          {
            title: `${site.name} blog`,
            output: "/rss.xml",
            feed_url: `${siteUrl}/rss.xml`,
            query: `{
              allMdx(filter: { fields: { collection: { eq: "blog" } } }, sort: { frontmatter: { publishedAt: DESC } }) {
                nodes { fields { path } frontmatter { title description excerpt category publishedAt } }
              }
            }`,
            serialize: ({ query }: { query: FeedQuery }) => feedItems(query),
          },
        ],
      },
    },
  ],
};

export default config;
