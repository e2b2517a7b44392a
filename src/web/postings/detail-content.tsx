/**
 * A posting's page (`/activity/<id>`): poster, key facts, D-day, the sanitised body, apply / scrap / share,
 * the organiser's channel card and related postings. The view is counted once when the page mounts (the server
 * counts one per visitor per KST day, so reloads and the development double mount add nothing).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../ui/link';
import styled from 'styled-components';
import type { BrandConfig } from '../../config/brands';
import { formatKstDate, formatKstDateTime } from '../../config/kst';
import { type PostingDetail, type PostingFull, recordPostingView } from '../api/postings-api';
import { LoadingState } from '../ui/query-state';
import { useShareDialog } from '../share/use-share-dialog';
import { mobileQuery } from '../styles/theme';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { ShareIcon } from '../ui/icons';
import { Breadcrumbs, Card, PageContainer } from '../ui/page-layout';
import { ApplyPanel } from './apply-panel';
import { PostingComments } from './portal-comment-thread';
import { getBrowserPortalClient } from '../api/portal-client';
import { DDayBadge } from './d-day-badge';
import {
  CAREER_LEVEL_LABELS,
  EMPLOYMENT_TYPE_LABELS,
  formatPrizeMoney,
  labelOf,
  labelsOf,
  ORGANISER_TYPE_LABELS,
  POSTING_BENEFIT_LABELS,
  POSTING_FIELD_LABELS,
  POSTING_KIND_LABELS,
  POSTING_REGION_LABELS,
  POSTING_STATUS_LABELS,
  POSTING_TARGET_LABELS,
  postingListHref,
} from './posting-labels';
import { PostingList } from './posting-list';
import { PostingQueryError } from './posting-query-error';
import { PostingPoster } from './posting-poster';
import { postingQueries } from './posting-queries';
import { browserPortalClient } from '../api/portal-client';
import { PracticeExamsCard } from './practice-exams-card';
import { ScrapToggle } from './scrap-toggle';
import { RichText } from '../ui/rich-text';
import { useRecordedViews } from '../ui/use-recorded-views';

export interface PostingFact {
  label: string;
  value: string;
}

/** The key facts table, in the order Korean portals show them; rows without a value are left out. */
export function postingFacts(posting: PostingFull): PostingFact[] {
  const benefits = labelsOf(POSTING_BENEFIT_LABELS, posting.benefits);
  const prize = posting.prizeMoney ? `상금 ${formatPrizeMoney(posting.prizeMoney)}` : null;
  const rows: Array<[string, string | null | undefined]> = [
    ['모집 분야', labelOf(POSTING_KIND_LABELS, posting.kind)],
    ['주최·주관', `${posting.organiserName} (${labelOf(ORGANISER_TYPE_LABELS, posting.organiserType)})`],
    ['참여 대상', labelsOf(POSTING_TARGET_LABELS, posting.targets).join(', ')],
    ['지역', labelOf(POSTING_REGION_LABELS, posting.region)],
    ['관심 분야', labelsOf(POSTING_FIELD_LABELS, posting.fields).join(', ')],
    ['혜택', [prize, ...benefits.filter((b) => !(prize && b === POSTING_BENEFIT_LABELS.PRIZE))].filter(Boolean).join(', ')],
    ['고용 형태', posting.employmentType ? labelOf(EMPLOYMENT_TYPE_LABELS, posting.employmentType) : null],
    ['경력', posting.careerLevel ? labelOf(CAREER_LEVEL_LABELS, posting.careerLevel) : null],
    ['접수 기간', `${formatKstDate(posting.receptionStartAt)} ~ ${formatKstDate(posting.receptionEndAt)}`],
    ['발표일', posting.announcementAt ? formatKstDate(posting.announcementAt) : null],
    ['필기전형', posting.writtenTestAt ? formatKstDateTime(posting.writtenTestAt) : null],
  ];
  return rows.filter((row): row is [string, string] => !!row[1]).map(([label, value]) => ({ label, value }));
}

/** Where 지원하기 leads: the organiser's page in a new window, else an e-mail; null when neither is given. */
export function applyTarget(posting: Pick<PostingFull, 'applyUrl' | 'applyEmail'>): { href: string; external: boolean } | null {
  if (posting.applyUrl && /^https?:\/\//i.test(posting.applyUrl)) return { href: posting.applyUrl, external: true };
  if (posting.applyEmail) return { href: `mailto:${posting.applyEmail}`, external: false };
  return null;
}

const recordView = (id: string) => recordPostingView(getBrowserPortalClient(), id);

export function PostingDetailContent({ brand, id }: { brand: BrandConfig; id: string }) {
  const query = useQuery(postingQueries.detail(browserPortalClient, id));
  if (query.isPending) return <PageContainer><LoadingState /></PageContainer>;
  if (query.isError) return <PageContainer><PostingQueryError error={query.error} onRetry={() => void query.refetch()} /></PageContainer>;
  if (!query.data) return null;
  return <PostingDetailView brand={brand} detail={query.data} />;
}

/** A preview counts nothing: the posting is not public, and its id is not a posting's yet. */
const recordNothing = async () => 0;

/**
 * The posting page itself. `preview` is the corporate form's 미리보기: the same page for a posting
 * not yet public, without what only a published posting has (view counting, scrap, share, practice exams, comments,
 * related postings) and without links that would leave the form.
 */
export function PostingDetailView({ brand, detail, preview = false }: { brand: BrandConfig; detail: PostingDetail; preview?: boolean }) {
  const { posting, channel, related, bodyHtml } = detail;
  const recorded = useRecordedViews(posting.id, preview ? recordNothing : recordView);
  const views = preview ? null : recorded;
  const openShare = useShareDialog(brand.name);
  const apply = applyTarget(posting);
  const closed = posting.status === 'CLOSED';

  return (
    <PageContainer>
      {preview ? null : (
        <Breadcrumbs aria-label="위치">
          <Link href={postingListHref('ALL')}>전체 공고</Link>
          <span aria-hidden="true">›</span>
          <Link href={postingListHref(posting.kind)}>{labelOf(POSTING_KIND_LABELS, posting.kind)}</Link>
        </Breadcrumbs>
      )}

      <Top data-testid="posting-detail" data-posting-id={posting.id} data-status={posting.status}>
        <PosterColumn $closed={closed}>
          <PostingPoster posting={posting} eager />
        </PosterColumn>
        <Summary>
          <Badges>
            <DDayBadge posting={posting} />
            <StatusText data-testid="posting-status">{POSTING_STATUS_LABELS[posting.status]}</StatusText>
          </Badges>
          <Title data-testid="posting-title">{posting.title}</Title>
          <Organiser>{posting.organiserName}</Organiser>
          <Facts data-testid="posting-facts">
            <caption className="visually-hidden">공고 요약</caption>
            <tbody>
              {postingFacts(posting).map((fact) => (
                <tr key={fact.label}>
                  <th scope="row">{fact.label}</th>
                  <td>{fact.value}</td>
                </tr>
              ))}
            </tbody>
          </Facts>
          <Stats>
            <span data-testid="posting-views">조회 {(views ?? posting.views).toLocaleString('en-US')}</span>
            <span>댓글 {posting.commentCount.toLocaleString('en-US')}</span>
          </Stats>
          <Actions>
            {closed ? (
              <PrimaryButton type="button" $size="lg" disabled data-testid="apply-button">
                모집이 마감되었습니다
              </PrimaryButton>
            ) : apply ? (
              <PrimaryButton
                as="a"
                $size="lg"
                href={apply.href}
                {...(apply.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                data-testid="apply-button"
              >
                {posting.status === 'UPCOMING' ? '접수 안내 보기' : '지원하기'}
                {apply.external ? <span className="visually-hidden"> (새 창)</span> : null}
              </PrimaryButton>
            ) : null}
            {preview ? null : <ScrapToggle posting={posting} size="lg" />}
            {preview ? null : (
            <ButtonBase
              type="button"
              $size="lg"
              onClick={() => openShare({ url: window.location.href, text: posting.title })}
              data-testid="share-button"
            >
              <ShareIcon size={18} />
              공유하기
            </ButtonBase>
            )}
          </Actions>
          {!preview && posting.acceptsApplications ? <ApplyPanel posting={posting} /> : null}
        </Summary>
      </Top>

      <Main>
        <div>
          <Section aria-labelledby="posting-body-heading">
            <SectionTitle id="posting-body-heading">상세 내용</SectionTitle>
            {/* Sanitised by the server when the posting was written (src/server/postings/sanitize-posting-body.ts). */}
            <RichText data-testid="posting-body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
          </Section>

          {preview ? null : <PracticeExamsCard posting={posting} />}
          {preview ? null : <PostingComments postingId={posting.id} />}
        </div>

        <Aside>
          <ChannelCard data-testid="channel-card">
            <h2>주최 채널</h2>
            <ChannelName>{channel.title}</ChannelName>
            <p>모집중·예정 공고 {channel.openPostingCount.toLocaleString('en-US')}개</p>
            {preview ? null : (
              <ButtonBase as={Link} href={`/channel/${encodeURIComponent(channel.url)}`} data-testid="channel-link">
                채널 보기<span className="visually-hidden">: {channel.title}</span>
              </ButtonBase>
            )}
          </ChannelCard>
        </Aside>
      </Main>

      {!preview && related.length > 0 ? (
        <Section aria-labelledby="related-heading" data-testid="related-postings">
          <SectionTitle id="related-heading">관련 공고</SectionTitle>
          <PostingList postings={related} layout="row" />
        </Section>
      ) : null}
    </PageContainer>
  );
}

const Top = styled.div`
  display: grid;
  grid-template-columns: 300px minmax(0, 1fr);
  gap: 32px;
  align-items: start;
  ${({ theme }) => mobileQuery(theme)} {
    grid-template-columns: minmax(0, 1fr);
    gap: 20px;
  }
`;

const PosterColumn = styled.div<{ $closed: boolean }>`
  img {
    ${({ $closed }) => ($closed ? 'filter: grayscale(1); opacity: 0.6;' : '')}
  }
  ${({ theme }) => mobileQuery(theme)} {
    width: min(240px, 70%);
    margin: 0 auto;
  }
`;

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
`;

const Badges = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const StatusText = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  font-weight: 600;
`;

const Title = styled.h1`
  font-size: 26px;
  font-weight: 800;
  line-height: 1.35;
  letter-spacing: -0.02em;
  ${({ theme }) => mobileQuery(theme)} {
    font-size: 21px;
  }
`;

const Organiser = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

const Facts = styled.table`
  width: 100%;
  border-collapse: collapse;
  border-top: 2px solid ${({ theme }) => theme.colors.text};
  font-size: 14px;
  th,
  td {
    padding: 10px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    width: 110px;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
    white-space: nowrap;
  }
  ${({ theme }) => mobileQuery(theme)} {
    th {
      width: 88px;
    }
  }
`;

const Stats = styled.p`
  display: flex;
  gap: 12px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 4px;
  & > :first-child {
    flex: 1 1 200px;
  }
  ${({ theme }) => mobileQuery(theme)} {
    & > * {
      flex: 1 1 auto;
    }
  }
`;

const Main = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 280px;
  gap: 32px;
  align-items: start;
  ${({ theme }) => mobileQuery(theme)} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
`;

const Section = styled.section`
  margin-top: 40px;
  ${({ theme }) => mobileQuery(theme)} {
    margin-top: 28px;
  }
`;

const SectionTitle = styled.h2`
  margin-bottom: 14px;
  font-size: 20px;
  font-weight: 700;
`;

/** The body's own markup (headings, lists, tables, links) with readable defaults; wide tables scroll. */
const Aside = styled.aside`
  margin-top: 40px;
  ${({ theme }) => mobileQuery(theme)} {
    margin-top: 28px;
  }
`;

const ChannelCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 20px;
  h2 {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 13px;
    font-weight: 600;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
  }
`;

const ChannelName = styled.strong`
  font-size: 18px;
  font-weight: 700;
`;
