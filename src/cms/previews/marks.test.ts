import { changedSpan, editedPlaces, occurrences } from "./marks";

describe("where the author's edit is on the page drawn", () => {
  it("is the stretch of the page's text that changed, or the point where text was taken out", () => {
    expect(changedSpan("Message sent. Call Now", "Message sent. Call Now")).toBeNull();
    expect(changedSpan("Call Now. Message sent.", "Call Now. Message sent Now.")).toEqual({ start: 22, end: 26 });
    expect(changedSpan("Films in a day.", "Films in a day.")).toBeNull();
    expect(changedSpan("Films made in a day.", "Films in a day.")).toEqual({ start: 6, end: 6 });
  });

  it("marks only the occurrence the change made, however often the page writes the words", () => {
    const before = "Call Now for a quote. Message sent. Dismiss";
    const after = "Call Now for a quote. Message sent Now. Dismiss";
    expect(occurrences(after, "Now")).toEqual([5, 35]);
    expect(editedPlaces(after, "Now", { before })).toEqual([35]);
  });

  it("without the page as it was (another page was shown), finds the words within the field's whole text where the page writes it", () => {
    const text = "Call Now for a quote. Message sent Now. Dismiss";
    expect(editedPlaces(text, "Now", { before: null, value: "Message sent Now" })).toEqual([35]);
  });

  it("keeps every place a value the page repeats changed (a fact quoted twice), and all places when nothing tells them apart", () => {
    const before = "Ready in 4-6 weeks. Most films take 4-6 weeks.";
    const after = "Ready in 17-19 weeks. Most films take 17-19 weeks.";
    expect(editedPlaces(after, "17-19 weeks", { before })).toEqual([9, 38]);
    expect(editedPlaces("Now and Now", "Now", {})).toEqual([0, 8]);
  });

  it("reads white space as the page shows it", () => {
    expect(occurrences("Brand films built carefully on real people", "carefully  on\nreal")).toEqual([18]);
    expect(occurrences("anything", "  ")).toEqual([]);
  });
});
