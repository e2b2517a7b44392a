/**
 * /manage/welcome: the first page after signing up. The member picks fields of interest (at most 10) and
 * who they are (target); saving writes them through updateViewerInterests and goes to the home, whose 추천 row then
 * ranks by them. Codes and labels are the postings' (posting-labels.ts); the server checks the codes again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import { useRouter } from 'next/router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { updateViewerInterests } from '../../api/member-interests-api';
import { LoadingState, QueryError } from '../../ui/query-state';
import { mobileQuery } from '../../styles/theme';
import { toast } from '../../toast/toast-provider';
import { FormError, SubmitButton } from '../../ui/form';
import { PageContainer, PageLead, PageTitle } from '../../ui/page-layout';
import { postingKeys } from '../../postings/posting-queries';
import { browserPortalClient } from '../../api/portal-client';
import { InterestChoices } from '../../postings/interest-choices';
import { interestKeys, interestQueries } from '../../postings/interest-queries';
import { graphqlErrorMessage } from '../../api/graphql-errors';

export function WelcomeForm({ userName }: { userName: string | null }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const current = useQuery(interestQueries.viewer(browserPortalClient));
  // Saved choices fill the form (a returning member edits rather than starts over): at once when prefetched, else once
  // they arrive; a later refetch never overwrites what the member is choosing.
  const [interests, setInterests] = useState<string[]>(() => current.data?.interests ?? []);
  const [targets, setTargets] = useState<string[]>(() => current.data?.targets ?? []);
  const [error, setError] = useState<string | null>(null);
  const filled = useRef(current.data !== undefined);
  useEffect(() => {
    if (!current.data || filled.current) return;
    filled.current = true;
    setInterests(current.data.interests);
    setTargets(current.data.targets);
  }, [current.data]);

  const save = useMutation({
    mutationFn: () => updateViewerInterests(browserPortalClient, { interests, targets }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(interestKeys.viewer, saved);
      await queryClient.invalidateQueries({ queryKey: postingKeys.all });
      toast('관심 분야를 저장했어요. 맞춤 공고를 추천해 드릴게요.', 'success');
      await router.push('/');
    },
    onError: (e) => setError(graphqlErrorMessage(e, '저장하지 못했어요. 잠시 후 다시 시도해주세요.')),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (interests.length === 0) {
      setError('관심 분야를 하나 이상 골라주세요.');
      return;
    }
    save.mutate();
  };

  if (current.isPending) return <LoadingState />;
  if (current.isError) return <QueryError error={current.error} onRetry={() => void current.refetch()} />;

  return (
    <PageContainer data-testid="welcome-page">
      <PageTitle>{userName ? `${userName}님, 환영해요!` : '환영해요!'}</PageTitle>
      <PageLead>관심 분야와 지금의 나를 알려주시면 딱 맞는 공모전·대외활동·인턴·채용 공고를 추천해 드려요.</PageLead>
      <Form onSubmit={onSubmit} noValidate>
        <InterestChoices interests={interests} targets={targets} onInterestsChange={setInterests} onTargetsChange={setTargets} />
        {error ? (
          <FormError role="alert" data-testid="welcome-error">
            {error}
          </FormError>
        ) : null}
        <Actions>
          <SkipLink href="/">다음에 할게요</SkipLink>
          <SubmitButton type="submit" disabled={save.isPending} data-testid="welcome-save">
            {save.isPending ? '저장하는 중…' : '저장하고 시작하기'}
          </SubmitButton>
        </Actions>
      </Form>
    </PageContainer>
  );
}

const Form = styled.form`
  display: grid;
  gap: 28px;
  margin-top: 28px;
  max-width: 760px;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 16px;
  button {
    padding: 0 28px;
  }
  ${({ theme }) => mobileQuery(theme)} {
    flex-direction: column-reverse;
    align-items: stretch;
  }
`;

const SkipLink = styled(Link)`
  color: ${({ theme }) => theme.colors.muted};
  text-decoration: underline;
  text-align: center;
`;
