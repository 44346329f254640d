/** @jest-environment jsdom */
import { whenShown } from "./page-shown";

function prerendering(value: boolean | undefined) {
  Object.defineProperty(document, "prerendering", { value, configurable: true });
}

afterEach(() => prerendering(undefined));

describe("whenShown", () => {
  it("runs at once on a page the visitor sees, and in a browser that never prerenders", () => {
    const task = jest.fn();
    whenShown(task);
    expect(task).toHaveBeenCalledTimes(1);
    prerendering(false);
    whenShown(task);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it("waits on a prerendered page until it is shown, and runs once", () => {
    prerendering(true);
    const task = jest.fn();
    whenShown(task);
    expect(task).not.toHaveBeenCalled();
    prerendering(false);
    document.dispatchEvent(new Event("prerenderingchange"));
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs nothing once cancelled before the page is shown", () => {
    prerendering(true);
    const task = jest.fn();
    const cancel = whenShown(task);
    cancel();
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(task).not.toHaveBeenCalled();
  });
});
