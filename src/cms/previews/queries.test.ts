/**
 * One mapping from content to page: a field added to a content type's declaration reaches the
 * build's answer to a page query and the preview's alike, with no second edit anywhere. The build's
 * side is its own code: the type definitions it gives Gatsby (`graphqlTypeDefs`) and the `@filled`
 * extension gatsby/schema-customization.ts registers, resolving a node that is the file's JSON as
 * gatsby-transformer-json makes it; the preview's is ./query-runner.ts over the same content.
 */
import path from "node:path";
import { buildSchema, execute, GraphQLObjectType, parse, type GraphQLFieldResolver } from "graphql";
import matter from "gray-matter";
import { createSchemaCustomization } from "../../../gatsby/schema-customization";
import { contentTypes } from "../../content-model";
import { facts } from "../../content-model/facts";
import { date, list, string } from "../../content-model/fields";
import { FILLED, graphqlTypeDefs } from "../../content-model/graphql";
import { contentFiles } from "../../content-model/reader";
import { service } from "../../content-model/service";
import { siteSettings } from "../../content-model/site-settings";
import type { ContentType } from "../../content-model/types";
import { snapshotDetails, snapshotOf, type ContentSnapshot } from "../content-snapshot";
import { MODEL_DIRECTIVES } from "./gatsby-types";
import { nodeStore } from "./node-store";
import { previewSchema } from "./preview-schema";
import { QueryRunner } from "./query-runner";

/** The service type with three fields it did not have: a line of copy, a list of them, and a date. */
const extended: readonly ContentType[] = contentTypes.map((type) =>
  type.id === service.id
    ? {
        ...type,
        fields: [
          ...type.fields,
          string("strapline", { optional: true }),
          list("promises", string("promise"), { optional: true }),
          date("launchedAt", { optional: true }),
        ],
      }
    : type,
);

const content: ContentSnapshot = snapshotOf(
  contentFiles(path.resolve(__dirname, "../../../content")),
  contentTypes,
  (text) => matter(text).data,
);
const [first] = content[service.id];
const added = {
  strapline: "Filmed and cut in {turnaround.film}",
  promises: ["Answered {replyPromise}", "Call {phone}"],
  launchedAt: "2026-11-28",
};
const withAdded: ContentSnapshot = {
  ...content,
  [service.id]: [{ ...first, data: { ...first.data, ...added } }, ...content[service.id].slice(1)],
};

/** A page query asking for the new fields, as a template would once they are on its page. */
const QUERY = `query ($id: String!) { service(id: { eq: $id }) { name strapline promises launchedAt } }`;

/** The build's answer: the schema Gatsby is given, with the extension the build registers resolving each copy field. */
async function buildAnswer(id: string): Promise<unknown> {
  let filled: { extend(options: unknown, previous: object): { resolve: GraphQLFieldResolver<unknown, unknown> } } | undefined;
  await createSchemaCustomization?.(
    {
      actions: {
        createFieldExtension: (extension: typeof filled) => (filled = extension),
        createTypes: () => undefined,
      },
      schema: { buildObjectType: (definition: unknown) => definition },
    } as never,
    {} as never,
    () => undefined,
  );
  if (!filled) throw new Error("The build registers no @filled extension");
  const schema = buildSchema(
    `${MODEL_DIRECTIVES} scalar Date interface Node { id: ID } type File implements Node { id: ID }
     type Query { service(id: ID): Service }
     ${graphqlTypeDefs(extended).replace(/implements Node( @dontInfer)? \{/g, (match) => `${match}\n  id: ID`)}`,
  );
  for (const field of Object.values(schema.getTypeMap()).flatMap((type) =>
    type instanceof GraphQLObjectType ? Object.values(type.getFields()) : [],
  ))
    if (field.astNode?.directives?.some((directive) => directive.name.value === FILLED)) field.resolve = filled.extend({}, {}).resolve;
  // gatsby-transformer-json's node is the file's JSON; the extension finds the site settings and facts through the node model.
  const nodes: Record<string, unknown> = {
    [siteSettings.typeName]: withAdded[siteSettings.id][0].data,
    [facts.typeName]: withAdded[facts.id][0].data,
  };
  const context = { nodeModel: { findOne: async ({ type }: { type: string }) => nodes[type] ?? null } };
  const result = await execute({
    schema,
    document: parse(QUERY.replace("$id: String!", "$id: ID").replace("{ eq: $id }", "$id")),
    variableValues: { id },
    contextValue: context,
    rootValue: { service: () => withAdded[service.id][0].data },
  });
  if (result.errors?.length) throw new Error(result.errors.join("; "));
  return result.data;
}

describe("a field added to a content type", () => {
  it("is in the type the build gives Gatsby and the preview's schema alike, from its one declaration", () => {
    const definitions = graphqlTypeDefs(extended);
    expect(definitions).toMatch(/^ {2}strapline: String @filled$/m);
    expect(definitions).toMatch(/^ {2}launchedAt: Date @dateformat$/m);
    const fields = (previewSchema(extended).getType(service.typeName) as GraphQLObjectType).getFields();
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(["strapline", "promises", "launchedAt"]));
  });

  it("reaches the build's answer to a page query and the preview's, its tokens filled alike, with no code of the preview's naming it", async () => {
    const id = `${service.id}/${first.slug}`;
    const runner = new QueryRunner(extended, { store: nodeStore(extended, content), details: snapshotDetails(content) });
    const preview = runner.answer<{ service: Record<string, unknown> }>(
      QUERY,
      { id },
      nodeStore(extended, withAdded),
      snapshotDetails(withAdded),
      { assetUrl: () => "" },
      null,
    );
    const turnaround = (withAdded[facts.id][0].data.turnaround as { film: { value: string } }).film.value;
    expect(preview.service).toMatchObject({ strapline: `Filmed and cut in ${turnaround}`, launchedAt: "2026-11-28" });
    expect(preview.service.promises).toEqual([expect.not.stringContaining("{"), expect.not.stringContaining("{")]);
    const built = (await buildAnswer(id)) as { service: Record<string, unknown> };
    expect({ strapline: preview.service.strapline, promises: preview.service.promises }).toEqual({
      strapline: built.service.strapline,
      promises: built.service.promises,
    });
  });

  it("keeps the value an author wrote in the entry being edited, where the form holds it", () => {
    const runner = new QueryRunner(extended, { store: nodeStore(extended, content), details: snapshotDetails(content) });
    const edited: ContentSnapshot = {
      ...withAdded,
      [service.id]: [{ ...first, data: { ...first.data, ...added, strapline: "Typed a moment ago" } }, ...content[service.id].slice(1)],
    };
    const answer = runner.answer<{ service: { strapline: string } }>(
      QUERY,
      { id: `${service.id}/${first.slug}` },
      nodeStore(extended, edited, { collection: service.id, slug: first.slug }),
      snapshotDetails(edited),
      { assetUrl: () => "" },
      null,
    );
    expect(answer.service.strapline).toBe("Typed a moment ago");
  });
});
