/**
 * What `gatsby develop` (npm run develop, npm run cms) answers besides the pages: the content
 * editor's page, which it would not serve from public/ (it renders pages itself); the editor's
 * configuration and the content as it is at that moment, so a category added or a sample
 * replaced in the editor shows on its next load; and the favicon a browser asks for before the
 * page's head, which development renders in the browser, names favicon.svg.
 */
import path from "path";
import { FAVICON_PATH } from "../src/lib/routes";
import { editorContentFiles } from "./cms-admin";

interface Response {
  sendFile(file: string): void;
  type(type: string): Response;
  send(body: string): void;
}
interface DevelopApp {
  get(paths: string | string[], handler: (request: { protocol: string; get(name: string): string }, response: Response) => void): void;
}

export function serveCmsInDevelop(app: DevelopApp): void {
  const root = path.resolve(".");
  app.get(["/admin", "/admin/", "/admin/index.html"], (_request, response) =>
    response.sendFile(path.join(root, "static/admin/index.html")),
  );
  for (const file of ["config.json", "content.json"] as const) {
    app.get(`/admin/${file}`, (request, response) => {
      const siteUrl = `${request.protocol}://${request.get("host")}`;
      response.type("application/json").send(editorContentFiles(root, siteUrl)[file]);
    });
  }
  app.get("/favicon.ico", (_request, response) => response.sendFile(path.join(root, "static", FAVICON_PATH)));
}
