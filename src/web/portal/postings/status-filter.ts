/**
 * The reception-state choice of the posting lists and the search (`?statuses=`): 모집중 by default, as Korean portals
 * open on what can be applied to now, with 모집예정, 마감 and 전체 one click away. In the address: nothing for the
 * default, `statuses=ALL` for every state, else the codes (`statuses=UPCOMING`; older links naming several still
 * open what they name). Pure, shared by getServerSideProps and the pages, so both ask the same query.
 */
import { POSTING_STATUS_CODES, type PostingStatus } from '../../postings/posting-labels';

export const DEFAULT_POSTING_STATUSES: readonly PostingStatus[] = ['OPEN'];
/** The address's word for every state (an empty choice). */
const EVERY_STATE = 'ALL';

export type StatusChoice = PostingStatus | 'ALL';

/** The choices offered, in order: the default first. */
export const STATUS_CHOICES: ReadonlyArray<{ choice: StatusChoice; label: string }> = [
  { choice: 'OPEN', label: '모집중' },
  { choice: 'UPCOMING', label: '모집예정' },
  { choice: 'CLOSED', label: '마감' },
  { choice: 'ALL', label: '전체' },
];

/** The states a `statuses` parameter names: the default when absent or unreadable, none (every state) for ALL. */
export function statusesFromQuery(value: string | string[] | undefined): PostingStatus[] {
  const raw = (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((v) => v.split(',')).map((v) => v.trim());
  if (raw.includes(EVERY_STATE)) return [];
  const picked = POSTING_STATUS_CODES.filter((code) => raw.includes(code));
  return picked.length > 0 ? picked : [...DEFAULT_POSTING_STATUSES];
}

/** The `statuses` values to write: none for the default, ALL for every state, else the codes in a fixed order. */
export function statusesQueryValues(statuses: readonly PostingStatus[]): string[] {
  if (statuses.length === 0) return [EVERY_STATE];
  if (statuses.length === DEFAULT_POSTING_STATUSES.length && statuses.every((s) => DEFAULT_POSTING_STATUSES.includes(s))) return [];
  return POSTING_STATUS_CODES.filter((code) => statuses.includes(code));
}

export function statusesOfChoice(choice: StatusChoice): PostingStatus[] {
  return choice === 'ALL' ? [] : [choice];
}

/** The choice the states are, or null for a combination no single choice names. */
export function choiceOfStatuses(statuses: readonly PostingStatus[]): StatusChoice | null {
  if (statuses.length === 0) return 'ALL';
  return statuses.length === 1 ? statuses[0]! : null;
}
