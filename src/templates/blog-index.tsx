import { graphql, type HeadProps, type PageProps } from "gatsby";
import { BlogIndex, BlogIndexHead } from "../components/blog/BlogIndex";
import { Layout } from "../components/layout/Layout";

interface BlogIndexContext {
  category: string | null;
}

export default function BlogIndexTemplate({ data, pageContext }: PageProps<Queries.BlogIndexQuery, BlogIndexContext>) {
  const { blogSettings, posts } = data;
  if (!blogSettings) throw new Error("content/site/blog.json is required");
  return (
    <Layout>
      <BlogIndex settings={blogSettings} posts={posts.nodes} category={pageContext.category} />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.BlogIndexQuery, BlogIndexContext>) {
  const settings = data.blogSettings;
  return settings ? <BlogIndexHead settings={settings} category={pageContext.category} /> : null;
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
          pictureAlt
          picture {
            childImageSharp {
              gatsbyImageData(width: 480, aspectRatio: 1.905, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
            }
          }
        }
        frontmatter {
          title
          excerpt
          category
          publishedAt(formatString: "YYYY-MM-DD")
        }
      }
    }
  }
`;
