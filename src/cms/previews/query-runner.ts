/**
 * The page queries, answered in the editor as the build answers them. A preview runs each page's
 * own query (its `query` export, and the chrome's static query) against a GraphQL schema made from
 * the type definitions the build gives Gatsby (`graphqlTypeDefs`, src/content-model/graphql.ts;
 * ./preview-schema.ts), over nodes made from the content as it is being edited with the node
 * fields the build sets (./node-store.ts), its copy filled by the function the build's `@filled`
 * runs (`filledValue`). Nothing here knows a content type or a page: a field added to the model
 * and asked for by a page's query reaches the preview as it reaches the built page.
 *
 * What only the build makes (a picture through the image pipeline, the artwork it drew for an
 * entry without a picture, the read time of an article whose text the editor does not hold, the
 * build's date) is read from the built page's answer to the same query (./built-answer.ts).
 */
import {
  Kind,
  parse,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
} from "graphql";
import type { ContentType } from "../../content-model/types";
import type { DetailsForCopy } from "../../lib/site-details";
import { buildValues, keyOf } from "./built-answer";
import type { NodeStore } from "./node-store";
import type { PreviewAssets } from "./pictures";
import { previewSchema } from "./preview-schema";
import { answered, built, type Context } from "./query-context";
import { declaredDocuments } from "./query-texts";

/** The fragments the site's modules declare, by name. */
function declaredFragments(): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const text of declaredDocuments())
    for (const definition of parsed(text).definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  return fragments;
}

const parsedTexts = new Map<string, DocumentNode>();
function parsed(text: string): DocumentNode {
  let document = parsedTexts.get(text);
  if (!document) {
    document = parse(text, { noLocation: true });
    parsedTexts.set(text, document);
  }
  return document;
}

const documents = new Map<string, DocumentNode>();

/** A page's query with the fragments it spreads (from any module, as Gatsby finds them), checked against the schema once. */
function queryDocument(schema: GraphQLSchema, text: string): DocumentNode {
  let document = documents.get(text);
  if (document) return document;
  const own = parsed(text).definitions;
  const fragments = declaredFragments();
  const named = new Set(own.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [definition.name.value] : [])));
  const added: DefinitionNode[] = [];
  const spreads = (definitions: readonly DefinitionNode[]) => {
    visit(
      { kind: Kind.DOCUMENT, definitions },
      {
        FragmentSpread(node) {
          const name = node.name.value;
          if (named.has(name)) return;
          const fragment = fragments.get(name);
          if (!fragment) throw new Error(`A page query spreads the fragment ${name}, which no module the editor has loaded declares`);
          named.add(name);
          added.push(fragment);
          spreads([fragment]);
        },
      },
    );
  };
  spreads(own);
  document = { kind: Kind.DOCUMENT, definitions: [...own, ...added] };
  const errors = validate(schema, document);
  if (errors.length)
    throw new Error(`The editor's previews cannot answer this query as the build does: ${errors.map((error) => error.message).join("; ")}`);
  documents.set(text, document);
  return document;
}

/** Runs page queries over the content now, with what only the build makes from the built pages. */
export class QueryRunner {
  private readonly schema: GraphQLSchema;
  private readonly fromBuilt = new Map<string, { built: unknown; values: Map<string, unknown> }>();

  /** `saved`: the nodes of the content as saved, which the built pages were made from. */
  constructor(
    types: readonly ContentType[],
    private readonly saved: Omit<Context, "fromBuild" | "assets">,
  ) {
    this.schema = previewSchema(types);
  }

  /**
   * The answer to `query` with `variables` over `store` (the content now), the values only the
   * build makes taken from `builtAnswer`, the built page's answer to the same query (null for a
   * page not built yet).
   */
  answer<T>(
    query: unknown,
    variables: Record<string, unknown>,
    store: NodeStore,
    details: DetailsForCopy,
    assets: PreviewAssets,
    builtAnswer: unknown,
  ): T {
    // Outside Gatsby's build a query is the text it was written as (./query-texts.ts).
    if (typeof query !== "string") throw new Error("A page's query reached the preview as something other than its text");
    const document = queryDocument(this.schema, query);
    const cacheKey = `${query}\n${JSON.stringify(variables)}`;
    let known = this.fromBuilt.get(cacheKey);
    if (!known || known.built !== builtAnswer) {
      known = {
        built: builtAnswer,
        values: builtAnswer
          ? buildValues(this.schema, document, variables, { ...this.saved, assets: NO_FILES }, built(builtAnswer))
          : new Map(),
      };
      this.fromBuilt.set(cacheKey, known);
    }
    const values = known.values;
    return answered<T>(this.schema, document, variables, {
      store,
      details,
      assets,
      fromBuild: (source, info) => values.get(keyOf(source, info, store)) ?? null,
    });
  }
}

/** No file of the author's: every picture is the build's. */
const NO_FILES: PreviewAssets = { assetUrl: () => "" };
