/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { ReviewsSection, type ReviewsCopy } from "./ReviewsSection";

const copy: ReviewsCopy = {
  heading: "What Our Clients Say",
  intro: "Reviews from the teams we film for.",
  loading: "Loading Reviews...",
  error: "Reviews are temporarily unavailable. Please check back later.",
  empty: "No reviews available at the moment.",
  totalLabel: "reviews",
};
const ratingLabel = { before: "Rated", after: "out of 5" };

const summary = { name: "Gridline Films", rating: 4.9, totalReviews: 47 };
const review = (index: number, text = `Review number ${index} was a pleasure.`) => ({
  authorName: `Reviewer ${index}`,
  rating: 5,
  time: `2025-${String(index).padStart(2, "0")}-01`,
  text,
});

describe("ReviewsSection", () => {
  it("says it is loading while reviews are on their way", () => {
    render(<ReviewsSection copy={copy} ratingLabel={ratingLabel} state={{ status: "loading" }} now="2025-12-01" />);
    expect(screen.getByRole("heading", { name: "Loading Reviews..." })).toBeInTheDocument();
    expect(screen.queryAllByTestId("review")).toHaveLength(0);
  });

  it("explains that reviews are unavailable when they fail to load", () => {
    render(
      <ReviewsSection
        copy={copy}
        ratingLabel={ratingLabel}
        state={{ status: "error", message: "Failed to load reviews" }}
        now="2025-12-01"
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent(copy.error);
    expect(screen.queryAllByTestId("review")).toHaveLength(0);
  });

  it("says so when there are no reviews", () => {
    render(<ReviewsSection copy={copy} ratingLabel={ratingLabel} state={{ status: "loaded", summary, reviews: [] }} now="2025-12-01" />);
    expect(screen.getByText(copy.empty)).toBeInTheDocument();
  });

  it("shows at most six reviews with the summary, one decimal and rounded stars", () => {
    const reviews = Array.from({ length: 8 }, (_, index) => review(index + 1));
    render(<ReviewsSection copy={copy} ratingLabel={ratingLabel} state={{ status: "loaded", summary, reviews }} now="2025-12-01" />);
    expect(screen.getAllByTestId("review")).toHaveLength(6);
    const summaryLine = screen.getByTestId("review-summary");
    expect(summaryLine).toHaveTextContent("4.9");
    expect(summaryLine).toHaveTextContent("47 reviews");
    expect(within(summaryLine).getByRole("img", { name: "Rated 4.9 out of 5" })).toHaveStyle({ "--filled": "5" });
    expect(screen.queryByText("Reviewer 7")).not.toBeInTheDocument();
  });

  it("cuts long reviews at 200 characters with an ellipsis", () => {
    const long = `${"Clear scripts, a calm crew and a cut our managers loved. ".repeat(5)}`;
    render(
      <ReviewsSection
        copy={copy}
        ratingLabel={ratingLabel}
        state={{ status: "loaded", summary, reviews: [review(1, long)] }}
        now="2025-12-01"
      />,
    );
    const text = screen.getByTestId("review").querySelector("blockquote")?.textContent ?? "";
    expect(text.endsWith("...")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(203);
  });

  it("says how long ago each review was written, counted from the build", () => {
    render(
      <ReviewsSection
        copy={copy}
        ratingLabel={ratingLabel}
        state={{ status: "loaded", summary, reviews: [{ ...review(1), time: "2025-11-17" }] }}
        now="2025-12-01"
      />,
    );
    const written = within(screen.getByTestId("review")).getByText("2 weeks ago");
    expect(written).toHaveAttribute("datetime", "2025-11-17");
  });
});
