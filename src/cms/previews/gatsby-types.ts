/**
 * What the build's schema has besides the content types: Gatsby's own types, as far as the site's
 * queries ask of them (a query asking more fails its preview, naming the field), and the
 * directives of the model's type definitions. A picture's data is null where the query's box is
 * a height alone (a client logo): the page then draws the file as it is, as it does an SVG.
 * With them, the schema document the previews answer queries over (./preview-schema.ts).
 */
import { Kind, parse, visit, type DocumentNode, type FieldDefinitionNode, type ObjectTypeDefinitionNode } from "graphql";
import { FILLED, graphqlTypeDefs, NAMED_FACTS_FIELD, NAMED_FACTS_TYPE } from "../../content-model/graphql";
import type { ContentType } from "../../content-model/types";

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
export const BUILD_ONLY = new Set(["Site", "File", "ImageSharp"]);

/** A root field's name for a node type, as Gatsby names it ("SiteSettings" → siteSettings, allSiteSettings). */
const rootName = (typeName: string) => typeName.charAt(0).toLowerCase() + typeName.slice(1);

/** The model's type definitions with what Gatsby adds: every node's `id`, the date arguments, the root fields. */
export function schemaDocument(types: readonly ContentType[], factsType: string): DocumentNode {
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
