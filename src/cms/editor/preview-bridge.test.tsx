/** @jest-environment jsdom */
/** @jsxImportSource react */
import { render } from "@testing-library/react";
import { pagePreview, type MountPreview, type PreviewTemplateProps } from "./preview-bridge";

const entryOf = (data: object, slug = "drone-filming-milton-keynes"): PreviewTemplateProps["entry"] =>
  ({ get: (key: string) => (key === "slug" ? slug : { toJS: () => data }) }) as PreviewTemplateProps["entry"];
const getAsset = (path: string) => ({ toString: () => `blob:${path}` });

describe("the preview Decap draws for a collection", () => {
  it("mounts the site's preview once in its own element, hands it every change of the entry, and unmounts it with the pane", () => {
    const calls: { collection: string; slug: string; data: unknown; asset: string }[] = [];
    const mounted: { target: HTMLElement; document: Document }[] = [];
    let unmounted = 0;
    const mountPreview: MountPreview = (target, frameDocument) => {
      mounted.push({ target, document: frameDocument });
      return {
        render: (collection, slug, data, assets) => calls.push({ collection, slug, data, asset: assets.assetUrl("images/a.jpg") }),
        unmount: () => (unmounted += 1),
      };
    };
    const Preview = pagePreview("service", mountPreview);
    const view = render(<Preview entry={entryOf({ name: "Drone Filming" })} getAsset={getAsset} />);
    view.rerender(<Preview entry={entryOf({ name: "Drone Filming in Milton Keynes" })} getAsset={getAsset} />);
    expect(mounted).toHaveLength(1);
    expect(mounted[0].document).toBe(document);
    expect(view.container.contains(mounted[0].target)).toBe(true);
    expect(calls.map((call) => call.data)).toEqual([{ name: "Drone Filming" }, { name: "Drone Filming in Milton Keynes" }]);
    expect(calls[0]).toMatchObject({ collection: "service", slug: "drone-filming-milton-keynes", asset: "blob:images/a.jpg" });
    view.unmount();
    expect(unmounted).toBe(1);
  });

  it("hands a picture Decap is still fetching to the page as a transparent pixel, never as a file of no size, then the picture itself", () => {
    const urls: string[] = [];
    const mountPreview: MountPreview = () => ({
      render: (_collection, _slug, _data, assets) => urls.push(assets.assetUrl("images/a.jpg")),
      unmount: () => undefined,
    });
    const Preview = pagePreview("case-study", mountPreview);
    // Decap's stand-in while it fetches: an empty SVG, which a page's picture would take for a broken file.
    const fetching = () => ({ path: "empty.svg", toString: () => "blob:empty" });
    const view = render(<Preview entry={entryOf({})} getAsset={fetching} />);
    view.rerender(<Preview entry={entryOf({})} getAsset={getAsset} />);
    expect(urls[0]).toMatch(/^data:image\/gif;base64,/);
    expect(urls[1]).toBe("blob:images/a.jpg");
  });

  it("asks Decap for a picture with the image field whose folder it is in, so Decap looks for it there", () => {
    const asked: (string | undefined)[] = [];
    const fieldOf = (config: Record<string, unknown>) => ({ get: (key: string) => config[key] });
    const thumbnail = fieldOf({ name: "thumbnail", widget: "image", public_folder: "../images/case-studies" });
    const fields = [fieldOf({ name: "items", widget: "list", fields: [fieldOf({ name: "company", widget: "string" }), thumbnail] })];
    const mountPreview: MountPreview = () => ({
      render: (_collection, _slug, _data, assets) => {
        assets.assetUrl("../images/case-studies/harrowden.jpg");
        assets.assetUrl("../images/elsewhere/x.jpg");
      },
      unmount: () => undefined,
    });
    const Preview = pagePreview("case-study", mountPreview);
    const lookUp = (path: string, field?: { get(key: string): unknown }) => {
      asked.push(field?.get("name") as string | undefined);
      return { toString: () => `blob:${path}` };
    };
    render(<Preview entry={entryOf({})} getAsset={lookUp} fields={fields} />);
    expect(asked).toEqual(["thumbnail", undefined]);
  });
});
