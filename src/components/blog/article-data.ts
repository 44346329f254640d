/** One article as the article template's page query gives it, the data every part of the article is drawn from. */
export type ArticleData = NonNullable<Queries.BlogPostQuery["mdx"]>;
