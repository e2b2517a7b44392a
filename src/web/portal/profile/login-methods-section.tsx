/**
 * 간편 로그인 연결 on /profile: the member's Kakao and Naver links. 연결하기 is the same full-page redirect
 * as the login (the member's session links it on return); 연결 해제 is refused while it is the only way in (no
 * password, no other provider), with the server's Korean message. Hidden when the server offers no provider.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { SOCIAL_PROVIDER_LABELS, socialStartPath } from '../../../config/social-login';
import { getServerMessage } from '../../api/error-catalogue';
import { getLoginMethods, type SocialProviderCode, unlinkSocialIdentity } from '../../api/social-login-api';
import { formatKstDay } from '../../../config/kst';
import { getBrowserCbtClient } from '../../session/browser-client';
import { toast } from '../../toast/toast-provider';
import { ButtonBase } from '../../ui/button';
import { FormError } from '../../ui/form';
import { ProfileSectionCard, ProfileSectionDescription } from './profile-section';

const LOGIN_METHODS_KEY = ['auth', 'login-methods'] as const;

export function LoginMethodsSection() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const query = useQuery({ queryKey: LOGIN_METHODS_KEY, queryFn: () => getLoginMethods(getBrowserCbtClient()) });
  const unlink = useMutation({
    mutationFn: (provider: SocialProviderCode) => unlinkSocialIdentity(getBrowserCbtClient(), provider),
    onSuccess: (_void, provider) => {
      setError(null);
      toast(`${SOCIAL_PROVIDER_LABELS[provider]} 연결을 해제했어요.`, 'success');
      void queryClient.invalidateQueries({ queryKey: LOGIN_METHODS_KEY });
    },
    onError: (failure) => setError(getServerMessage(failure) ?? '연결을 해제하지 못했어요. 잠시 후 다시 시도해주세요.'),
  });
  const data = query.data;
  if (!data || data.available.length === 0) return null;

  return (
    <ProfileSectionCard aria-labelledby={headingId} data-testid="profile-login-methods">
      <h2 id={headingId}>간편 로그인 연결</h2>
      <ProfileSectionDescription>
        {data.hasPassword ? '이메일과 비밀번호 외에 카카오·네이버로도 로그인할 수 있어요.' : '비밀번호 없이 연결된 계정으로 로그인하고 있어요.'}
      </ProfileSectionDescription>
      <List>
        {data.available.map((provider) => {
          const linked = data.identities.find((i) => i.provider === provider);
          const label = SOCIAL_PROVIDER_LABELS[provider];
          return (
            <Row key={provider} data-testid={`login-method-${provider.toLowerCase()}`} data-linked={Boolean(linked)}>
              <span>
                <strong>{label}</strong>{' '}
                {linked ? `연결됨 · ${formatKstDay(linked.linkedAt)}${linked.email ? ` · ${linked.email}` : ''}` : '연결 안 됨'}
              </span>
              {linked ? (
                <ButtonBase
                  type="button"
                  disabled={unlink.isPending}
                  // Undone as easily as done (연결하기 again), so no confirmation step.
                  onClick={() => unlink.mutate(provider)}
                  data-testid="login-method-unlink"
                >
                  연결 해제<span className="visually-hidden">: {label}</span>
                </ButtonBase>
              ) : (
                <ButtonBase as="a" href={socialStartPath(provider, '/profile')}>
                  연결하기<span className="visually-hidden">: {label}</span>
                </ButtonBase>
              )}
            </Row>
          );
        })}
      </List>
      {error ? (
        <FormError role="alert" data-testid="login-methods-error">
          {error}
        </FormError>
      ) : null}
    </ProfileSectionCard>
  );
}

const List = styled.ul`
  display: grid;
  gap: 10px;
  margin: 16px 0 8px;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font-size: 14px;
`;
