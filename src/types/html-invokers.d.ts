/**
 * Attributes of native popovers and invoker commands, in the lower case React 18 passes through
 * unchanged to the HTML (its camel-case names are for React 19). They make menus and dialogs work
 * from the first paint, before and without any script.
 */
import "react";

declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual" | "hint" | "";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: "toggle" | "show" | "hide";
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
  }
}
