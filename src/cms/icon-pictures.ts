/**
 * The icons content may name, drawn once as SVG markup by the site's own Icon component (with the
 * site's React), for the editor's icon picker: the picker then shows the very pictures a visitor
 * sees, whichever React draws the editor.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Icon } from "../components/ui/Icon";
import { iconNames, type IconName } from "../lib/icon-names";

export const iconPictures = Object.fromEntries(
  iconNames.map((name) => [name, renderToStaticMarkup(createElement(Icon, { name, size: 32 }))]),
) as Record<IconName, string>;
