/**
 * Where a company's sign-up stands (ADR 22): waiting for review, approved, or rejected with what to do about it.
 * Shown on the corporate home and on /profile; the words follow the channel-unavailable dialog of spec §6.
 */
import { Link } from '../ui/link';
import styled from 'styled-components';
import { formatKstDate } from '../../config/kst';
import type { CorporateProfile } from '../api/corporate-accounts-api';

const TITLES: Record<CorporateProfile['approvalStatus'], string> = {
  PENDING: '승인 대기 중',
  APPROVED: '승인 완료',
  REJECTED: '승인 반려',
};

export function CorporateApprovalStatus({ profile, showProfileLink = false }: { profile: CorporateProfile; showProfileLink?: boolean }) {
  const status = profile.approvalStatus;
  return (
    <Panel role="status" data-testid="corporate-approval-status" data-status={status} $status={status}>
      <Title>
        기업회원 {TITLES[status]}
        {status === 'APPROVED' && profile.approvedAt ? <When> ({formatKstDate(profile.approvedAt)} 승인)</When> : null}
      </Title>
      {status === 'PENDING' ? (
        <Text>
          {profile.companyName}의 기업회원 가입을 검토하고 있습니다. 승인이 완료되면 공고 등록과 채널 서비스를 이용할 수
          있습니다.
        </Text>
      ) : null}
      {status === 'APPROVED' ? <Text>공고 등록과 채널 서비스를 이용할 수 있습니다.</Text> : null}
      {status === 'REJECTED' ? (
        <Text>
          기업회원 가입이 승인되지 않았습니다. 사업자등록번호를 정확히 입력했는지 확인해주세요. 번호를 고치면 다시 검토합니다.
        </Text>
      ) : null}
      {/* The operator's own words (ADR 24), when the console gave a reason. */}
      {status === 'REJECTED' && profile.rejectionReason ? (
        <Reason data-testid="corporate-rejection-reason">반려 사유: {profile.rejectionReason}</Reason>
      ) : null}
      {showProfileLink && status !== 'APPROVED' ? <ProfileLink href="/profile">회원·기업 정보 확인하기</ProfileLink> : null}
    </Panel>
  );
}

const Panel = styled.div<{ $status: CorporateProfile['approvalStatus'] }>`
  display: grid;
  gap: 6px;
  padding: 16px 18px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid
    ${({ theme, $status }) => ($status === 'APPROVED' ? theme.colors.success : $status === 'REJECTED' ? theme.colors.danger : theme.colors.warn)};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.p`
  font-weight: 700;
`;

const When = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

const Text = styled.p`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Reason = styled.p`
  font-size: 14px;
  font-weight: 600;
  white-space: pre-line;
`;

const ProfileLink = styled(Link)`
  justify-self: start;
  font-size: 14px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
`;
