/** @jsxImportSource react */
import { Component } from "react";
import { internationalPhone } from "../../../lib/site-details";
import { nationalPhone, SAMPLE_STAYS_ON } from "../phone";
import { text, type ControlProps } from "./control";
import { copyControl } from "./copy-control";

/**
 * The company's phone number: written as people write it ("+44 (0)1908 123456"), kept in the
 * site's form (01908 123456) once the author leaves the field, with the number the site's Call
 * links will dial shown under it. The Sample switch of the site settings covers the address, the
 * booking link and the figures as well, so typing a real number leaves it on, and says why.
 */
export function phoneControl(known: readonly string[]) {
  const Line = copyControl(known, false);
  return class PhoneControl extends Component<ControlProps> {
    /** The number the field held when the form opened. */
    private readonly opened = nationalPhone(text(this.props.value));
    private line: InstanceType<typeof Line> | null = null;

    isValid = () => this.line?.isValid() ?? true;

    private keep = () => {
      const kept = nationalPhone(text(this.props.value).trim());
      if (kept && kept !== this.props.value) this.props.onChange(kept);
    };

    render() {
      const kept = nationalPhone(text(this.props.value).trim());
      const sampleOn = this.props.getEntry?.()?.getIn(["data", "sample"]) === true;
      return (
        <div onBlur={this.keep}>
          <Line {...this.props} ref={(line) => void (this.line = line)} />
          <p className="gf-note" data-testid="dialled-number">
            {kept
              ? `The site's Call links dial ${internationalPhone(kept)}.`
              : "The site's Call links dial this number once it is a whole UK number."}
          </p>
          {sampleOn && kept && kept !== this.opened ? (
            <p className="gf-note" role="note" data-testid="sample-stays-on">
              {SAMPLE_STAYS_ON}
            </p>
          ) : null}
        </div>
      );
    }
  };
}
