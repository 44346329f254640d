import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { LegalPage, LegalPageHead } from "../components/legal/LegalPage";

export default function LegalTemplate({ data }: PageProps<Queries.LegalPageQuery>) {
  const page = data.mdx;
  if (!page) throw new Error("Legal page rendered without its content");
  return (
    <Layout>
      <LegalPage page={page} />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.LegalPageQuery>) {
  const page = data.mdx;
  return page ? <LegalPageHead page={page} /> : null;
}

export const query = graphql`
  query LegalPage($id: String!) {
    mdx(id: { eq: $id }) {
      fields {
        collection
        slug
        path
      }
      frontmatter {
        title
        description
        dateLabel
        isoDate: date(formatString: "YYYY-MM-DD")
      }
    }
  }
`;
