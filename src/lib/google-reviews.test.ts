import { isGoogleLink, readGoogleReviewsAnswer } from "./google-reviews";

describe("the links a Google review may carry", () => {
  it.each([
    "https://www.google.com/maps/contrib/101",
    "https://maps.google.com/?cid=1234567890",
    "https://google.com/maps/place/x",
    "https://WWW.Google.COM/maps/reviews/data=abc",
  ])("accepts %s", (url) => expect(isGoogleLink(url)).toBe(true));

  it.each([
    "https://google.evil.com/maps",
    "https://google.com.evil.org/maps",
    "https://www.google.co.uk.evil.net/",
    "https://notgoogle.com/maps",
    "https://evilgoogle.com/",
    "http://www.google.com/maps",
    "https://www.google.com:8443/maps",
    "https://user@www.google.com/maps",
    "https://www.google.com@evil.example/",
    "javascript:alert(1)//google.com",
    "not a link",
  ])("drops %s", (url) => expect(isGoogleLink(url)).toBe(false));

  it("drops a reviewer's or the place's link that is not Google's from the answer the page trusts", () => {
    const answer = readGoogleReviewsAnswer({
      status: "ok",
      rating: 4.5,
      total: 2,
      mapsUri: "https://google.com.evil.org/place",
      reviews: [
        {
          authorName: "A. Reviewer",
          authorUri: "https://google.evil.com/u/1",
          photoUri: null,
          rating: 5,
          relativeTime: "a week ago",
          text: "Good.",
        },
      ],
    });
    expect(answer).toMatchObject({ status: "ok", mapsUri: null, reviews: [{ authorName: "A. Reviewer", authorUri: null }] });
  });
});
