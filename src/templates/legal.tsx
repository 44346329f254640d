import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { ReactNode } from "react";
import { Layout } from "../components/layout/Layout";
import { LegalPage, LegalPageHead } from "../components/legal/LegalPage";

export default function LegalTemplate({ data, children }: PageProps<Queries.LegalPageQuery> & { children: ReactNode }) {
  const page = data.mdx;
  if (!page) throw new Error("Legal page rendered without its content");
  return (
    <Layout>
      <LegalPage page={page}>{children}</LegalPage>
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
