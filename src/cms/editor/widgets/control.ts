/*
 * What the editor's own controls share (src/cms/editor/widgets/): the props Decap gives a control,
 * the answer its `isValid` gives, and the model's token check at a field. Controls are classes:
 * Decap keeps a reference to each control it draws, to ask it `isValid`, and a function component
 * gives none. They are drawn by Decap's React (the build resolves `react` for src/cms/editor/ to
 * Decap's copy).
 */
import type { ComponentType, CSSProperties } from "react";
import { tokenMistakes, type TokenSetting } from "../../../content-model/content-checks";
import { EDITOR_TOKEN_REMEDY } from "../../messages";

/** An Immutable map, as Decap hands a field's configuration and the entry. */
export interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: (string | number)[]): unknown;
}

/** The props Decap gives a control, as far as the editor's controls read them. */
export interface ControlProps {
  value: unknown;
  field: ImmutableMap;
  forID: string;
  classNameWrapper: string;
  onChange(value: unknown): void;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  /** Runs the field's checks (Decap's and `isValid`) and shows their messages at the field. */
  validate?(): void;
  /** The entry as it is in the form. */
  getEntry?(): ImmutableMap | undefined;
  /** The blocks around the field, so a folded block says it holds a problem. */
  parentIds?: string[];
}

/** What `isValid` answers Decap: valid, or the message shown at the field. */
export type Validity = true | { error: { type: "CUSTOM"; message: string; parentIds?: string[] } };

export const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The first of the model's token mistakes in a text field's value, named by the field's label, or null. */
export function tokenMistake(value: unknown, label: string, known: readonly string[], setting: TokenSetting = "copy"): string | null {
  const [mistake] = tokenMistakes(text(value), known, EDITOR_TOKEN_REMEDY, setting);
  return mistake ? `${label}: ${mistake}` : null;
}

/** A complete `{token}` or `<Fact … />` is in the text: a mistake in it can be named while the author is still typing. */
export const holdsWholeToken = (value: string) => /\{[\w.]+\}|<Fact\s+name="[^"]*"\s*\/>/.test(value);

/** Grows with its text, as the form's other text boxes do. */
export const growing: CSSProperties & { fieldSizing: string } = {
  fieldSizing: "content",
  minHeight: "4lh",
  resize: "vertical",
  font: "inherit",
};

export type Control = ComponentType<ControlProps>;
