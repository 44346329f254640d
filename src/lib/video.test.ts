import { playerStartPage, playerUrl, videoPageUrl } from "./video";

describe("the player frame's own start page", () => {
  const page = playerStartPage("76979871", 'Ward rounds & "handover" <training>', "Play");

  it("loads the same player, with the same settings, as the address scripts use", () => {
    const action = /<form action="([^"]+)" method="get">/.exec(page)?.[1];
    const settings = [...page.matchAll(/<input type="hidden" name="(\w+)" value="(\w+)">/g)].map(([, name, value]) => `${name}=${value}`);
    expect(`${action}?${settings.join("&")}`).toBe(playerUrl("76979871"));
  });

  it("names the film in its button and title without letting the title write markup", () => {
    expect(page).toContain("Ward rounds &amp; &quot;handover&quot; &lt;training&gt;");
    expect(page).not.toContain("<training>");
  });

  it("asks nothing of the video host until its button is pressed: no address of the host outside the form's action", () => {
    expect(page.match(/vimeo/g)).toHaveLength(1);
  });
});

describe("the film's page on the host, linked where the dialog cannot open without scripts", () => {
  it("is the film's plain address: no settings, no query, nothing about the visitor", () => {
    expect(videoPageUrl("76979871")).toBe("https://vimeo.com/76979871");
  });
});
