/**
 * Imported first by a test file that needs Netlify Blobs' retries as the platform makes them:
 * `@netlify/blobs` reads NODE_ENV as it loads and waits 1 ms between its 5 retries when it is
 * "test" (as jest sets it), 5 s otherwise.
 */
process.env.NODE_ENV = "production";
export {};
