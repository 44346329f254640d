/** The GraphQL types of every content type, generated from the content model (src/content-model/). */
import type { GatsbyNode } from "gatsby";
import { contentTypes } from "../src/content-model";
import { graphqlTypeDefs } from "../src/content-model/graphql";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(graphqlTypeDefs(contentTypes));
};
