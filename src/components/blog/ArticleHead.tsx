import { imageSrc } from "../../lib/images";
import { useSiteData } from "../../hooks/use-site-data";
import { BLOG_PATH, LANDING_PATH } from "../../lib/routes";
import { blogPosting, breadcrumbs, faqPage } from "../../lib/structured-data";
import { Seo } from "../layout/Seo";
import type { ArticleData } from "./article-data";

/** The article's Head tags: its title, social picture, and structured data for the post, its questions and its trail. */
export function ArticleHead({ post }: { post: ArticleData }) {
  const { siteUrl, settings, labels, socialImage: fallback } = useSiteData();
  const meta = post.frontmatter;
  const social = post.fields.picture?.childImageSharp?.social;
  const socialImage = social ? `${siteUrl}${imageSrc(social)}` : fallback.url;
  return (
    <Seo
      title={`${meta.title} | ${settings.name}`}
      description={meta.description}
      path={post.fields.path}
      image={socialImage}
      imageAlt={post.fields.pictureAlt}
      type="article"
      jsonLd={[
        blogPosting(siteUrl, {
          title: meta.title,
          description: meta.description,
          path: post.fields.path,
          image: socialImage,
          publishedAt: meta.publishedAt ?? "",
          publisher: settings.name,
        }),
        ...(meta.faq?.length ? [faqPage(meta.faq)] : []),
        breadcrumbs(siteUrl, [
          { name: labels.breadcrumbs.home, path: LANDING_PATH },
          { name: labels.breadcrumbs.blog, path: BLOG_PATH },
          { name: meta.title, path: post.fields.path },
        ]),
      ]}
    >
      <meta property="article:published_time" content={meta.publishedAt ?? ""} />
      <meta property="article:section" content={meta.category ?? ""} />
    </Seo>
  );
}
