/**
 * @jest-environment jsdom
 */
import { INVOKER_COMMANDS_ATTRIBUTE, invokerCommandsLoader } from "./invoker-commands";

const POLYFILL = "/static/invokers-polyfill-0123456789abcdef.js";
const root = () => document.documentElement;
const requested = () => Array.from(document.head.querySelectorAll("script[src]")).map((script) => script.getAttribute("src"));

/** Runs the loader as the page runs it, after the page's content. */
function runLoader(body: string) {
  document.body.innerHTML = body;
  new Function(invokerCommandsLoader(POLYFILL))();
}

afterEach(() => {
  document.head.innerHTML = "";
  root().removeAttribute(INVOKER_COMMANDS_ATTRIBUTE);
  delete (HTMLButtonElement.prototype as { command?: string }).command;
});

const FILM = `<button type="button" commandfor="hero-film" command="show-modal">Play Video</button><dialog id="hero-film"></dialog>`;

it("asks for nothing on a page without an invoker button", () => {
  runLoader(`<button type="button">Send</button>`);
  expect(requested()).toEqual([]);
  expect(root().hasAttribute(INVOKER_COMMANDS_ATTRIBUTE)).toBe(false);
});

it("where invoker commands are missing, loads the polyfill and marks the page only once it has run", () => {
  runLoader(FILM);
  expect(requested()).toEqual([POLYFILL]);
  expect(root().hasAttribute(INVOKER_COMMANDS_ATTRIBUTE)).toBe(false);
  document.head.querySelector("script")!.dispatchEvent(new Event("load"));
  expect(root().getAttribute(INVOKER_COMMANDS_ATTRIBUTE)).toBe("polyfilled");
});

it("leaves the link in place when the polyfill cannot load", () => {
  runLoader(FILM);
  document.head.querySelector("script")!.dispatchEvent(new Event("error"));
  expect(root().hasAttribute(INVOKER_COMMANDS_ATTRIBUTE)).toBe(false);
});

it("where the browser has invoker commands, marks the page at once and loads nothing", () => {
  Object.defineProperty(HTMLButtonElement.prototype, "command", { value: "", configurable: true });
  runLoader(FILM);
  expect(requested()).toEqual([]);
  expect(root().getAttribute(INVOKER_COMMANDS_ATTRIBUTE)).toBe("native");
});
