/**
 * Which GraphQL documents a visitor's request may be answered with from the read cache (http/serve-public-graphql.ts),
 * judged by their parsed root fields: a query whose every root field is one of an endpoint's public reads. Used by the
 * portal (public-portal-queries.ts) and the community (community/public-queries.ts), whose pages ask these fields
 * through many documents. Each distinct text is judged once, after the same size checks Mercurius' route applies
 * (graphql-limits.ts), and kept in a bounded map.
 */
import { createHash } from 'node:crypto';
import { Kind, type OperationDefinitionNode, parse } from 'graphql';
import type { BrandId } from '../../config/hosts';
import type { PublicQuery } from '../http/serve-public-graphql';
import { checkDocumentSize } from './graphql-limits';

export interface PublicRootFields {
  /** Root fields whose answer is the same for every visitor of a brand, with what makes them stale. */
  fields: Readonly<Record<string, (brand: BrandId) => string[]>>;
  /** Answers that turn with the clock are kept for this slice only (PublicQuery.clockSliceMs). */
  clockSliceMs: number;
}

/** Distinct texts judged; a client's documents are a handful, so a full map is simply cleared. */
const MAX_JUDGED = 500;

/** A finder of the public query a request's document is, if any. */
export function publicQueriesByRootFields({ fields, clockSliceMs }: PublicRootFields): (text: string) => PublicQuery | undefined {
  const judged = new Map<string, PublicQuery | null>();

  function judge(text: string): PublicQuery | null {
    if (checkDocumentSize(text)) return null;
    const document = parse(text, { noLocation: true });
    const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    if (operations.length !== 1 || operations[0]!.operation !== 'query') return null;
    const operation = operations[0]!;
    const tags = new Set<string>();
    const tagsOf: Array<(brand: BrandId) => string[]> = [];
    for (const selection of operation.selectionSet.selections) {
      // Fragments and directives at the root could hide another field or depend on a variable: left to Mercurius.
      if (selection.kind !== Kind.FIELD || selection.directives?.length) return null;
      if (selection.name.value === '__typename') continue;
      const fieldTags = fields[selection.name.value];
      if (!fieldTags) return null;
      if (!tags.has(selection.name.value)) tagsOf.push(fieldTags);
      tags.add(selection.name.value);
    }
    if (tagsOf.length === 0) return null;
    return {
      name: createHash('sha1').update(text).digest('base64url'),
      operationName: operation.name?.value ?? null,
      variableNames: (operation.variableDefinitions ?? []).map((v) => v.variable.name.value),
      tags: (brand) => [...new Set(tagsOf.flatMap((of) => of(brand)))],
      clockSliceMs,
    };
  }

  return (text) => {
    let verdict = judged.get(text);
    if (verdict === undefined) {
      verdict = judge(text);
      if (judged.size >= MAX_JUDGED) judged.clear();
      judged.set(text, verdict);
    }
    return verdict ?? undefined;
  };
}
