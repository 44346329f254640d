import type { GatsbyConfig } from "gatsby";
import path from "path";
import { jsonTypeName } from "./src/lib/content-types";

const siteUrl = (process.env.SITE_URL || process.env.URL || "https://www.gridlinefilms.co.uk").replace(/\/$/, "");

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  plugins: [
    // Inline source maps would copy each template's source into every css block (and MDX
    // templates are compiled once per article), which bloats the build past its memory.
    { resolve: "gatsby-plugin-emotion", options: { sourceMap: false } },
    "gatsby-plugin-netlify",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-transformer-json",
      options: {
        typeName: ({ node }: { node: { relativeDirectory: string; name: string } }) =>
          jsonTypeName(node.relativeDirectory, node.name),
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
        excludes: ["/404", "/404.html", "/dev-404-page", "/"],
      },
    },
  ],
};

export default config;
