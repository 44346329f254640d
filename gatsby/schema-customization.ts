/**
 * The GraphQL types of every content type, generated from the content model (src/content-model/),
 * and the one place copy's `{tokens}` are filled: every copy field carries the `@filled` extension,
 * so queries hand out finished strings and no page or component fills a token again.
 *
 * The extension reads the site settings and facts through the node model, so a page depends on
 * them like on anything else it queries: `gatsby develop` re-runs it when either changes. Gatsby
 * runs queries in worker processes when it has more than one CPU; each worker runs this API again,
 * so the extension's code is there too.
 */
import type { GatsbyNode, Node } from "gatsby";
import { contentTypes } from "../src/content-model";
import { facts } from "../src/content-model/facts";
import {
  factsOfNode,
  FILLED,
  filledValue,
  graphqlTypeDefs,
  NAMED_FACTS_FIELD,
  NAMED_FACTS_TYPE,
  namedFacts,
} from "../src/content-model/graphql";
import { tokenValues } from "../src/content-model/reader";
import { siteSettings } from "../src/content-model/site-settings";
import type { DetailsForCopy } from "../src/lib/site-details";

interface NodeModel {
  findOne(args: { type: string; query?: object }): Promise<Node | null>;
}
type Resolver = (source: unknown, args: unknown, context: { nodeModel: NodeModel }, info: { fieldName: string }) => unknown;

/** A field's value as Gatsby's default resolver reads it. */
const ownValue: Resolver = (source, _args, _context, info) => (source as Record<string, unknown>)[info.fieldName];

/** What the tokens stand for, read once per query. */
const detailsByQuery = new WeakMap<object, Promise<DetailsForCopy>>();
function tokenDetails(context: { nodeModel: NodeModel }): Promise<DetailsForCopy> {
  let details = detailsByQuery.get(context);
  if (!details) {
    details = Promise.all([
      context.nodeModel.findOne({ type: siteSettings.typeName }),
      context.nodeModel.findOne({ type: facts.typeName }),
    ]).then(([site, factsNode]) => {
      if (!site || !factsNode) throw new Error(`content/${siteSettings.source.file} and content/${facts.source.file} are required`);
      return tokenValues(site as unknown as Parameters<typeof tokenValues>[0], factsOfNode(factsNode));
    });
    detailsByQuery.set(context, details);
  }
  return details;
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createFieldExtension({
    name: FILLED,
    extend(_options: unknown, previous: { resolve?: Resolver }) {
      const resolve = previous.resolve ?? ownValue;
      const filled: Resolver = async (source, args, context, info) => {
        const value: unknown = await resolve(source, args, context, info);
        return filledValue(value, await tokenDetails(context));
      };
      return { resolve: filled };
    },
  });
  actions.createTypes([
    graphqlTypeDefs(contentTypes),
    NAMED_FACTS_TYPE,
    schema.buildObjectType({
      name: facts.typeName,
      interfaces: ["Node"],
      fields: { [NAMED_FACTS_FIELD.name]: { type: NAMED_FACTS_FIELD.type, resolve: (source: Node) => namedFacts(source) } },
    }),
  ]);
};
