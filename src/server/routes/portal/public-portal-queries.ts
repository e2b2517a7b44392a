/**
 * Which portal GraphQL documents a visitor's request may be answered with from the read cache
 * (http/serve-public-graphql.ts; issue 10's public reads, issue 14's posting lists and search): a query whose every
 * root field is one of the public posting reads below. Their answers depend only on the brand, the variables, rows
 * whose writes bump `postings:<brand>` (and `exams:<brand>` for the practice exams) and the clock (모집중/마감 and
 * D-day), so they are kept per minute. Viewer fields (viewerHasScrapped) are false for every visitor, and a member's
 * request never reaches this door.
 *
 * Unlike the community's short fixed list (public-queries.ts), the portal's pages ask these fields through many
 * documents (lists, rows, search, the posting page), so a document is judged by its parsed root fields: once per
 * distinct text, kept in a bounded map, after the same size checks Mercurius' route applies (graphql-limits.ts).
 */
import { createHash } from 'node:crypto';
import { Kind, type OperationDefinitionNode, parse } from 'graphql';
import type { BrandId } from '../../../config/hosts';
import { readTags } from '../../http/public-read';
import type { PublicQuery } from '../../http/serve-public-graphql';
import { checkDocumentSize } from '../graphql-limits';

/** Root fields whose answer is the same for every visitor of a brand, with what makes them stale. */
const PUBLIC_ROOT_FIELDS: Readonly<Record<string, (brand: BrandId) => string[]>> = {
  postings: (brand) => [readTags.postings(brand)],
  posting: (brand) => [readTags.postings(brand)],
  searchPostings: (brand) => [readTags.postings(brand)],
  closingSoonPostings: (brand) => [readTags.postings(brand)],
  postingPracticeExams: (brand) => [readTags.postings(brand), readTags.exams(brand)],
};

/** A posting's status and D-day turn with the clock: no answer is kept past the minute it was made in. */
const CLOCK_SLICE_MS = 60_000;

/** Distinct texts judged; a client's documents are a handful, so a full map is simply cleared. */
const MAX_JUDGED = 500;
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
    const fieldTags = PUBLIC_ROOT_FIELDS[selection.name.value];
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
    clockSliceMs: CLOCK_SLICE_MS,
  };
}

/** The public query a portal request's document is, if any. */
export function findPublicPortalQuery(text: string): PublicQuery | undefined {
  let verdict = judged.get(text);
  if (verdict === undefined) {
    verdict = judge(text);
    if (judged.size >= MAX_JUDGED) judged.clear();
    judged.set(text, verdict);
  }
  return verdict ?? undefined;
}
