import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Article } from "../components/blog/Article";
import { ArticleHead } from "../components/blog/ArticleHead";
import { Layout } from "../components/layout/Layout";

export default function BlogPostTemplate({ data }: PageProps<Queries.BlogPostQuery>) {
  const { mdx: post, blogSettings } = data;
  if (!post || !blogSettings) throw new Error("Article rendered without its content or content/site/blog.json");
  return (
    <Layout>
      <Article post={post} backLabel={blogSettings.backLabel} />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.BlogPostQuery>) {
  const post = data.mdx;
  return post ? <ArticleHead post={post} /> : null;
}

export const query = graphql`
  query BlogPost($id: String!) {
    blogSettings {
      backLabel
    }
    mdx(id: { eq: $id }) {
      readTime
      fields {
        collection
        slug
        path
        pictureAlt
        picture {
          childImageSharp {
            hero: gatsbyImageData(width: 1104, aspectRatio: 1.905, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
            social: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG])
          }
        }
      }
      frontmatter {
        title
        excerpt
        description
        category
        publishedAt(formatString: "YYYY-MM-DD")
        layout
        benefits {
          title
          body
        }
        phases {
          phase
          activities
          duration
          output
        }
        faqStyle
        faq {
          id
          question
          answer
        }
        cta {
          heading
          body
          label
          to
          secondaryLabel
          secondaryTo
        }
      }
    }
  }
`;
