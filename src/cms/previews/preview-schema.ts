/**
 * The schema the build gives Gatsby, for the previews: the model's type definitions with Gatsby's
 * own types (./gatsby-types.ts), resolved over a preview's nodes: the root fields with Gatsby's
 * filters and sorts (./gatsby-filters.ts), the model's directives (./directive-resolvers.ts), the
 * copy filled as `@filled` fills it, the named facts, and a picture of the author's file.
 */
import { buildASTSchema, defaultFieldResolver, getNamedType, isObjectType, Kind, type GraphQLSchema } from "graphql";
import { FILLED, filledValue, NAMED_FACTS_FIELD, namedFacts } from "../../content-model/graphql";
import type { ContentType } from "../../content-model/types";
import { dateformat, fileByRelativePath, link, PREVIEW_IMAGE, proxy } from "./directive-resolvers";
import { matches, sorted } from "./gatsby-filters";
import { BUILD_ONLY, schemaDocument } from "./gatsby-types";
import { FROM_BUILD, isRecord } from "./node-store";
import { previewPicture } from "./pictures";
import { resolving, type Context, type Resolver } from "./query-context";

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
      else if (directive("dateformat")) resolve = (source, args, context, info) => dateformat(own(source, args, context, info), args);
      else if (directive("fileByRelativePath"))
        resolve = (source, args, context, info) =>
          fileByRelativePath(defaultFieldResolver(source, args, context, info), source, info, context);
      else if (directive("link")) {
        const from = argument("link", "from");
        resolve = (source, _args, context, info) => link(from, source, info, context);
      } else if (directive("proxy")) {
        const path = argument("proxy", "from").split(".");
        resolve = (source, _args, context, info) => proxy(path, source, info, context);
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
