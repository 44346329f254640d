/**
 * A local stand-in for Mailchimp's Marketing API as far as the site uses it, on 127.0.0.1: members
 * of one audience put, read, archived and deleted permanently by subscriber hash. Like Mailchimp,
 * it refuses to add back by the API an address it was asked to delete permanently ("Forgotten
 * Email Not Subscribed"). Test-only; no function imports this file.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mailchimpSubscriberHash } from "../../../netlify/lib/newsletter/mailchimp";

/** The audience the stand-in serves: tests configure the provider with it. */
export const MAILCHIMP_AUDIENCE = "a1b2c3d4e5";

export interface MailchimpStandIn {
  /** Its address, for the provider's `baseUrl`. */
  url: string;
  /** Members on the list, by subscriber hash. */
  members: Map<string, { email_address: string; status: string }>;
  /** Members archived (an unsubscribe): kept by Mailchimp, mailed nothing. */
  archived: Map<string, { email_address: string; status: string }>;
  /** Hashes of members deleted permanently, which the API will not add back. */
  forgotten: Set<string>;
  requests: Array<{ method: string; path: string; authorization: string }>;
  /** While set, answers every request with this status. */
  failWith: number | null;
  reset(): void;
  stop(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startMailchimpStandIn(): Promise<MailchimpStandIn> {
  const standIn: MailchimpStandIn = {
    url: "",
    members: new Map(),
    archived: new Map(),
    forgotten: new Set(),
    requests: [],
    failWith: null,
    reset() {
      this.members.clear();
      this.archived.clear();
      this.forgotten.clear();
      this.requests.length = 0;
      this.failWith = null;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    standIn.requests.push({ method: request.method ?? "", path: request.url ?? "", authorization: request.headers.authorization ?? "" });
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const member = new RegExp(`^/3\\.0/lists/${MAILCHIMP_AUDIENCE}/members/([0-9a-f]{32})(/actions/delete-permanent)?$`).exec(url.pathname);
    const answer = (status: number, json?: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(json ? JSON.stringify(json) : undefined);
    };
    if (standIn.failWith) return answer(standIn.failWith, { title: "Service Unavailable" });
    if (!member) return answer(404, { title: "Resource Not Found" });
    const [, hash, deletePermanent] = member;
    if (deletePermanent) {
      if (request.method !== "POST") return answer(405);
      const deleted = [standIn.members.delete(hash), standIn.archived.delete(hash)].some(Boolean);
      if (!deleted) return answer(404, { title: "Resource Not Found" });
      standIn.forgotten.add(hash);
      return answer(204);
    }
    if (request.method === "GET") {
      const found = standIn.members.get(hash) ?? standIn.archived.get(hash);
      if (!found) return answer(404, { title: "Resource Not Found" });
      const fields = url.searchParams.get("fields")?.split(",");
      return answer(200, fields ? Object.fromEntries(fields.map((field) => [field, found[field as keyof typeof found]])) : found);
    }
    if (request.method === "PUT") {
      const data = JSON.parse(body) as { email_address: string; status: string };
      if (mailchimpSubscriberHash(data.email_address) !== hash) return answer(400, { title: "Invalid Resource" });
      if (standIn.forgotten.has(hash))
        return answer(400, {
          title: "Forgotten Email Not Subscribed",
          status: 400,
          detail: `${data.email_address} was permanently deleted and cannot be re-imported. The contact must re-subscribe to get back on the list.`,
        });
      standIn.archived.delete(hash);
      standIn.members.set(hash, { email_address: data.email_address, status: data.status });
      return answer(200, { id: hash, ...data });
    }
    if (request.method === "DELETE") {
      const found = standIn.members.get(hash);
      if (!found) return answer(404, { title: "Resource Not Found" });
      standIn.members.delete(hash);
      standIn.archived.set(hash, { ...found, status: "archived" });
      return answer(204);
    }
    return answer(405);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/3.0`;
  return standIn;
}
