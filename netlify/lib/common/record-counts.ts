/**
 * Records of each kind found or erased for one address (owner/data-requests-store.ts), as
 * `data_requests.counts` keeps them. A module of its own: schema.ts takes the column's type from
 * here, and database.ts takes its row types from schema.ts.
 */
export type RecordCounts = Record<"inbox" | "spam" | "spamChecks" | "subscribers" | "subscriptionIds" | "unsubscribes", number>;
