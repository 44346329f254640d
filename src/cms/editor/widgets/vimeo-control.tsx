/** @jsxImportSource react */
import { Component } from "react";
import { vimeoVideo } from "../vimeo";
import { text, type ControlProps } from "./control";
import { copyControl } from "./copy-control";

/**
 * A video on Vimeo: the author pastes its address as Vimeo shows it ("https://vimeo.com/824113507")
 * and the field keeps the number at its end, the video ID the site plays, once the author leaves it.
 */
export function vimeoControl(known: readonly string[]) {
  const Line = copyControl(known, false);
  return class VimeoControl extends Component<ControlProps> {
    private line: InstanceType<typeof Line> | null = null;

    isValid = () => this.line?.isValid() ?? true;

    private keep = () => {
      const id = vimeoVideo(text(this.props.value));
      if (id && id !== this.props.value) this.props.onChange(id);
    };

    render() {
      const id = vimeoVideo(text(this.props.value));
      return (
        <div onBlur={this.keep}>
          <Line {...this.props} ref={(line) => void (this.line = line)} />
          <p className="gf-note" data-testid="vimeo-video">
            {id ? `The site plays the video at vimeo.com/${id}.` : "Paste the video's address from Vimeo, or the number at its end."}
          </p>
        </div>
      );
    }
  };
}
