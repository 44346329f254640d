/**
 * `gatsby develop` serves files from public/ but never an HTML file (it renders pages itself), so
 * the content editor's page is handed out here; its scripts and configuration are ordinary files.
 */
import path from "path";

interface DevelopApp {
  get(paths: string[], handler: (request: unknown, response: { sendFile(file: string): void }) => void): void;
}

export function serveCmsInDevelop(app: DevelopApp): void {
  app.get(["/admin", "/admin/", "/admin/index.html"], (_request, response) => response.sendFile(path.resolve("static/admin/index.html")));
}
