/**
 * 알림 설정: a checkbox per notification kind, checked = the member gets it. Saved as the kinds turned off; the
 * server then writes none of those (src/server/accounts/notification-recipient.ts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import type { NotificationKind } from '../../api/graphql/portal-operations.generated';
import { type ViewerProfile, updateNotificationSettings } from '../../api/profile-api';
import { toast } from '../../toast/toast-provider';
import { browserPortalClient } from '../../api/portal-client';
import { ProfileSection, type SectionResult } from './profile-section';
import { profileKeys } from './profile-queries';
import { graphqlErrorMessage } from '../../api/graphql-errors';

/** Every kind the server knows (NotificationKind), in the order shown, with what it is about. */
export const NOTIFICATION_KIND_OPTIONS: ReadonlyArray<{ kind: NotificationKind; label: string; hint: string }> = [
  { kind: 'POSTING_CLOSING', label: '스크랩 공고 마감 알림', hint: '스크랩한 공고 마감 3일 전과 하루 전' },
  { kind: 'COMMENT_REPLY', label: '내 댓글의 답글 알림', hint: '공고·채널에 남긴 댓글에 답글이 달렸을 때' },
  { kind: 'CHANNEL_NEWS', label: '팔로우 채널 새 소식', hint: '팔로우한 채널에 새 공고가 올라왔을 때' },
  { kind: 'GENERAL', label: '서비스 알림', hint: '모의고사 결과, 서비스 안내 등 그 밖의 알림' },
];

export function NotificationSettingsSection({ profile }: { profile: ViewerProfile }) {
  const queryClient = useQueryClient();
  const [muted, setMuted] = useState<string[]>(profile.mutedNotificationKinds);
  const [result, setResult] = useState<SectionResult | null>(null);

  const save = useMutation({
    mutationFn: () => updateNotificationSettings(browserPortalClient, muted),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.viewer, saved);
      setResult({ kind: 'success', message: '알림 설정을 저장했어요.' });
      toast('알림 설정을 저장했어요.', 'success');
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
      id="notifications"
      title="알림 설정"
      description="받고 싶은 알림만 골라 주세요. 끈 알림은 알림함에 쌓이지 않아요."
      onSubmit={onSubmit}
      submitLabel="알림 설정 저장"
      pending={save.isPending}
      result={result}
    >
      <Options>
        <legend className="visually-hidden">받을 알림</legend>
        {NOTIFICATION_KIND_OPTIONS.map(({ kind, label, hint }) => (
          <label key={kind}>
            <input
              type="checkbox"
              name="notificationKinds"
              value={kind}
              checked={!muted.includes(kind)}
              onChange={(event) =>
                setMuted((current) => (event.target.checked ? current.filter((k) => k !== kind) : [...current, kind]))
              }
            />
            <span>
              <strong>{label}</strong>
              <small>{hint}</small>
            </span>
          </label>
        ))}
      </Options>
    </ProfileSection>
  );
}

const Options = styled.fieldset`
  grid-column: 1 / -1;
  display: grid;
  gap: 12px;
  border: 0;
  padding: 0;
  margin: 0;
  label {
    display: flex;
    align-items: flex-start;
    gap: 10px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    margin-top: 2px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  span {
    display: grid;
    gap: 2px;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 13px;
  }
`;
