/** @jsxImportSource react */
import { Component } from "react";
import { iconNames, type IconName } from "../../../lib/icon-names";
import { iconPictures } from "../../icon-pictures";
import { text, type ControlProps } from "./control";

/** The icon of a block, chosen by its picture: the icons the site draws, each with its name. */
export class IconPicker extends Component<ControlProps> {
  render() {
    const props = this.props;
    const chosen = text(props.value);
    const optional = props.field.get("required") === false;
    const choose = (name: IconName | "") => props.onChange(name || undefined);
    return (
      <div id={props.forID} role="group" aria-label={String(props.field.get("label") ?? "Icon")} className="gf-icons">
        {optional && (
          <button type="button" aria-pressed={chosen === ""} onClick={() => choose("")}>
            No icon
          </button>
        )}
        {iconNames.map((name) => (
          <button key={name} type="button" aria-pressed={chosen === name} onClick={() => choose(name)}>
            <span dangerouslySetInnerHTML={{ __html: iconPictures[name] }} />
            {name}
          </button>
        ))}
      </div>
    );
  }
}
