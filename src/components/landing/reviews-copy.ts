/** The reviews section's words as the landing page's query reads them (type generated from it). */
export type ReviewsCopy = NonNullable<Queries.LandingPageQuery["landingPage"]>["reviews"];
