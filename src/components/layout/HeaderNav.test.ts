import type { SiteData } from "../../hooks/use-site-data";
import { headerItems } from "./HeaderNav";

/** Site data with just what the header reads: its links, the two menus' labels, services and industries. */
function siteWith(header: { id: string; name: string; href: string }[]): SiteData {
  return {
    navigation: { header, servicesLabel: "Services", industriesLabel: "Industries" },
    services: [{ slug: "training", name: "Training", inServicesMenu: true, fields: { path: "/training" } }],
    industries: [{ slug: "retail", title: "Retail" }],
  } as unknown as SiteData;
}

const link = (id: string) => ({ id, name: id.toUpperCase(), href: `/${id}` });
const order = (site: SiteData) => headerItems(site).map((item) => item.id);

describe("the header's entries, shared by the wide bar and the phone menu", () => {
  it("show every header link an author adds, in content order, with the two menus after About", () => {
    const site = siteWith(["about", "case-studies", "contact", "blog", "careers"].map(link));
    expect(order(site)).toEqual(["about", "services", "industries", "case-studies", "contact", "blog", "careers"]);
  });

  it("follow About wherever the author puts it, and come first when there is no About", () => {
    expect(order(siteWith(["blog", "about"].map(link)))).toEqual(["blog", "about", "services", "industries"]);
    expect(order(siteWith(["contact"].map(link)))).toEqual(["services", "industries", "contact"]);
  });

  it("give the services menu each service's own page address", () => {
    const services = headerItems(siteWith([link("about")])).find((item) => item.id === "services");
    expect(services?.kind === "menu" && services.links.map((entry) => entry.href)).toEqual(["/training"]);
  });
});
