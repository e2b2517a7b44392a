/**
 * Loading and error states of the catalogue and my-CBT sections, both driven by the error catalogue
 * (spec §8): the message comes from getErrorMessage, and a 401/403 goes through handleApiError, which
 * alerts and sends the user to /login?redirect=<this page>.
 */
import { useRouter } from 'next/router';
import { useCallback, useEffect } from 'react';
import styled, { keyframes } from 'styled-components';
import { getErrorMessage, getErrorStatus, handleApiError } from '../api/error-catalogue';
import { showAlert } from '../modal/modal-provider';
import { Card } from './page-layout';

/** The handler for failed mutations: catalogue message in an alert, login redirect on 401/403. */
export function useApiErrorHandler(): (error: unknown) => void {
  const router = useRouter();
  return useCallback(
    (error: unknown) => {
      handleApiError(error, {
        alert: (message) => void showAlert(message),
        redirect: (url) => void router.push(url),
        returnPath: router.asPath,
      });
    },
    [router],
  );
}

function isAuthFailure(error: unknown): boolean {
  const status = getErrorStatus(error);
  return status === 401 || status === 403;
}

export function LoadingState({ label = '불러오는 중입니다…' }: { label?: string }) {
  return (
    <LoadingBox role="status" aria-live="polite" data-testid="loading-state">
      <Spinner aria-hidden="true" />
      <span>{label}</span>
    </LoadingBox>
  );
}

export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const router = useRouter();
  const authFailure = isAuthFailure(error);
  useEffect(() => {
    // Once per failure: an expired session on a personal list sends the user to log in again.
    if (!authFailure) return;
    handleApiError(error, {
      alert: (message) => void showAlert(message),
      redirect: (url) => void router.replace(url),
      returnPath: router.asPath,
    });
    // Keyed on the error only: the router object changes on every navigation and must not repeat the alert.
  }, [error]);
  return (
    <ErrorBox role="alert" data-testid="error-state">
      <p>{getErrorMessage(error)}</p>
      {onRetry && !authFailure ? (
        <RetryButton type="button" onClick={onRetry}>
          다시 시도
        </RetryButton>
      ) : null}
    </ErrorBox>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const LoadingBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  padding: 40px 20px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Spinner = styled.span`
  width: 18px;
  height: 18px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const ErrorBox = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  margin-top: 16px;
  padding: 32px 20px;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
`;

export const RetryButton = styled.button`
  height: 40px;
  padding: 0 18px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;
