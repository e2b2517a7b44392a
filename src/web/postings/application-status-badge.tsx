/** 서류 검토 중 / 서류 합격 / 불합격 as one badge, the same on the corporate list, the application and the member's list. */
import styled from 'styled-components';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '../api/applications-api';

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge $status={status} data-testid="application-status" data-status={status}>
      {APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}

const Badge = styled.span<{ $status: ApplicationStatus }>`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 0 10px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 700;
  background: ${({ $status }) => ($status === 'PASSED' ? '#e7f6ec' : $status === 'FAILED' ? '#fdecec' : '#eef0f3')};
  color: ${({ $status, theme }) => ($status === 'PASSED' ? '#1d6b38' : $status === 'FAILED' ? '#a1261f' : theme.colors.text)};
`;
