/** The blog's settings and articles as the blog index template's page query gives them. */
export type BlogSettings = NonNullable<Queries.BlogIndexQuery["blogSettings"]>;
export type BlogIndexPosts = Queries.BlogIndexQuery["posts"]["nodes"];

/** What a blog index page is drawn from: its settings, its articles and the category it lists. */
export interface BlogIndexData {
  settings: BlogSettings;
  posts: BlogIndexPosts;
  /** The category this page lists, or null for every article. */
  category: string | null;
}
