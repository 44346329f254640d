/**
 * A UK number as people write it ("+44 (0)1908 123456", "(01908) 123456", "01908-123456",
 * "+441908123456"), in the form the site shows its number: dialled in the UK, grouped by spaces
 * (01908 123456), which the content model's pattern (patterns.ukPhone) accepts and from which the
 * site derives the number its Call links dial (src/lib/site-details.ts: internationalPhone).
 */
import { patterns } from "../../content-model/fields";

const wholeUkNumber = (phone: string) => (new RegExp(patterns.ukPhone.regex).test(phone) ? phone : undefined);

/** The number in the site's form; spaces an author put in a number already in that form are kept. Undefined when it is not a whole UK number. */
export function nationalPhone(written: string): string | undefined {
  const text = written.trim().replace(/^00\s*44/, "+44");
  if (/^0[\d ]+$/.test(text)) return wholeUkNumber(text.replace(/ +/g, " "));
  if (!/^[\d\s()+.-]+$/.test(text)) return undefined;
  const digits = text.replace(/^\+\s*44\s*(?:\(0\))?/, "0").replace(/\D/g, "");
  if (!digits.startsWith("0")) return undefined;
  // London and the other 02 areas are grouped 3-4-4 (020 7946 0018); the rest 5-6 (01908 123456).
  const grouped = digits.startsWith("02") ? digits.replace(/^(\d{3})(\d{4})(\d+)$/, "$1 $2 $3") : digits.replace(/^(\d{5})(\d+)$/, "$1 $2");
  return wholeUkNumber(grouped);
}

/**
 * Under the number, once a new whole number is typed while the site settings are flagged as
 * sample: the flag covers the address, the booking link and the figures as well, so it stays on.
 */
export const SAMPLE_STAYS_ON =
  "Sample material is still on: it covers everything its note at the top of the form lists, not only this number. Turn it off there once all of that is real.";
