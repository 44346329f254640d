/**
 * Attributes of native popovers and invoker commands, in the lower case React 18 passes through
 * unchanged to the HTML (its camel-case names are for React 19). They make menus and dialogs work
 * from the first paint, before and without any script. `fetchpriority` likewise: the camel-case
 * prop makes React 18 warn in development and is only named so from React 19.
 */
import "react";

declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual" | "hint" | "";
  }
  interface ImgHTMLAttributes<T> {
    fetchpriority?: "high" | "low" | "auto";
  }
  interface LinkHTMLAttributes<T> {
    fetchpriority?: "high" | "low" | "auto";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: "toggle" | "show" | "hide";
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
  }
}
