import { filledStars, formatRating, reviewsToShow, truncateReview } from "./reviews";

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
