/**
 * The key the editor shows a top-level list under; the file itself stays a list. A module of its
 * own so the previews, which run in the browser, take it without the configuration's Node code.
 */
export const LIST_FILE_KEY = "items";
