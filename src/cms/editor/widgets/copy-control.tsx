/** @jsxImportSource react */
import { Component } from "react";
import type { TokenSetting } from "../../../content-model/content-checks";
import { TOKEN_OPTION } from "../../names";
import { growing, holdsWholeToken, text, tokenMistake, type ControlProps, type Validity } from "./control";

/**
 * A line or lines of the site's copy (`multiline`), or an article's MDX text (`setting`
 * "mdx-prose"). Every `{token}` must name a company detail or a fact: a misspelt one is named at
 * the field as soon as it is typed whole, and again on leaving the field, in the build's words
 * with the token nearest to it.
 */
export function copyControl(known: readonly string[], multiline: boolean, setting: TokenSetting = "copy") {
  return class CopyControl extends Component<ControlProps> {
    isValid = (): Validity => {
      const label = String(this.props.field.get("label") ?? this.props.field.get("name"));
      const message = tokenMistake(this.props.value, label, known, setting);
      return message ? { error: { type: "CUSTOM", message, parentIds: this.props.parentIds } } : true;
    };

    componentDidUpdate(previous: ControlProps) {
      const value = text(this.props.value);
      if (value !== previous.value && holdsWholeToken(value)) this.props.validate?.();
    }

    private leave = () => {
      this.props.setInactiveStyle();
      this.props.validate?.();
    };

    render() {
      const { forID, classNameWrapper, value, onChange, setActiveStyle, field } = this.props;
      const common = {
        id: forID,
        className: classNameWrapper,
        value: text(value),
        onFocus: setActiveStyle,
        onBlur: this.leave,
      };
      const box = multiline ? (
        <textarea {...common} style={growing} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input type="text" {...common} style={{ font: "inherit" }} onChange={(event) => onChange(event.target.value)} />
      );
      const token = field.get(TOKEN_OPTION);
      return typeof token === "string" ? (
        <div>
          {box}
          <TokenToCopy token={token} />
        </div>
      ) : (
        box
      );
    }
  };
}

/** Under a fact's figure: the token to type to show it, and a button that copies it. */
class TokenToCopy extends Component<{ token: string }, { copied: boolean }> {
  state = { copied: false };

  private copy = () => {
    void navigator.clipboard?.writeText(this.props.token).then(() => this.setState({ copied: true }));
  };

  render() {
    const { token } = this.props;
    return (
      <p className="gf-note" data-testid="fact-token">
        Type <code>{token}</code> in any other text box to show this figure there.{" "}
        <button type="button" className="gf-copy" onClick={this.copy} onBlur={() => this.setState({ copied: false })}>
          Copy {token}
        </button>{" "}
        <span role="status">{this.state.copied ? "Copied" : ""}</span>
      </p>
    );
  }
}
