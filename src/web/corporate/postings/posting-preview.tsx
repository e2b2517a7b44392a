/** Step 5, 미리보기: the portal's own posting page, built from the server's preview of the form as it stands. */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { getBrand } from '../../../config/brands';
import type { BrandId } from '../../../config/hosts';
import type { PostingFormValues } from '../../../config/posting-form';
import { previewManagedPosting } from '../../api/posting-management-api';
import type { PostingDetail } from '../../api/postings-api';
import { getBrowserPortalClient } from '../../api/portal-client';
import { PostingDetailView } from '../../postings/detail-content';
import { LoadingState, QueryError } from '../../ui/query-state';
import { inputOf, type PosterValue } from './posting-form-state';

export function PostingPreview({
  brand,
  id,
  values,
  poster,
  onRefused,
}: {
  brand: BrandId;
  id: string | null;
  values: PostingFormValues;
  poster: PosterValue;
  onRefused: (error: unknown, fallback: string) => void;
}) {
  const input = inputOf(values, poster);
  const query = useQuery<PostingDetail>({
    queryKey: ['posting-preview', id, input],
    queryFn: async () => {
      try {
        return await previewManagedPosting(getBrowserPortalClient(), id, input);
      } catch (error) {
        onRefused(error, '미리보기를 만들지 못했습니다.');
        throw error;
      }
    },
    retry: false,
    staleTime: Infinity,
  });
  if (query.isPending) return <LoadingState label="미리보기를 만드는 중입니다…" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <PreviewFrame aria-label="커리어로드에 보이는 모습" data-testid="posting-preview">
      <PostingDetailView brand={getBrand(brand)} detail={query.data} preview />
    </PreviewFrame>
  );
}

const PreviewFrame = styled.section`
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;
