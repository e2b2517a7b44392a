/** The console's lists as tables (queues and the audit log): wide screens read across, narrow ones scroll sideways. */
import styled from 'styled-components';

export const TableScroller = styled.div`
  margin-top: 16px;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

export const ConsoleTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 10px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 700;
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
`;

export const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;

export const StatusText = styled.span<{ $tone: 'success' | 'danger' | 'warn' | 'muted' }>`
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $tone }) => ($tone === 'muted' ? theme.colors.muted : theme.colors[$tone])};
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;
