/** The service as the page's query reads it (src/templates/service.tsx); its type is generated from that query. */
export type ServicePageData = NonNullable<Queries.ServicePageQuery["service"]>;
