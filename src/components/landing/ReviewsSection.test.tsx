/** @jest-environment jsdom */
import { createRef } from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import type { GoogleReviewsLoaded } from "../../lib/google-reviews";
import type { GoogleReviewsState } from "./use-google-reviews";
import type { ReviewsCopy } from "./reviews-copy";
import { ReviewsSection } from "./ReviewsSection";

const copy: ReviewsCopy = {
  heading: "What Our Clients Say",
  intro: "Reviews from the teams we film for.",
  loading: "Loading Reviews...",
  error: "Reviews are temporarily unavailable. Please check back later.",
  empty: "No reviews available at the moment.",
  totalLabel: "reviews",
  googleHeading: "Reviews on Google",
  googleIntro: "Clients also review us on Google.",
  googleShow: "Show our Google reviews",
  googleLink: "Read all our reviews on Google Maps",
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

describe("ReviewsSection with the company's Google reviews", () => {
  beforeEach(() => {
    document.documentElement.dataset.hydrated = "true";
  });
  const place = { id: "ChIJ-test", name: "Gridline Films" };
  const testimonials = { status: "loaded" as const, summary, reviews: [review(1)] };
  const loaded: GoogleReviewsLoaded = {
    status: "ok",
    rating: 4.76,
    total: 23,
    mapsUri: "https://maps.google.com/?cid=42",
    reviews: [
      {
        authorName: "Rosa Whitfield",
        authorUri: "https://www.google.com/maps/contrib/101",
        photoUri: "https://lh3.googleusercontent.com/a-/photo-101",
        rating: 5,
        relativeTime: "2 months ago",
        text: "Calm crew, clear scripts.",
        language: "en",
        publishTime: "2026-09-14T10:12:00Z",
      },
      {
        authorName: "Luc Armand",
        authorUri: null,
        photoUri: null,
        rating: 4,
        relativeTime: "5 months ago",
        text: "Briefing clair.",
        language: "fr",
        publishTime: null,
      },
    ],
  };
  const renderWith = (state: GoogleReviewsState, onShow = jest.fn()) =>
    render(
      <ReviewsSection
        copy={copy}
        ratingLabel={ratingLabel}
        state={testimonials}
        now="2025-12-01"
        google={{ place, panelRef: createRef(), state, onShow }}
      />,
    );

  it("offers the button and a link to the reviews on Google Maps, with Google's attribution, before anything is asked", () => {
    const onShow = jest.fn();
    renderWith({ status: "idle" }, onShow);
    const panel = screen.getByTestId("google-reviews");
    expect(within(panel).getByRole("heading", { name: "Reviews on Google" })).toBeInTheDocument();
    expect(panel).toHaveTextContent("Google Maps");
    const link = within(panel).getByRole("link", { name: copy.googleLink });
    expect(link.getAttribute("href")).toContain("query_place_id=ChIJ-test");
    fireEvent.click(within(panel).getByRole("button", { name: copy.googleShow }));
    expect(onShow).toHaveBeenCalledTimes(1);
  });

  it("hides the button until the page has hydrated, since it cannot work without scripts", () => {
    delete document.documentElement.dataset.hydrated;
    renderWith({ status: "idle" });
    expect(screen.queryByRole("button", { name: copy.googleShow })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: copy.googleLink })).toBeInTheDocument();
  });

  it("reads Loading Reviews... in the section's heading while they load, and says so politely", () => {
    renderWith({ status: "loading", asked: true });
    expect(screen.getByRole("heading", { level: 2 })).toHaveAccessibleName("Loading Reviews...");
    expect(screen.getByRole("status")).toHaveTextContent("Loading Reviews...");
  });

  it("says reviews are unavailable and keeps the company's testimonials when Google fails", () => {
    renderWith({ status: "error", asked: true });
    expect(screen.getByRole("heading", { level: 2 })).toHaveAccessibleName(copy.heading);
    expect(screen.getByRole("status")).toHaveTextContent(copy.error);
    expect(screen.getAllByTestId("review")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: copy.googleShow })).not.toBeInTheDocument();
  });

  it("says there are none when the place has no reviews yet", () => {
    renderWith({ status: "loaded", asked: true, answer: { ...loaded, rating: null, total: 0, reviews: [] } });
    expect(screen.getByRole("status")).toHaveTextContent(copy.empty);
    expect(screen.queryAllByTestId("google-review")).toHaveLength(0);
  });

  it("shows Google's rating with one decimal, rounded stars, the count, and each author linked to their profile", () => {
    renderWith({ status: "loaded", asked: true, answer: loaded });
    const summaryLine = screen.getByTestId("google-review-summary");
    expect(summaryLine).toHaveTextContent("4.8");
    expect(summaryLine).toHaveTextContent("23 reviews");
    expect(within(summaryLine).getByRole("img", { name: "Rated 4.8 out of 5" })).toHaveStyle({ "--filled": "5" });
    const [first, second] = screen.getAllByTestId("google-review");
    expect(within(first).getByRole("link", { name: "Rosa Whitfield" })).toHaveAttribute("href", "https://www.google.com/maps/contrib/101");
    expect(first.querySelector("img")).toHaveAttribute("src", "https://lh3.googleusercontent.com/a-/photo-101");
    // Without a photo, initials; without a profile, the name unlinked; the quote in the reviewer's language.
    expect(second.querySelector("img")).toBeNull();
    expect(within(second).queryByRole("link")).not.toBeInTheDocument();
    expect(second.querySelector("blockquote")).toHaveAttribute("lang", "fr");
    expect(screen.getByRole("link", { name: copy.googleLink })).toHaveAttribute("href", "https://maps.google.com/?cid=42");
  });

  it("keeps only the link when live reviews are off for the month", () => {
    renderWith({ status: "off", asked: true });
    expect(screen.queryByRole("button", { name: copy.googleShow })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: copy.googleLink })).toBeInTheDocument();
    expect(screen.getAllByTestId("review")).toHaveLength(1);
  });
});
