import { fillSiteDetails, fillSiteDetailsDeep, openingHoursPhrase } from "./site-details";

const details = {
  email: "hello@example.co.uk",
  phone: "01632 960 000",
  hours: [
    { label: "Monday - Friday", display: "9:00 AM - 6:00 PM", opens: "09:00" },
    { label: "Saturday", display: "10:00 AM - 4:00 PM", opens: "10:00" },
    { label: "Sunday", display: "Closed", opens: null },
  ],
};

test("the hours phrase lists only the days the company is open", () => {
  expect(openingHoursPhrase(details.hours)).toBe("Monday - Friday 9:00 AM - 6:00 PM and Saturday 10:00 AM - 4:00 PM");
});

test("tokens in copy become the company's details", () => {
  expect(fillSiteDetails("Write to {email} or call {phone}, {hours}.", details)).toBe(
    "Write to hello@example.co.uk or call 01632 960 000, Monday - Friday 9:00 AM - 6:00 PM and Saturday 10:00 AM - 4:00 PM.",
  );
});

test("a misspelt token fails loudly instead of reaching a visitor", () => {
  expect(() => fillSiteDetails("Call {phonne}", details)).toThrow("Unknown token {phonne}");
});

describe("company facts in copy", () => {
  const withFacts = {
    ...details,
    facts: { turnaround: { film: { value: "2-4 weeks", means: "one filmed film" } }, experience: { value: "20 years" } },
  };

  test("a fact's token, named by its group and key, becomes its value", () => {
    expect(fillSiteDetails("Final cut in {turnaround.film}, with {experience} behind it.", withFacts)).toBe(
      "Final cut in 2-4 weeks, with 20 years behind it.",
    );
  });

  test("a group name alone is not a fact", () => {
    expect(() => fillSiteDetails("In {turnaround}", withFacts)).toThrow("Unknown token {turnaround}");
  });

  test("page data is filled through every string, keeping its shape and leaving image data alone", () => {
    const written = new Date("2025-09-29");
    const page = { hero: { intro: "In {turnaround.film}." }, items: ["{experience}", 3], poster: "data:image/svg+xml,{x}", written };
    expect(fillSiteDetailsDeep(page, withFacts)).toEqual({
      hero: { intro: "In 2-4 weeks." },
      items: ["20 years", 3],
      poster: "data:image/svg+xml,{x}",
      written,
    });
    expect(fillSiteDetailsDeep(page, withFacts).written).toBe(written);
  });
});
