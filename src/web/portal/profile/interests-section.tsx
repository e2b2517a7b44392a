/** 관심 분야 / 대상: the choices /manage/welcome sets, saved through the same operation (updateViewerInterests). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { updateViewerInterests } from '../../api/member-interests-api';
import type { ViewerProfile } from '../../api/profile-api';
import { toast } from '../../toast/toast-provider';
import { InterestChoices } from '../../postings/interest-choices';
import { interestKeys } from '../../postings/interest-queries';
import { postingKeys } from '../../postings/posting-queries';
import { browserPortalClient } from '../../api/portal-client';
import { FullWidth, ProfileSection, type SectionResult } from './profile-section';
import { profileKeys } from './profile-queries';
import { graphqlErrorMessage } from '../../api/graphql-errors';

export function InterestsSection({ profile }: { profile: ViewerProfile }) {
  const queryClient = useQueryClient();
  const [interests, setInterests] = useState<string[]>(profile.interests);
  const [targets, setTargets] = useState<string[]>(profile.targets);
  const [result, setResult] = useState<SectionResult | null>(null);

  const save = useMutation({
    mutationFn: () => updateViewerInterests(browserPortalClient, { interests, targets }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(interestKeys.viewer, saved);
      queryClient.setQueryData(profileKeys.viewer, (old: ViewerProfile | undefined) =>
        old ? { ...old, interests: saved.interests, targets: saved.targets } : old,
      );
      setResult({ kind: 'success', message: '관심 분야를 저장했어요. 추천 공고에 반영됩니다.' });
      toast('관심 분야를 저장했어요.', 'success');
      // 추천 ranks by them.
      await queryClient.invalidateQueries({ queryKey: postingKeys.all });
    },
    onError: (error) => setResult({ kind: 'error', message: graphqlErrorMessage(error, '저장하지 못했어요. 잠시 후 다시 시도해주세요.') }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    save.mutate();
  };

  return (
    <ProfileSection
      id="interests"
      title="관심 분야 / 대상"
      description="고른 분야와 대상으로 맞춤 공고를 추천해 드려요."
      onSubmit={onSubmit}
      submitLabel="관심 분야 저장"
      pending={save.isPending}
      result={result}
    >
      <FullWidth>
        <InterestChoices interests={interests} targets={targets} onInterestsChange={setInterests} onTargetsChange={setTargets} targetsLegend="대상" />
      </FullWidth>
    </ProfileSection>
  );
}
