/** A legal page as the legal template's page query reads it (type generated from it). */
export type LegalPageData = NonNullable<Queries.LegalPageQuery["mdx"]>;
