/**
 * /profile (spec §2.5): the member's sections on one page, each saved on its own with its own button and
 * result line, so a refused save in one never loses what was typed in another.
 */
import { useQuery } from '@tanstack/react-query';
import { LoadingState, QueryError } from '../../ui/query-state';
import { PageContainer, PageLead, PageTitle, Stack } from '../../ui/page-layout';
import { browserPortalClient } from '../../api/portal-client';
import { BasicInfoSection } from './basic-info-section';
import { DeleteAccountSection } from './delete-account-section';
import { EmailChangeSection } from './email-change-section';
import { InterestsSection } from './interests-section';
import { LoginMethodsSection } from './login-methods-section';
import { NotificationSettingsSection } from './notification-settings-section';
import { PasswordSection } from './password-section';
import { profileQueries } from './profile-queries';

export function ProfileContent() {
  const profile = useQuery(profileQueries.viewer(browserPortalClient));
  if (profile.isPending) return <LoadingState />;
  if (profile.isError) return <QueryError error={profile.error} onRetry={() => void profile.refetch()} />;
  const data = profile.data;
  return (
    <PageContainer data-testid="profile-page">
      <PageTitle>회원정보 수정</PageTitle>
      <PageLead>항목마다 따로 저장돼요.</PageLead>
      <Stack $gap={20} style={{ marginTop: 28 }}>
        <BasicInfoSection profile={data} />
        <InterestsSection profile={data} />
        <NotificationSettingsSection profile={data} />
        <EmailChangeSection profile={data} />
        <PasswordSection />
        <LoginMethodsSection />
        {data.type === 'NORMAL' ? <DeleteAccountSection /> : null}
      </Stack>
    </PageContainer>
  );
}
