/**
 * Limits both GraphQL endpoints share (portal `/graphql`, community `/community/graphql`), so that no
 * single document can hold the event loop or reach the database with values it cannot take:
 * 1. before parsing (route preHandler): a usable `query` string, bounded length, token count and nesting, and
 *    JSON `variables` without NUL or lone surrogates. Parsing a 10,000-level document would overflow the stack;
 *    lexing stops at the first token past a limit, so a refusal costs microseconds.
 * 2. after parsing (validation rules): a cost limit over the operation with fragments expanded (a fragment bomb
 *    is a few hundred characters) where list fields count once per requested item, string literals without NUL or
 *    lone surrogates, and introspection only outside production.
 * Refusals answer 400 with a Korean message in the GraphQL error shape.
 */
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  Lexer,
  parse,
  type SelectionSetNode,
  Source,
  TokenKind,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from 'graphql';
import type { MercuriusCommonOptions } from 'mercurius';
import type { AppEnv } from '../../config/hosts';
import { validationMessage } from '../http/errors';
import { findUnsafeValue, hasUnsafeCharacter } from '../http/safe-values';

export const GRAPHQL_LIMITS = {
  /** Request body bytes: our largest document is a few KB; larger documents get the length check's Korean 400. */
  bodyBytes: 256 * 1024,
  /** Characters of the query document. */
  queryLength: 20_000,
  /** Lexical tokens of the query document; the portal header's query has about 60. */
  tokens: 3_000,
  /** Nesting of braces (selections and input objects). */
  depth: 12,
  /** Fields resolved, with fragments expanded and list fields multiplied by the page size they ask for. */
  cost: 2_000,
  /** Root fields of one operation (aliases included): each is a resolver that reads the database. */
  rootFields: 20,
} as const;

/** Arguments that say how many items a list field returns. */
const PAGE_SIZE_ARGUMENTS = new Set(['pageSize', 'first']);
/**
 * A page size given by a variable counts as the largest page any list field serves: the rules see the document
 * only, so that Mercurius can cache a document's validation (rules that read variables disable its query cache).
 */
const VARIABLE_PAGE_SIZE = 50;

export const GRAPHQL_MESSAGES = {
  missingQuery: 'GraphQL 문서(query)를 보내주세요.',
  notADocument: 'GraphQL 문서의 형식이 올바르지 않습니다.',
  tooLong: `GraphQL 문서가 너무 깁니다. ${GRAPHQL_LIMITS.queryLength.toLocaleString('en-US')}자 이하로 보내주세요.`,
  tooComplex: 'GraphQL 요청이 너무 복잡합니다. 필드와 별칭 수를 줄여주세요.',
  tooDeep: 'GraphQL 요청의 중첩이 너무 깊습니다.',
  invalidVariables: 'GraphQL 변수(variables)가 올바른 JSON 객체가 아닙니다.',
  unsafeCharacter: '요청에 사용할 수 없는 문자가 포함되어 있습니다.',
  introspection: '스키마 조회는 지원하지 않습니다.',
} as const;

function refuse(reply: FastifyReply, code: string, message: string, detail?: string) {
  const extensions = { code, statusCode: 400, ...(detail ? { detail } : {}) };
  return reply.status(400).send({ data: null, errors: [{ message, extensions }] });
}

interface Refusal {
  code: string;
  message: string;
  /** graphql-js' own words for a syntax error, for developers. */
  detail?: string;
}

/** The first limit a document breaks, checked before anything recursive runs on it; null when it may proceed. */
export function checkDocumentSize(query: string): Refusal | null {
  if (query.length > GRAPHQL_LIMITS.queryLength) return { code: 'QUERY_TOO_LONG', message: GRAPHQL_MESSAGES.tooLong };
  const lexer = new Lexer(new Source(query));
  let tokens = 0;
  let depth = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (++tokens > GRAPHQL_LIMITS.tokens) return { code: 'QUERY_TOO_COMPLEX', message: GRAPHQL_MESSAGES.tooComplex };
      if (token.kind === TokenKind.BRACE_L && ++depth > GRAPHQL_LIMITS.depth) {
        return { code: 'QUERY_TOO_DEEP', message: GRAPHQL_MESSAGES.tooDeep };
      }
      if (token.kind === TokenKind.BRACE_R) depth--;
    }
    // Within the limits parsing is cheap. A document that does not parse is refused here: Mercurius would otherwise
    // try it as a JSON-encoded AST ("123", "true" or a hand-made AST), which its validation cannot survive.
    parse(query, { noLocation: true });
  } catch (error) {
    return { code: 'GRAPHQL_PARSE_FAILED', message: GRAPHQL_MESSAGES.notADocument, detail: (error as Error).message };
  }
  return null;
}

/** Verdicts of recently seen documents, so a client's fixed documents are lexed and parsed here once. */
const verdicts = new Map<string, ReturnType<typeof checkDocumentSize>>();

function checkDocumentOnce(query: string): ReturnType<typeof checkDocumentSize> {
  const known = verdicts.get(query);
  if (known !== undefined) return known;
  const verdict = checkDocumentSize(query);
  if (verdicts.size >= 1_000) verdicts.clear();
  verdicts.set(query, verdict);
  return verdict;
}

/** `variables` as sent: an object (POST), JSON text of one (GET), or absent. */
function parseVariables(value: unknown): { ok: true; variables: unknown } | { ok: false } {
  if (value === undefined || value === null) return { ok: true, variables: undefined };
  if (typeof value === 'string') {
    try {
      return parseVariables(JSON.parse(value));
    } catch {
      return { ok: false };
    }
  }
  return typeof value === 'object' && !Array.isArray(value) ? { ok: true, variables: value } : { ok: false };
}

/** Route preHandler of both GraphQL routes: refuses unusable documents before Mercurius parses them. */
async function guardGraphqlRequest(request: FastifyRequest, reply: FastifyReply) {
  if (request.validationError) {
    const validation = (request.validationError as { validation?: Parameters<typeof validationMessage>[0] }).validation;
    return refuse(reply, 'VALIDATION_ERROR', validation ? validationMessage(validation) : GRAPHQL_MESSAGES.missingQuery);
  }
  const input = (request.method === 'GET' ? request.query : request.body) as Record<string, unknown> | undefined;
  const query = input?.query;
  if (typeof query !== 'string' || !query.trim()) return refuse(reply, 'MISSING_QUERY', GRAPHQL_MESSAGES.missingQuery);
  const problem = query.length > GRAPHQL_LIMITS.queryLength ? checkDocumentSize(query) : checkDocumentOnce(query);
  if (problem) return refuse(reply, problem.code, problem.message, problem.detail);
  const variables = parseVariables(input?.variables);
  if (!variables.ok) return refuse(reply, 'INVALID_VARIABLES', GRAPHQL_MESSAGES.invalidVariables);
  if (findUnsafeValue(variables.variables)) return refuse(reply, 'VALIDATION_ERROR', GRAPHQL_MESSAGES.unsafeCharacter);
}

// ---------------------------------------------------------------------------------------------------------------
// Validation rules (after parsing)

function pageSizeOf(args: readonly { name: { value: string }; value: ValueNode }[] | undefined) {
  for (const arg of args ?? []) {
    if (!PAGE_SIZE_ARGUMENTS.has(arg.name.value)) continue;
    if (arg.value.kind === Kind.VARIABLE) return VARIABLE_PAGE_SIZE;
    const value = arg.value.kind === Kind.INT ? Number(arg.value.value) : NaN;
    if (Number.isFinite(value) && value > 1) return value;
  }
  return 1;
}

/** Cost of the operations: every field counts 1, its children once per requested item; fragments expanded once. */
const costRule: ValidationRule = (context: ValidationContext): ASTVisitor => {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const fragmentCost = new Map<string, number>();
  const costOf = (selectionSet: SelectionSetNode | undefined, visiting: Set<string>): number => {
    let cost = 0;
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const children = selection.selectionSet ? costOf(selection.selectionSet, visiting) : 0;
        cost += 1 + children * pageSizeOf(selection.arguments);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        cost += costOf(selection.selectionSet, visiting);
      } else {
        const name = selection.name.value;
        // Cycles are reported by GraphQL's own NoFragmentCycles rule; count them as nothing here.
        if (visiting.has(name)) continue;
        if (!fragmentCost.has(name)) {
          visiting.add(name);
          fragmentCost.set(name, costOf(fragments.get(name)?.selectionSet, visiting));
          visiting.delete(name);
        }
        cost += fragmentCost.get(name)!;
      }
      // Stop adding once over the limit: a bomb's true cost can exceed Number.MAX_VALUE.
      if (cost > GRAPHQL_LIMITS.cost) return cost;
    }
    return cost;
  };
  /** Root fields with fragments expanded (stops counting past the limit). */
  const rootFieldsOf = (selectionSet: SelectionSetNode | undefined, visiting: Set<string>): number => {
    let count = 0;
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) count += 1;
      else if (selection.kind === Kind.INLINE_FRAGMENT) count += rootFieldsOf(selection.selectionSet, visiting);
      else if (!visiting.has(selection.name.value)) {
        visiting.add(selection.name.value);
        count += rootFieldsOf(fragments.get(selection.name.value)?.selectionSet, visiting);
        visiting.delete(selection.name.value);
      }
      if (count > GRAPHQL_LIMITS.rootFields) return count;
    }
    return count;
  };
  return {
    OperationDefinition(node) {
      const tooMany = rootFieldsOf(node.selectionSet, new Set()) > GRAPHQL_LIMITS.rootFields;
      if (tooMany || costOf(node.selectionSet, new Set()) > GRAPHQL_LIMITS.cost) {
        context.reportError(
          new GraphQLError(GRAPHQL_MESSAGES.tooComplex, {
            nodes: [node],
            extensions: { code: 'QUERY_TOO_COMPLEX', statusCode: 400 },
          }),
        );
      }
    },
  };
};

/** String literals in the document are checked like JSON strings: no NUL, no lone surrogates. */
const safeStringLiteralRule: ValidationRule = (context) => ({
  StringValue(node) {
    if (hasUnsafeCharacter(node.value)) {
      context.reportError(
        new GraphQLError(GRAPHQL_MESSAGES.unsafeCharacter, {
          nodes: [node],
          extensions: { code: 'VALIDATION_ERROR', statusCode: 400 },
        }),
      );
    }
  },
});

/**
 * Introspection refused in production, with a Korean message; `__typename` stays. Decided by the two entry fields'
 * names: no type checks, which would fail when graphql is loaded twice (ES module and CommonJS builds).
 */
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);
const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    if (INTROSPECTION_FIELDS.has(node.name.value)) {
      context.reportError(
        new GraphQLError(GRAPHQL_MESSAGES.introspection, {
          nodes: [node],
          extensions: { code: 'INTROSPECTION_DISABLED', statusCode: 400 },
        }),
      );
    }
  },
});

/** The options both Mercurius registrations spread in. */
export function graphqlLimitOptions(appEnv: AppEnv): Pick<MercuriusCommonOptions, 'validationRules'> & {
  additionalRouteOptions: Omit<RouteOptions, 'handler' | 'wsHandler' | 'method' | 'url'>;
} {
  return {
    validationRules: [costRule, safeStringLiteralRule, ...(appEnv === 'production' ? [noIntrospectionRule] : [])],
    additionalRouteOptions: { bodyLimit: GRAPHQL_LIMITS.bodyBytes, preHandler: guardGraphqlRequest },
  };
}
