/** The page around the post form (write and edit): where it goes, its heading and the board's rules of conduct. */
import { Link } from '../ui/link';
import styled from 'styled-components';
import { Breadcrumbs, PageContainer, PageTitle } from '../ui/page-layout';
import { boardHref } from './community-queries';
import { PostEditorForm, type PostEditorTarget } from './post-editor-form';

export function PostEditorPage({ heading, boardTitle, target }: { heading: string; boardTitle: string; target: PostEditorTarget }) {
  return (
    <PageContainer>
      <Breadcrumbs aria-label="위치">
        <Link href="/community">커뮤니티</Link>
        <span aria-hidden="true">›</span>
        <Link href={boardHref(target.boardSlug)}>{boardTitle}</Link>
      </Breadcrumbs>
      <PageTitle>{heading}</PageTitle>
      <Rules>
        서로 존중하는 글을 남겨주세요. 연락처·메신저 아이디 공유, 광고, 다른 사람을 비방하는 글은 신고로 가려질 수 있어요.
      </Rules>
      <PostEditorForm target={target} />
    </PageContainer>
  );
}

const Rules = styled.p`
  margin-top: 8px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;
