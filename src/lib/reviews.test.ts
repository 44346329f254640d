import { filledStars, formatRating, relativeTime, reviewsToShow, truncateReview } from "./reviews";

describe("review display rules", () => {
  it("leaves a review of 200 characters or fewer untouched", () => {
    const text = "a".repeat(200);
    expect(truncateReview(text)).toBe(text);
  });

  it("cuts a longer review at a word boundary within 200 characters and adds an ellipsis", () => {
    const text = `${"Brilliant crew and a calm shoot day. ".repeat(8)}End.`;
    const result = truncateReview(text);
    expect(result.endsWith("...")).toBe(true);
    expect(result.length).toBeLessThanOrEqual(203);
    expect(text.startsWith(result.slice(0, -3))).toBe(true);
    expect(result.slice(0, -3)).not.toMatch(/\s$/);
  });

  it("cuts a single unbroken word hard at 200 characters", () => {
    expect(truncateReview("x".repeat(250))).toBe(`${"x".repeat(200)}...`);
  });

  it("shows ratings with one decimal", () => {
    expect(formatRating(4.9)).toBe("4.9");
    expect(formatRating(5)).toBe("5.0");
  });

  it("fills stars from the rounded rating", () => {
    expect(filledStars(4.9)).toBe(5);
    expect(filledStars(4.4)).toBe(4);
    expect(filledStars(4.5)).toBe(5);
    expect(filledStars(7)).toBe(5);
  });

  it("keeps at most six reviews", () => {
    expect(reviewsToShow([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe("how long ago a review was written", () => {
  const now = "2025-12-01T10:00:00Z";
  it.each([
    ["2025-12-01", "today"],
    ["2025-11-30", "yesterday"],
    ["2025-11-27", "4 days ago"],
    ["2025-11-24", "a week ago"],
    ["2025-11-17", "2 weeks ago"],
    ["2025-10-29", "a month ago"],
    ["2025-09-11", "2 months ago"],
    ["2025-03-19", "8 months ago"],
    ["2024-11-20", "a year ago"],
    ["2022-06-01", "3 years ago"],
  ])("a review dated %s reads %s", (date, phrase) => {
    expect(relativeTime(date, now)).toBe(phrase);
  });

  it("moves on as time passes, so the words never go stale", () => {
    expect(relativeTime("2025-10-29", "2025-11-12")).toBe("2 weeks ago");
    expect(relativeTime("2025-10-29", "2026-11-12")).toBe("a year ago");
  });
});
