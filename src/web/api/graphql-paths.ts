/** The GraphQL endpoints' paths, apart from the clients so naming them does not load graphql-request. */
export const PORTAL_GRAPHQL_PATH = '/graphql';
export const COMMUNITY_GRAPHQL_PATH = '/community/graphql';
