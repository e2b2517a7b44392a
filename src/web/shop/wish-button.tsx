/**
 * 찜하기 on the product page (ADR 29): a toggle whose words say the wished state too — 찜하기, and 찜 해제 with a filled
 * heart once the product is wished (a label that never changed left sighted members unsure whether it was wished) —
 * with aria-pressed for the state. A visitor is sent to the shop's login with `next=` back to the product; a member's
 * press adds or removes the product at once and the wishlist's pages are refetched.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { setWished } from '../api/wishlist-api';
import { useApiErrorHandler } from '../ui/query-state';
import { getBrowserShopClient } from '../session/browser-client';
import { useCurrentUser } from '../session/use-current-user';
import { toast } from '../toast/toast-provider';
import { ButtonBase } from '../ui/button';
import { HeartIcon } from '../ui/icons';
import { myPageQueries } from './my-page-queries';

export function WishButton({ productNo, title }: { productNo: number; title: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const onError = useApiErrorHandler();
  const { user } = useCurrentUser();
  const status = useQuery({ ...myPageQueries.wished(getBrowserShopClient(), productNo), enabled: Boolean(user) });
  const wished = Boolean(user && status.data?.wished);
  const label = wished ? '찜 해제' : '찜하기';

  const toggle = useMutation({
    mutationFn: (next: boolean) => setWished(getBrowserShopClient(), productNo, next),
    onSuccess: (result) => {
      queryClient.setQueryData(myPageQueries.wished(getBrowserShopClient(), productNo).queryKey, result);
      void queryClient.invalidateQueries({ queryKey: ['shop', 'wishlist'] });
      toast(result.wished ? '찜한 상품에 담았습니다.' : '찜을 해제했습니다.', 'success');
    },
    onError,
  });

  return (
    <Toggle
      type="button"
      $size="lg"
      aria-pressed={wished}
      aria-label={`${title} ${label}`}
      data-testid="wish-toggle"
      disabled={toggle.isPending || (Boolean(user) && status.isPending)}
      onClick={() => {
        if (!user) {
          void router.push(`/login?next=${encodeURIComponent(router.asPath)}`);
          return;
        }
        toggle.mutate(!wished);
      }}
    >
      <HeartIcon size={20} />
      <span>{label}</span>
    </Toggle>
  );
}

const Toggle = styled(ButtonBase)`
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryDark};
    svg {
      fill: currentColor;
    }
  }
`;
