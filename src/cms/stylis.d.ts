/** The part of stylis (Emotion's CSS compiler) the preview stylesheet uses. */
declare module "stylis" {
  type Element = object;
  export function compile(css: string): Element[];
  export function serialize(
    elements: Element[],
    callback: (element: Element, index: number, children: Element[], callback: unknown) => string,
  ): string;
  export function stringify(element: Element, index: number, children: Element[], callback: unknown): string;
}
