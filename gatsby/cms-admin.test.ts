import { githubRepo } from "./cms-admin";

describe("the repository the production editor commits to", () => {
  it("is CMS_GITHUB_REPO when set, else read from the address Netlify gives every build", () => {
    expect(githubRepo({ CMS_GITHUB_REPO: "gridline/site", REPOSITORY_URL: "https://github.com/other/repo" })).toBe("gridline/site");
    expect(githubRepo({ REPOSITORY_URL: "https://github.com/gridline-films/website" })).toBe("gridline-films/website");
    expect(githubRepo({ REPOSITORY_URL: "git@github.com:gridline-films/website.git" })).toBe("gridline-films/website");
  });

  it("is left out when neither says, and the editor then works only on an author's machine", () => {
    expect(githubRepo({})).toBeUndefined();
    expect(githubRepo({ REPOSITORY_URL: "https://gitlab.com/gridline/site" })).toBeUndefined();
  });
});
