/**
 * React Query keys and options of the calendar page. Under postingKeys.all, so a scrap toggled anywhere (which
 * invalidates that prefix) refreshes the "내 스크랩만" calendar too.
 */
import { queryOptions } from '@tanstack/react-query';
import type { GraphqlRequester } from '../../api/graphql-clients';
import { getPostingCalendar } from '../../api/posting-calendar-api';
import { postingKeys } from '../../postings/posting-queries';

export const calendarKeys = {
  month: (month: string, scrappedOnly: boolean) => [...postingKeys.all, 'calendar', month, scrappedOnly] as const,
};

export const calendarQueries = {
  month: (client: GraphqlRequester, month: string, scrappedOnly: boolean) =>
    queryOptions({
      queryKey: calendarKeys.month(month, scrappedOnly),
      queryFn: () => getPostingCalendar(client, { month, scrappedOnly }),
    }),
};
