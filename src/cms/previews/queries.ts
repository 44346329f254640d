/**
 * The page queries, answered in the editor as the build answers them. A preview runs each page's
 * own query (its `query` export, and the chrome's static query) against a GraphQL schema made from
 * the type definitions the build gives Gatsby (`graphqlTypeDefs`, src/content-model/graphql.ts),
 * over nodes made from the content as it is being edited with the node fields the build sets
 * (`nodeFields`, src/content-model/nodes.ts), its copy filled by the function the build's
 * `@filled` runs (`filledValue`). Nothing here knows a content type or a page: a field added to
 * the model and asked for by a page's query reaches the preview as it reaches the built page.
 *
 * What only the build makes (a picture through the image pipeline, the artwork it drew for an
 * entry without a picture, the read time of an article whose text the editor does not hold, the
 * build's date) is read from the built page's answer to the same query: the same query run over
 * the content as it was saved says where in that answer each of those values is, entry by entry,
 * so an entry moved by the edit (its order changed, say) keeps its own picture.
 */
import {
  buildASTSchema,
  defaultFieldResolver,
  execute,
  getNamedType,
  isObjectType,
  Kind,
  parse,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FieldDefinitionNode,
  type FragmentDefinitionNode,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type ObjectTypeDefinitionNode,
} from "graphql";
import { FILLED, filledValue, graphqlTypeDefs, NAMED_FACTS_FIELD, NAMED_FACTS_TYPE, namedFacts } from "../../content-model/graphql";
import { nodeFields } from "../../content-model/nodes";
import type { ContentType } from "../../content-model/types";
import type { DetailsForCopy } from "../../lib/site-details";
import type { ContentSnapshot } from "../content-snapshot";
import { LIST_FILE_KEY } from "../names";
import { previewPicture, type PreviewAssets } from "./pictures";
import { declaredDocuments } from "./query-texts";

/**
 * What the build's schema has besides the content types: Gatsby's own types, as far as the site's
 * queries ask of them (a query asking more fails its preview, naming the field), and the
 * directives of the model's type definitions. A picture's data is null where the query's box is
 * a height alone (a client logo): the page then draws the file as it is, as it does an SVG.
 */
/** The directives of the model's type definitions (src/content-model/graphql.ts), which Gatsby and its plugins declare. */
export const MODEL_DIRECTIVES = `
  directive @dontInfer on OBJECT
  directive @${FILLED} on FIELD_DEFINITION
  directive @dateformat on FIELD_DEFINITION
  directive @fileByRelativePath on FIELD_DEFINITION
  directive @link(by: String, from: String) on FIELD_DEFINITION
  directive @proxy(from: String) on FIELD_DEFINITION
`;

const GATSBY_TYPES = `
  ${MODEL_DIRECTIVES}
  scalar Date
  scalar GatsbyImageData
  "A filter or sort, of any shape (Gatsby's input types)."
  scalar QueryArgument
  interface Node { id: ID! }
  enum GatsbyImageLayout { FIXED FULL_WIDTH CONSTRAINED }
  enum GatsbyImagePlaceholder { DOMINANT_COLOR TRACED_SVG BLURRED NONE }
  enum ImageFormat { NO_CHANGE AUTO JPG PNG WEBP AVIF }
  type ImageSharp implements Node {
    id: ID!
    gatsbyImageData(
      layout: GatsbyImageLayout
      width: Int
      height: Int
      aspectRatio: Float
      placeholder: GatsbyImagePlaceholder
      formats: [ImageFormat]
      breakpoints: [Int]
      sizes: String
      quality: Int
      outputPixelDensities: [Float]
      backgroundColor: String
      transformOptions: QueryArgument
      jpgOptions: QueryArgument
      pngOptions: QueryArgument
      webpOptions: QueryArgument
      avifOptions: QueryArgument
      blurredOptions: QueryArgument
    ): GatsbyImageData
  }
  type File implements Node {
    id: ID!
    relativePath: String
    relativeDirectory: String
    absolutePath: String
    name: String
    extension: String
    publicURL: String
    childImageSharp: ImageSharp
  }
  "gatsby-config.ts's siteMetadata."
  type SiteSiteMetadata { siteUrl: String title: String description: String googlePlaceId: String }
  type Site implements Node { id: ID! siteMetadata: SiteSiteMetadata buildTime: Date @dateformat }
  ${NAMED_FACTS_TYPE}
`;

/** A field of an object type written in SDL. */
const fieldOf = (sdl: string) => ((parse(`type A { ${sdl} }`).definitions[0] as ObjectTypeDefinitionNode).fields ?? [])[0];

/** The arguments Gatsby's `@dateformat` gives a date field, and the `id` every node has. */
const DATE_ARGUMENTS = fieldOf("f(formatString: String, locale: String, fromNow: Boolean, difference: String): Date").arguments ?? [];
const ID_FIELD = fieldOf("id: ID!");

/** Types whose nodes only the build has. */
const BUILD_ONLY = new Set(["Site", "File", "ImageSharp"]);

/** A root field's name for a node type, as Gatsby names it ("SiteSettings" → siteSettings, allSiteSettings). */
const rootName = (typeName: string) => typeName.charAt(0).toLowerCase() + typeName.slice(1);

/** The model's type definitions with what Gatsby adds: every node's `id`, the date arguments, the root fields. */
function schemaDocument(types: readonly ContentType[], factsType: string): DocumentNode {
  const document = parse(
    `${graphqlTypeDefs(types)}\n${GATSBY_TYPES}\nextend type ${factsType} { ${NAMED_FACTS_FIELD.name}: ${NAMED_FACTS_FIELD.type} }`,
  );
  const nodeTypes: string[] = [];
  const withGatsby = visit(document, {
    ObjectTypeDefinition(node) {
      if (!node.interfaces?.some((named) => named.name.value === "Node")) return undefined;
      nodeTypes.push(node.name.value);
      if (node.fields?.some((field) => field.name.value === "id")) return undefined;
      return { ...node, fields: [ID_FIELD, ...(node.fields ?? [])] };
    },
    FieldDefinition(node: FieldDefinitionNode) {
      if (!node.directives?.some((directive) => directive.name.value === "dateformat")) return undefined;
      return { ...node, arguments: [...(node.arguments ?? []), ...DATE_ARGUMENTS] };
    },
  });
  const fieldArguments = (typeName: string) => {
    const definition = withGatsby.definitions.find(
      (candidate): candidate is ObjectTypeDefinitionNode =>
        candidate.kind === Kind.OBJECT_TYPE_DEFINITION && candidate.name.value === typeName,
    );
    return (definition?.fields ?? []).map((field) => `${field.name.value}: QueryArgument`).join(" ");
  };
  const root = nodeTypes.map(
    (name) => `${rootName(name)}(${fieldArguments(name)}): ${name}
      all${name}(filter: QueryArgument, sort: QueryArgument, skip: Int, limit: Int): ${name}Connection!`,
  );
  const connections = nodeTypes.map((name) => `type ${name}Connection { nodes: [${name}!]! totalCount: Int! }`);
  const queries = parse(`${connections.join("\n")}\ntype Query {\n${root.join("\n")}\n}`);
  return { ...withGatsby, definitions: [...withGatsby.definitions, ...queries.definitions] };
}

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

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object";

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

/** What a query is run with: the nodes, what the tokens stand for, the author's files, and where a value only the build makes comes from. */
interface Context {
  store: NodeStore;
  details: DetailsForCopy;
  assets: PreviewAssets;
  fromBuild(source: unknown, info: GraphQLResolveInfo): unknown;
}

/** The built answers' objects: their keys are the answer's (aliases), not the schema's field names. */
const BUILT = new WeakSet<object>();

function built<T>(value: T): T {
  if (isRecord(value) && !BUILT.has(value)) {
    BUILT.add(value);
    for (const item of Object.values(value)) built(item);
  }
  return value;
}

type Resolver = GraphQLFieldResolver<unknown, Context, Record<string, unknown>>;

/** A resolver that reads a built answer's objects by the answer's keys, and anything else with `resolve`. */
const resolving =
  (resolve: Resolver): Resolver =>
  (source, args, context, info) =>
    isRecord(source) && BUILT.has(source) ? source[info.path.key] : resolve(source, args, context, info);

/** A date as Gatsby's `formatString` writes it, for the tokens the site's queries use. */
export function formatDate(value: unknown, format: unknown): unknown {
  if (value === null || value === undefined || value === "" || value === FROM_BUILD) return value ?? null;
  const date = value instanceof Date ? value : new Date(String(value));
  if (typeof format !== "string" || Number.isNaN(date.getTime())) return value instanceof Date ? date.toISOString() : value;
  const parts: Record<string, string> = {
    YYYY: String(date.getUTCFullYear()),
    MM: String(date.getUTCMonth() + 1).padStart(2, "0"),
    DD: String(date.getUTCDate()).padStart(2, "0"),
  };
  const unknown = format.replace(/YYYY|MM|DD/g, "").match(/[A-Za-z]+/);
  if (unknown) throw new Error(`The editor's previews write dates with YYYY, MM and DD; a query asks for "${format}"`);
  return format.replace(/YYYY|MM|DD/g, (token) => parts[token]);
}

/** A picture of the author's file, in the box the query asks for; a box the query does not fix (a height alone) draws the file as it is. */
function previewFile(address: string) {
  const isSvg = /\.svg(\?|$)/i.test(address);
  return {
    publicURL: address,
    childImageSharp: isSvg ? null : { [PREVIEW_IMAGE]: address },
  };
}
const PREVIEW_IMAGE = Symbol("the author's file");

/** The file a picture field names: the author's, for the entry being edited; otherwise the build's. */
function fileOf(path: unknown, source: unknown, info: GraphQLResolveInfo, context: Context, absent: () => unknown): unknown {
  if (typeof path !== "string" || !path) return absent();
  const owner = isRecord(source) ? context.store.owners.get(source) : undefined;
  const address = owner?.edited ? context.assets.assetUrl(path) : "";
  return address ? previewFile(address) : context.fromBuild(source, info);
}

const operators: Record<string, (value: unknown, wanted: unknown) => boolean> = {
  eq: (value, wanted) => value === wanted,
  ne: (value, wanted) => value !== wanted,
  in: (value, wanted) => Array.isArray(wanted) && wanted.includes(value),
  nin: (value, wanted) => Array.isArray(wanted) && !wanted.includes(value),
};

/** Whether a node matches a filter of Gatsby's shape (`{ fields: { collection: { eq: "blog" } } }`). */
function matches(value: unknown, filter: unknown): boolean {
  if (!isRecord(filter)) return true;
  return Object.entries(filter).every(([key, wanted]) => {
    if (key in operators) return operators[key](value, wanted);
    if (!isRecord(wanted))
      throw new Error(`The editor's previews answer filters of eq, ne, in and nin; a query filters "${key}" otherwise`);
    return matches(isRecord(value) ? value[key] : undefined, wanted);
  });
}

/** A sort of Gatsby's shape (`{ order: ASC }`, `[{ frontmatter: { publishedAt: DESC } }]`) as field paths and directions. */
function sortKeys(sort: unknown, at: string[] = []): { path: string[]; descending: boolean }[] {
  if (Array.isArray(sort)) return sort.flatMap((item) => sortKeys(item, at));
  if (!isRecord(sort)) return [];
  return Object.entries(sort).flatMap(([key, value]) =>
    value === "ASC" || value === "DESC" ? [{ path: [...at, key], descending: value === "DESC" }] : sortKeys(value, [...at, key]),
  );
}

function sorted(nodes: readonly Record<string, unknown>[], sort: unknown) {
  const keys = sortKeys(sort);
  const at = (node: unknown, path: string[]) => path.reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), node);
  const compare = (a: unknown, b: unknown) =>
    a === b
      ? 0
      : a === undefined || a === null
        ? 1
        : b === undefined || b === null
          ? -1
          : (a as number | string) < (b as number | string)
            ? -1
            : 1;
  return [...nodes].sort((a, b) => {
    for (const { path, descending } of keys) {
      const order = compare(at(a, path), at(b, path));
      if (order) return descending ? -order : order;
    }
    return 0;
  });
}

/** The schema's resolvers: root fields over the nodes, and the model's directives as the build's extensions answer them. */
function withResolvers(schema: GraphQLSchema): GraphQLSchema {
  const query = schema.getQueryType();
  for (const [name, field] of Object.entries(query?.getFields() ?? {})) {
    const typeName = getNamedType(field.type).name.replace(/Connection$/, "");
    const nodes = (context: Context) => context.store.byType.get(typeName) ?? [];
    if (name.startsWith("all") && getNamedType(field.type).name.endsWith("Connection")) {
      field.resolve = (_source, args: Record<string, unknown>, context: Context) => {
        const found = sorted(
          nodes(context).filter((node) => matches(node, args.filter)),
          args.sort,
        );
        const from = Number(args.skip ?? 0);
        const shown = found.slice(from, args.limit === undefined || args.limit === null ? undefined : from + Number(args.limit));
        return { nodes: shown, totalCount: found.length };
      };
    } else if (BUILD_ONLY.has(typeName)) {
      field.resolve = (source, _args, context: Context, info) => context.fromBuild(source, info);
    } else {
      field.resolve = (_source, args: Record<string, unknown>, context: Context) =>
        nodes(context).find((node) => matches(node, args)) ?? null;
    }
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type === query) continue;
    for (const field of Object.values(type.getFields())) {
      const directive = (name: string) => field.astNode?.directives?.find((candidate) => candidate.name.value === name);
      const argument = (name: string, of: string) => {
        const value = directive(name)?.arguments?.find((candidate) => candidate.name.value === of)?.value;
        return value?.kind === Kind.STRING ? value.value : "";
      };
      const own: Resolver = (source, args, context, info) => {
        const value = defaultFieldResolver(source, args, context, info) as unknown;
        return value === FROM_BUILD ? context.fromBuild(source, info) : value;
      };
      let resolve: Resolver = own;
      if (directive(FILLED))
        resolve = (source, args, context, info) => filledValue(own(source, args, context, info), context.details, "keep");
      else if (directive("dateformat"))
        resolve = (source, args, context, info) => formatDate(own(source, args, context, info), args.formatString);
      else if (directive("fileByRelativePath"))
        resolve = (source, args, context, info) =>
          fileOf(defaultFieldResolver(source, args, context, info), source, info, context, () => null);
      else if (directive("link")) {
        const from = argument("link", "from");
        resolve = (source, _args, context, info) =>
          fileOf(isRecord(source) ? source[from] : undefined, source, info, context, () => context.fromBuild(source, info));
      } else if (directive("proxy")) {
        const path = argument("proxy", "from").split(".");
        resolve = (source, _args, context, info) => {
          const value = path.reduce<unknown>((inner, key) => (isRecord(inner) ? inner[key] : undefined), source);
          return value === FROM_BUILD ? context.fromBuild(source, info) : value;
        };
      } else if (field.name === NAMED_FACTS_FIELD.name) {
        resolve = (source) => (isRecord(source) ? namedFacts(source) : []);
      } else if (type.name === "ImageSharp" && field.name === "gatsbyImageData") {
        resolve = (source, args) => previewPicture(String((source as Record<symbol, unknown>)[PREVIEW_IMAGE]), args);
      }
      field.resolve = resolving(resolve);
    }
  }
  return schema;
}

const schemas = new WeakMap<readonly ContentType[], GraphQLSchema>();

/** The schema the build gives Gatsby, for the previews: made once per list of types. */
export function previewSchema(types: readonly ContentType[]): GraphQLSchema {
  let schema = schemas.get(types);
  if (!schema) {
    const factsType = types.find((type) => type.id === "facts")?.typeName ?? "SiteFacts";
    const document = schemaDocument(types, factsType);
    // A scalar declared in SDL reads an object literal as it is, variables inside (`{ id: { eq: $id } }`): Gatsby's filters and sorts.
    schema = withResolvers(buildASTSchema(document));
    schemas.set(types, schema);
  }
  return schema;
}

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

const MARK = Symbol("where a value only the build makes goes");

/** The value at a path of an answer. */
const valueAtPath = (value: unknown, path: readonly (string | number)[]) =>
  path.reduce<unknown>((inner, key) => (isRecord(inner) ? (inner as Record<string | number, unknown>)[key] : undefined), value);

/** Whether an answer made over the saved content (`saved`, with MARK where the build's values go) is the built `answer`'s. */
function same(saved: unknown, answer: unknown): boolean {
  if (saved === MARK) return true;
  if (Array.isArray(saved))
    return Array.isArray(answer) && saved.length === answer.length && saved.every((item, index) => same(item, answer[index]));
  if (isRecord(saved)) return isRecord(answer) && Object.keys(saved).every((key) => same(saved[key], answer[key]));
  return saved === answer;
}

/** Where each MARK of `saved` is in `answer`, with the items of a list matched by what they hold, whatever their order. */
function marksIn(saved: unknown, answer: unknown, at: string, found: Map<string, unknown>) {
  if (saved === MARK) {
    found.set(at, answer);
    return;
  }
  if (Array.isArray(saved)) {
    if (!Array.isArray(answer)) return;
    const used = new Set<number>();
    saved.forEach((item, index) => {
      const match =
        !used.has(index) && same(item, answer[index]) ? index : answer.findIndex((other, at2) => !used.has(at2) && same(item, other));
      if (match < 0) return;
      used.add(match);
      marksIn(item, answer[match], `${at}.${index}`, found);
    });
    return;
  }
  if (isRecord(saved) && isRecord(answer)) for (const key of Object.keys(saved)) marksIn(saved[key], answer[key], `${at}.${key}`, found);
}

/** The key of a value only the build makes: the node it belongs to, where in it, and the answer's name for it. */
function keyOf(source: unknown, info: GraphQLResolveInfo, store: NodeStore): string {
  const owner = isRecord(source) ? store.owners.get(source) : undefined;
  return `${owner?.node ?? "(root)"}|${owner?.at ?? ""}|${String(info.path.key)}`;
}

const pathOf = (info: GraphQLResolveInfo) => {
  const path: (string | number)[] = [];
  for (let step: GraphQLResolveInfo["path"] | undefined = info.path; step; step = step.prev) path.unshift(step.key);
  return path;
};

function answered<T>(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, context: Context): T {
  const result = execute({
    schema,
    document,
    variableValues: variables,
    contextValue: context,
    rootValue: {},
    fieldResolver: resolving(defaultFieldResolver as Resolver),
  });
  if ("then" in result) throw new Error("The editor's previews answer queries at once");
  if (result.errors?.length) throw new Error(result.errors.map((error) => `${error.path?.join(".") ?? ""}: ${error.message}`).join("; "));
  return result.data as T;
}

/** The values only the build makes, by their key, from the built answer of a query (`built`), placed by the answer over the saved content. */
function buildValues(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  saved: Omit<Context, "fromBuild">,
  builtAnswer: unknown,
): Map<string, unknown> {
  const sites: { key: string; path: (string | number)[] }[] = [];
  const answer = answered<Record<string, unknown>>(schema, document, variables, {
    ...saved,
    fromBuild(source, info) {
      sites.push({ key: keyOf(source, info, saved.store), path: pathOf(info) });
      // A stand-in of the field's kind, replaced by MARK below.
      return isObjectType(getNamedType(info.returnType)) ? {} : "";
    },
  });
  for (const { path } of sites) {
    const parent = valueAtPath(answer, path.slice(0, -1));
    if (isRecord(parent)) (parent as Record<string | number, unknown>)[path[path.length - 1]] = MARK;
  }
  const found = new Map<string, unknown>();
  marksIn(answer, builtAnswer, "", found);
  return new Map(sites.map(({ key, path }) => [key, found.get(`.${path.join(".")}`) ?? null]));
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
