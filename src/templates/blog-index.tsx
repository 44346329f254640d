import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { CategoryChips } from "../components/blog/CategoryChips";
import { NewsletterSignup } from "../components/blog/NewsletterSignup";
import { PostCard, type PostSummary } from "../components/blog/PostCard";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/layout/Seo";
import { Section, container, grid, renderedWhenNear } from "../components/ui/Section";
import { useSiteData } from "../hooks/use-site-data";
import { blogCategoryPath, sortNewestFirst } from "../lib/blog";
import { BLOG_PATH, LANDING_PATH } from "../lib/routes";
import { breadcrumbs } from "../lib/structured-data";
import { colors, fontSizes, space, widths } from "../styles/theme";
import { fillCopy } from "../lib/copy";

interface BlogIndexContext {
  category: string | null;
}

function toPostSummaries(nodes: Queries.BlogIndexQuery["posts"]["nodes"]): PostSummary[] {
  return nodes.map((node) => ({
    slug: node.fields.slug,
    path: node.fields.path,
    title: node.frontmatter.title,
    excerpt: node.frontmatter.excerpt ?? "",
    category: node.frontmatter.category ?? "",
    publishedAt: node.frontmatter.publishedAt ?? "",
    readTime: node.readTime,
    imageAlt: node.frontmatter.imageAlt ?? "",
    image: getImage(node.frontmatter.image?.childImageSharp?.gatsbyImageData ?? null) ?? null,
  }));
}

export default function BlogIndex({ data: queryData, pageContext }: PageProps<Queries.BlogIndexQuery, BlogIndexContext>) {
  const data = fillCopy(queryData);
  const settings = data.blogSettings;
  if (!settings) throw new Error("content/site/blog.json is required");
  const { category } = pageContext;
  const posts = sortNewestFirst(toPostSummaries(data.posts.nodes)).filter((post) => category === null || post.category === category);
  return (
    <Layout>
      <section css={hero} aria-labelledby="blog-heading">
        <div css={[container, heroText]}>
          <h1 id="blog-heading">{category ? `${settings.heading}: ${category}` : settings.heading}</h1>
          <p>{settings.intro}</p>
        </div>
      </section>
      <Section>
        <CategoryChips allLabel={settings.allLabel} categories={settings.categories} active={category} />
        {posts.length === 0 ? (
          <p>{settings.emptyCategory}</p>
        ) : (
          <ul css={[grid("20rem"), list]}>
            {posts.map((post, position) => (
              <li key={post.slug} css={position > 0 && cardRenderedWhenNear}>
                <PostCard post={post} readMoreLabel={settings.readMoreLabel} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <NewsletterSignup {...settings.signup} />
    </Layout>
  );
}

export function Head({ data: queryData, pageContext }: HeadProps<Queries.BlogIndexQuery, BlogIndexContext>) {
  const data = fillCopy(queryData);
  const { siteUrl, settings: site } = useSiteData();
  const settings = data.blogSettings;
  if (!settings) return null;
  const { category } = pageContext;
  const path = category ? blogCategoryPath(category) : BLOG_PATH;
  const trail = [
    { name: "Home", path: LANDING_PATH },
    { name: "Blog", path: BLOG_PATH },
    ...(category ? [{ name: category, path }] : []),
  ];
  return (
    <Seo
      title={category ? `${category} Articles | ${site.name} Blog` : settings.seoTitle}
      description={category ? `${category} articles from ${site.name}: ${settings.intro}`.slice(0, 158) : settings.seoDescription}
      path={path}
      jsonLd={[breadcrumbs(siteUrl, trail)]}
    />
  );
}

export const query = graphql`
  query BlogIndex {
    blogSettings {
      seoTitle
      seoDescription
      heading
      intro
      allLabel
      categories
      readMoreLabel
      emptyCategory
      signup {
        heading
        body
        placeholder
        button
      }
    }
    posts: allMdx(filter: { fields: { collection: { eq: "blog" } } }) {
      nodes {
        readTime
        fields {
          slug
          path
        }
        frontmatter {
          title
          excerpt
          category
          publishedAt(formatString: "YYYY-MM-DD")
          imageAlt
          image {
            childImageSharp {
              gatsbyImageData(width: 480, aspectRatio: 1.905, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
            }
          }
        }
      }
    }
  }
`;

const hero = css`
  padding-block: ${space["3xl"]} ${space.xl};
  background: ${colors.surfaceAlt};
`;

/** In the shared container, so the heading lines up with the chips and cards below. */
const heroText = css`
  h1 {
    font-size: ${fontSizes.display};
  }
  p {
    max-width: ${widths.prose};
    font-size: ${fontSizes.lg};
    color: ${colors.muted};
  }
`;

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A card on a phone: a 1200×630 picture over a heading, an excerpt and a link (480 px). */
const cardRenderedWhenNear = renderedWhenNear("30rem");
