import { fillSiteDetails, openingHoursPhrase } from "./site-details";

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
