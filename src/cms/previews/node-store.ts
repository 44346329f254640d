/**
 * The nodes a preview's queries run over: the content as the build makes nodes of it, the node
 * fields included, and for each object of a node's data the node it belongs to and where in it,
 * which the matching with the built answer (./built-answer.ts) and the pictures go by.
 */
import { nodeFields } from "../../content-model/nodes";
import type { ContentType } from "../../content-model/types";
import type { ContentSnapshot } from "../content-snapshot";
import { LIST_FILE_KEY } from "../names";

/** An object of a node's data: the node it is part of, where in it, and whether it is the entry being edited. */
interface Owner {
  node: string;
  at: string;
  edited: boolean;
}

/** Nodes by GraphQL type, as the build makes them from the content. */
export interface NodeStore {
  byType: ReadonlyMap<string, readonly Record<string, unknown>[]>;
  owners: WeakMap<object, Owner>;
}

export const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object";

function own(value: unknown, owner: Owner, owners: WeakMap<object, Owner>) {
  if (!isRecord(value) || value instanceof Date) return;
  owners.set(value, owner);
  for (const [key, item] of Object.entries(value)) own(item, { ...owner, at: owner.at ? `${owner.at}.${key}` : key }, owners);
}

/** Marks a value only the build makes: a preview takes it from the built page's answer. */
export const FROM_BUILD = Symbol("made by the build");

/**
 * The nodes of the content as the build makes them from its files: a JSON file is a node (a list
 * file's items one each), an MDX file a node with its frontmatter, each with the node fields the
 * build sets. `edited` names the entry being edited: its pictures are the author's files, the
 * others' the build's. An MDX entry's text (`body`) is known only for the entry being edited.
 */
export function nodeStore(
  types: readonly ContentType[],
  content: ContentSnapshot,
  edited?: { collection: string; slug: string },
): NodeStore {
  const byType = new Map<string, Record<string, unknown>[]>();
  const owners = new WeakMap<object, Owner>();
  const add = (typeName: string, node: Record<string, unknown>, isEdited: boolean) => {
    own(node, { node: String(node.id), at: "", edited: isEdited }, owners);
    byType.set(typeName, [...(byType.get(typeName) ?? []), node]);
  };
  for (const type of types) {
    for (const entry of content[type.id] ?? []) {
      const isEdited = edited?.collection === type.id && edited.slug === entry.slug;
      const id = `${type.id}/${entry.slug}`;
      if (type.source.shape === "list-file") {
        const items = entry.data[LIST_FILE_KEY];
        (Array.isArray(items) ? items : []).forEach((item, index) => add(type.typeName, { ...item, id: `${id}/${index}` }, isEdited));
        continue;
      }
      const { body, ...data } = entry.data;
      const isMdx = type.source.shape === "folder" && type.source.extension === "mdx";
      const { picture, ...fields } = nodeFields(
        type,
        data,
        type.source.shape === "folder" ? entry.slug : undefined,
        isMdx && typeof body === "string" ? body : undefined,
      );
      const pictureFields = picture
        ? { picturePath: "image" in picture ? picture.image : null, pictureAlt: "image" in picture ? picture.alt : FROM_BUILD }
        : {};
      const nodeFieldsOf = { ...fields, ...(isMdx && fields.readTime === undefined ? { readTime: FROM_BUILD } : {}), ...pictureFields };
      add(type.typeName, isMdx ? { id, frontmatter: data, fields: nodeFieldsOf } : { ...data, id, fields: nodeFieldsOf }, isEdited);
    }
  }
  return { byType, owners };
}
