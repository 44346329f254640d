/**
 * The steps of each request on the Data requests page, once the handler (data-requests-handler.ts)
 * has checked who asks and read the address: a search recorded, the review before an erase, the
 * download, and the erase itself, Mailchimp's copy first, recorded before it starts and settled
 * after. Each answers with its page.
 */
import { describeError } from "../common/logger";
import { personalData, type MailchimpFinding } from "./data-requests-export";
import { lookUp, mailchimpWord, reasonOf, type MailchimpDependencies } from "./data-requests-mailchimp";
import { erasedNotice, failurePage, reviewErase } from "./data-requests-page";
import { resultsPage } from "./data-requests-results";
import { recordsIn, type DataRequestStore, type Person, type RecordCounts } from "./data-requests-store";
import { PRIVATE_HEADERS } from "./owner-page";

/** Enquiries shown on the page, newest first: a person with more finds every one in the download. */
export const ENQUIRIES_SHOWN = 100;

/** The search's and the review's answer: what is kept about the person, recorded as a search unless only reviewed. */
export async function search(
  person: Person,
  store: DataRequestStore,
  deps: MailchimpDependencies,
  now: Date,
  { review }: { review: boolean },
): Promise<Response> {
  const [found, mailchimp] = await Promise.all([store.find(person, { limit: ENQUIRIES_SHOWN }), lookUp(person, deps)]);
  if (review) return reviewErase(person, found, mailchimp);
  await store.record(person, now, { action: "search", counts: found.counts, mailchimp: mailchimpWord(mailchimp), outcome: "done" });
  deps.log.info("data-request-searched", { records: recordsIn(found.counts) });
  return resultsPage(person, found, mailchimp, await store.handled({ limit: 20, fingerprint: person.fingerprint }), now);
}

/** The download: every record kept, as the JSON file the person is sent, once Mailchimp has answered. */
export async function download(person: Person, store: DataRequestStore, deps: MailchimpDependencies, now: Date): Promise<Response> {
  const [found, mailchimp] = await Promise.all([store.find(person, { limit: 0 }), lookUp(person, deps)]);
  if (mailchimp.used && "failed" in mailchimp)
    return failurePage(
      person,
      "Mailchimp could not be asked",
      `Mailchimp could not be asked what it holds (${mailchimp.failed}), so the file would not be complete: nothing was downloaded.`,
      "export",
      "Download again",
    );
  found.enquiries = [];
  for await (const row of store.enquiriesOf(person)) found.enquiries.push(row);
  const finding: MailchimpFinding = mailchimp.used ? { status: mailchimp.status } : null;
  await store.record(person, now, { action: "export", counts: found.counts, mailchimp: mailchimpWord(mailchimp), outcome: "done" });
  deps.log.info("data-request-exported", { records: recordsIn(found.counts) });
  return new Response(`${JSON.stringify(personalData(person, found, finding, now), null, 2)}\n`, {
    headers: {
      ...PRIVATE_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${now.toISOString().slice(0, 10)}.json"`,
    },
  });
}

export async function erase(person: Person, store: DataRequestStore, deps: MailchimpDependencies, now: Date): Promise<Response> {
  // Recorded first, as pending, and settled below: no erase, here or at Mailchimp, goes unrecorded.
  const recorded = await store.begin(person, now);
  let atMailchimp: "deleted" | "absent" | null = null;
  if (deps.provider) {
    try {
      const erased = await Promise.all(person.mailchimpHashes.map((hash) => deps.provider!.erase(hash)));
      atMailchimp = erased.some(Boolean) ? "deleted" : "absent";
    } catch (error) {
      deps.log.error("data-request-mailchimp-failed", { error: describeError(error) });
      const { counts } = await store.find(person, { limit: 0 });
      await store.settle(recorded, "mailchimp-failed", "failed", counts);
      return failurePage(
        person,
        "Nothing erased yet",
        `Mailchimp could not delete the contact (${reasonOf(error)}), so nothing has been erased on the site. Try again: what Mailchimp already deleted stays deleted.`,
        "erase",
        "Try the erase again",
      );
    }
  }
  // Mailchimp first: had the site's records gone first, a failure there would leave no address to try again with.
  let erased: RecordCounts;
  try {
    erased = await store.erase(person, now, recorded, { wasAtProvider: atMailchimp === "deleted", mailchimp: atMailchimp });
  } catch (error) {
    deps.log.error("data-request-erase-failed", { mailchimp: atMailchimp ?? "not used", error: describeError(error) });
    // The record says so when it can; when it cannot, it stays pending, which the page shows as not finished.
    await store
      .find(person, { limit: 0 })
      .then(({ counts }) => store.settle(recorded, "erase-failed", atMailchimp, counts))
      .catch((settling: unknown) => deps.log.error("data-request-not-settled", { error: describeError(settling) }));
    return failurePage(
      person,
      "Not erased",
      `The site's records could not be erased just now (${reasonOf(error)}): none of them went${atMailchimp === "deleted" ? ", though the contact at Mailchimp was deleted permanently" : ""}. Try again in a minute.`,
      "erase",
      "Try the erase again",
    );
  }
  deps.log.info("data-request-erased", { records: recordsIn(erased), mailchimp: atMailchimp ?? "not used" });
  const [found, mailchimp] = await Promise.all([store.find(person, { limit: ENQUIRIES_SHOWN }), lookUp(person, deps)]);
  const notice = erasedNotice(erased, atMailchimp, found.counts.unsubscribes);
  return resultsPage(person, found, mailchimp, await store.handled({ limit: 20, fingerprint: person.fingerprint }), now, notice);
}
