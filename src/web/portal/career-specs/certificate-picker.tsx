/**
 * The certificate name field of 스펙 관리: typing searches the 자격증 list (words, abbreviations such as 정처기, or
 * 초성 such as ㅈㅂㅊㄹ; debounced) and a result picks the list's name and issuer; a name not in the list is simply
 * kept as typed (free entry).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { searchCertificates, type CertificateOption } from '../../api/career-specs-api';
import { TextField } from '../../ui/form';
import { browserPortalClient } from '../../api/portal-client';
import { careerSpecKeys } from './career-spec-queries';

const SEARCH_DELAY_MS = 250;

export interface CertificatePickerProps {
  value: string;
  picked: boolean;
  error?: string;
  onType: (name: string) => void;
  onPick: (option: CertificateOption) => void;
}

export function CertificatePicker({ value, picked, error, onType, onPick }: CertificatePickerProps) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const listId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setQuery(value.trim().slice(0, 50)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);

  const results = useQuery({
    queryKey: [...careerSpecKeys.all, 'certificateSearch', query],
    queryFn: () => searchCertificates(browserPortalClient, query),
    enabled: open && !picked && query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  const shown = open && !picked && query.length > 0 ? results.data : undefined;

  return (
    <Box>
      <TextField
        label="자격증명"
        name="name"
        value={value}
        autoComplete="off"
        aria-controls={shown ? listId : undefined}
        onChange={(e) => {
          setOpen(true);
          onType(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
        error={error}
        hint={picked ? '자격증 목록에서 선택했어요.' : '자격증명을 검색해 고르거나, 목록에 없으면 그대로 입력하세요. (예: 정처기, ㅈㅂㅊㄹ)'}
      />
      {shown ? (
        shown.length > 0 ? (
          <Results id={listId} aria-label="자격증 검색 결과" data-testid="certificate-results">
            {shown.map((option) => (
              <li key={option.id}>
                <button
                  type="button"
                  onClick={() => {
                    setOpen(false);
                    onPick(option);
                  }}
                >
                  <strong>{option.name}</strong>
                  <span>{option.issuer}</span>
                </button>
              </li>
            ))}
          </Results>
        ) : (
          <NoResult role="status">목록에 없는 자격증이에요. 입력한 이름 그대로 저장할 수 있어요.</NoResult>
        )
      ) : null}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: 8px;
`;

const Results = styled.ul`
  display: grid;
  max-height: 264px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  button {
    display: flex;
    width: 100%;
    justify-content: space-between;
    gap: 12px;
    padding: 10px 14px;
    border: 0;
    background: none;
    text-align: left;
    font-size: 14px;
  }
  button:hover,
  button:focus-visible {
    background: ${({ theme }) => `${theme.colors.primary}14`};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }
`;

const NoResult = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;
