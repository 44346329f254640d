import { useSiteData } from "../../hooks/use-site-data";
import { island } from "../../hydration/island";
import { BLOG_PATH, LANDING_PATH, blogCategoryPath } from "../../lib/routes";
import { breadcrumbs } from "../../lib/structured-data";
import { Seo } from "../layout/Seo";
import type { BlogIndexData, BlogSettings } from "./blog-index-data";

// The listing is links; only the signup form needs script, to answer in place once the visitor goes into it.
const BlogListing = island(() => import(/* webpackChunkName: "island-blog-listing" */ "./BlogListing"), "BlogListing", "never");
const NewsletterSignup = island(
  () => import(/* webpackChunkName: "island-newsletter" */ "./NewsletterSignup"),
  "NewsletterSignup",
  "when-touched",
);

/** The blog's front page or one category's page: a heading, the category chips, the cards and the signup. */
export function BlogIndex({ settings, posts, category }: BlogIndexData) {
  return (
    <>
      <BlogListing settings={settings} posts={posts} category={category} />
      <NewsletterSignup {...settings.signup} />
    </>
  );
}

export function BlogIndexHead({ settings, category }: { settings: BlogSettings; category: string | null }) {
  const { siteUrl, settings: site, labels } = useSiteData();
  const path = category ? blogCategoryPath(category) : BLOG_PATH;
  const trail = [
    { name: labels.breadcrumbs.home, path: LANDING_PATH },
    { name: labels.breadcrumbs.blog, path: BLOG_PATH },
    ...(category ? [{ name: category, path }] : []),
  ];
  return (
    <Seo
      title={category ? `${category} ${labels.article.categorySeoTitle} | ${site.name} ${labels.breadcrumbs.blog}` : settings.seoTitle}
      description={
        category ? `${category} ${labels.article.categorySeoIntro} ${site.name}: ${settings.intro}`.slice(0, 158) : settings.seoDescription
      }
      path={path}
      jsonLd={[breadcrumbs(siteUrl, trail)]}
    />
  );
}
