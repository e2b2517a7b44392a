/**
 * Demo community content (original Korean text written for this project), loaded by src/seed/seed-community.ts.
 * Per brand: a few general menus, and one information-room menu per exam board slug of the exam content
 * (content/*.ts communityBoardSlug). Every menu is bookmarkable: any board, 자유게시판 and the anonymous ones included,
 * can join a member's shortcuts (the like/submit step adds the exam's information room).
 * Times are relative to the seeding moment; a few posts are under 24 hours old so hasNewPost shows somewhere.
 * Bodies are editor HTML; images use the brand's share image so they resolve.
 */
import type { BrandId } from '../../config/hosts';

/** A demo account (src/seed/seed.ts DEMO_ACCOUNTS) of the same brand, or a name without an account. */
export type SeedCommunityAuthor = { email: string } | { nickname: string };

export interface SeedCommunityComment {
  author: SeedCommunityAuthor;
  body: string;
  /** Minutes after the post; never later than the seeding moment. */
  minutesAfterPost: number;
  /** Replies to this comment (one level: a reply has none). */
  replies?: SeedCommunityComment[];
}

export interface SeedCommunityPost {
  title: string;
  body: string;
  author: SeedCommunityAuthor;
  hoursAgo: number;
  views: number;
  /** Pinned above the board's list. */
  isNotice?: boolean;
  comments?: SeedCommunityComment[];
}

export interface SeedCommunityBoard {
  slug: string;
  title: string;
  description: string;
  /** Every nickname on the board is shown as 익명. */
  anonymous?: boolean;
  posts: SeedCommunityPost[];
}

export interface SeedCommunityMenu {
  brand: BrandId;
  slug: string;
  title: string;
  isShortcut: boolean;
  bookmarkable: boolean;
  boards: SeedCommunityBoard[];
}

const A_STUDENT = { email: 'student@careerroad.kr' };
const A_HR = { email: 'hr@careerroad.kr' };
const B_NURSE = { email: 'nurse@nursepass.co.kr' };
const B_STUDENT = { email: 'student@nursepass.co.kr' };
const by = (nickname: string) => ({ nickname });
const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const image = (brand: BrandId, alt: string) => `<p><img src="/brands/${brand}/share.png" alt="${alt}"></p>`;
const video = (id: string, label: string) =>
  `<p><a href="https://www.youtube.com/watch?v=${id}" target="_blank" rel="noopener">${label}</a></p>`;

/** An information room: a bookmarkable menu with one board of the same slug. */
function infoRoom(brand: BrandId, slug: string, title: string, description: string, posts: SeedCommunityPost[]): SeedCommunityMenu {
  return { brand, slug, title, isShortcut: false, bookmarkable: true, boards: [{ slug, title, description, posts }] };
}

/** A general menu with one board of the same slug, shown in the shortcut bar unless asked otherwise. */
function generalMenu(
  brand: BrandId,
  slug: string,
  title: string,
  description: string,
  posts: SeedCommunityPost[],
  options: { isShortcut?: boolean } = {},
): SeedCommunityMenu {
  return {
    brand,
    slug,
    title,
    isShortcut: options.isShortcut ?? true,
    bookmarkable: true,
    boards: [{ slug, title, description, posts }],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Brand A — 커리어로드

const brandA: SeedCommunityMenu[] = [
  generalMenu('a', 'free', '자유게시판', '취업 준비 이야기를 자유롭게 나누는 곳입니다.', [
    {
      title: '[공지] 자유게시판 이용 규칙 안내',
      body: p(
        '서로를 존중하는 대화를 부탁드립니다. 비방, 광고, 개인정보가 담긴 글은 예고 없이 삭제될 수 있어요.',
        '기업 채용 정보는 공고 게시판을, 시험 질문은 각 시험 정보방을 이용해 주세요.',
      ),
      author: by('커리어로드 운영팀'),
      hoursAgo: 400,
      views: 1320,
      isNotice: true,
    },
    {
      title: '[공지] 연락처·메신저 아이디 공유 주의',
      body: p('스터디 모집 글이라도 전화번호나 메신저 아이디를 본문에 남기지 말아 주세요. 댓글로 쪽지를 요청하는 방식을 권장합니다.'),
      author: by('커리어로드 운영팀'),
      hoursAgo: 150,
      views: 611,
      isNotice: true,
    },
    {
      title: '오늘 도서관 자리 전쟁 실화인가요',
      body: p(
        '시험 기간도 아닌데 아침 8시에 갔더니 열람실이 거의 다 찼더라고요.',
        '다들 하반기 공채 준비하시는 것 같아요. 저도 자극받고 갑니다. 오늘 하루도 화이팅!',
      ),
      author: by('아침형취준생'),
      hoursAgo: 5,
      views: 87,
      comments: [
        {
          author: A_STUDENT,
          body: '저도 오늘 자리 없어서 카페로 왔어요 ㅠㅠ',
          minutesAfterPost: 25,
          replies: [
            { author: by('아침형취준생'), body: '카페도 집중 잘 되면 괜찮죠! 같이 힘내요.', minutesAfterPost: 40 },
            { author: by('열람실지박령'), body: '구립도서관 분관은 비교적 한산해요.', minutesAfterPost: 65 },
          ],
        },
        { author: by('열람실지박령'), body: '평일엔 7시 반 전에 가야 창가 자리 잡혀요.', minutesAfterPost: 70 },
      ],
    },
    {
      title: '자소서 첫 문장 어떻게 시작하세요?',
      body: p(
        '지원 동기 문항 첫 문장을 세 번째 갈아엎는 중입니다.',
        '경험부터 꺼내는 게 나은지, 회사 이야기로 시작하는 게 나은지 다들 어떻게 쓰시는지 궁금해요.',
      ),
      author: A_STUDENT,
      hoursAgo: 52,
      views: 214,
      comments: [
        { author: A_HR, body: '읽는 입장에서는 결론(왜 우리 회사인지)이 먼저 보이는 글이 기억에 남습니다.', minutesAfterPost: 180 },
        { author: by('서류합격10회'), body: '저는 숫자가 들어간 경험 한 줄로 시작해요. 눈에 잘 띄더라고요.', minutesAfterPost: 240 },
        { author: A_STUDENT, body: '두 분 다 감사합니다! 결론 먼저 써 볼게요.', minutesAfterPost: 300 },
      ],
    },
    {
      title: '면접 복장 질문입니다 (공기업 사무직)',
      body: p('블라인드 면접이라 단정하게만 입으면 된다고 들었는데, 넥타이는 꼭 매야 할까요?'),
      author: by('첫면접떨려요'),
      hoursAgo: 140,
      views: 156,
      comments: [{ author: by('작년합격자'), body: '저는 매고 갔는데 안 매신 분도 꽤 있었어요. 깔끔함이 제일 중요해요.', minutesAfterPost: 95 }],
    },
  ]),
  generalMenu('a', 'pass-reviews', '합격 후기', '합격하신 분들의 준비 과정과 노하우를 모았습니다.', [
    {
      title: '비전공자 공기업 사무직 최종 합격 후기',
      body: p(
        '경영학 비전공이라 전공 필기가 가장 걱정이었습니다. 3개월 동안 하루 두 시간씩 전공만 따로 떼어 공부했어요.',
        'NCS는 모의고사를 실제 시간에 맞춰 풀고, 틀린 문제는 오답노트에 유형별로 정리했습니다.',
        '면접은 스터디원들과 서로 꼬리 질문을 던지는 연습이 제일 도움이 됐어요. 모두 좋은 결과 있으시길!',
      ),
      author: by('드디어출근'),
      hoursAgo: 200,
      views: 1240,
      comments: [
        { author: A_STUDENT, body: '전공 공부는 어떤 순서로 하셨는지 궁금해요!', minutesAfterPost: 60 },
        { author: by('드디어출근'), body: '경영학 원론 → 회계 → 경제 순으로 했고, 계산 문제는 매일 조금씩 풀었어요.', minutesAfterPost: 150 },
      ],
    },
    {
      title: '대기업 인적성 2주 벼락치기로 통과했습니다',
      body: p(
        '서류 발표가 늦게 나서 인적성까지 2주밖에 없었어요.',
        '유형별로 하루 한 세트씩 시간 재고 풀고, 추리 영역은 틀린 유형만 다시 풀었습니다. 포기하지 마세요!',
      ),
      author: by('막차탑승'),
      hoursAgo: 330,
      views: 876,
    },
  ]),
  generalMenu(
    'a',
    'study-groups',
    '스터디 모집',
    '함께 공부할 스터디원을 찾고 모집하는 곳입니다.',
    [
      {
        title: '[온라인] NCS 모의고사 주 2회 스터디 (2명 모집)',
        body: p(
          '화·금 저녁 9시에 온라인으로 모의고사를 같이 풀고 30분 동안 오답을 공유합니다.',
          '커리어로드 CBT 모의고사로 진행하고, 무단 불참 2회면 아쉽지만 정리합니다. 댓글 주세요!',
        ),
        author: A_STUDENT,
        hoursAgo: 30,
        views: 98,
        comments: [
          { author: by('밤샘마라토너'), body: '참여하고 싶어요! 수리 영역이 약한데 괜찮을까요?', minutesAfterPost: 45 },
          { author: A_STUDENT, body: '물론이죠. 쪽지로 오픈채팅 링크 드릴게요.', minutesAfterPost: 80 },
        ],
      },
      {
        title: '한국사 심화 주말 오프라인 스터디 구합니다 (강남)',
        body: p('토요일 오전 10시~12시, 강남역 근처 스터디룸에서 기출 회독합니다. 현재 3명이에요.'),
        author: by('한능검1급가자'),
        hoursAgo: 96,
        views: 61,
      },
    ],
    { isShortcut: false },
  ),
  generalMenu('a', 'mentor', '멘토 게시판', '현직자 멘토에게 직무와 채용 과정을 묻는 곳입니다.', [
    {
      title: '에너지 공기업 신입 채용, 현직자가 알려드리는 준비 순서',
      body: p(
        '안녕하세요, 에너지 업계 인사 담당입니다. 매년 받는 질문을 정리했습니다.',
        '① 직무기술서를 먼저 읽고 ② 필기 유형을 확인한 뒤 ③ 자소서 소재를 직무 능력에 맞춰 고르세요.',
        '필기는 시간 관리가 합격을 가릅니다. 모의고사는 반드시 실제 시간으로 풀어 보세요.',
      ),
      author: A_HR,
      hoursAgo: 75,
      views: 532,
      comments: [{ author: A_STUDENT, body: '직무기술서부터 읽으라는 말씀 새겨듣겠습니다. 감사합니다!', minutesAfterPost: 40 }],
    },
  ]),

  infoRoom('a', 'cbt-ncs', '공기업 시험 정보방', '공기업 NCS·전공 필기 시험 정보와 질문을 나누는 곳입니다.', [
    {
      title: '의사소통 지문 시간 줄이는 방법 공유해요',
      body: p(
        '의사소통 영역에서 지문을 처음부터 끝까지 읽느라 시간이 늘 모자랐는데, 선택지를 먼저 훑고 지문으로 가니 한 문제당 20초 정도 줄었어요.',
        '특히 보도자료형 지문은 마지막 문단에 결론이 있는 경우가 많아서 거기부터 보는 것도 방법입니다.',
      ),
      author: by('NCS정복자'),
      hoursAgo: 2,
      views: 64,
      comments: [
        { author: A_STUDENT, body: '선택지 먼저 보기 오늘 모의고사에서 써 볼게요!', minutesAfterPost: 30 },
        { author: by('공기업3수생'), body: '규정형 지문은 예외 조항을 꼭 체크하세요. 함정이 거기 많아요.', minutesAfterPost: 75 },
      ],
    },
    {
      title: 'NCS 실전 모의고사 1회 수리 14번 질문 있습니다',
      body: p(
        '전년 대비 증가율을 구하는 문제인데, 해설에서는 분모를 작년 값으로 두더라고요.',
        '저는 올해 값으로 나눠서 틀렸는데 증가율은 항상 기준 연도로 나누는 게 맞는 거죠?',
      ),
      author: A_STUDENT,
      hoursAgo: 26,
      views: 133,
      comments: [
        { author: by('수리는내친구'), body: '네, 증가율 = (올해-작년)/작년이에요. 기준이 되는 값이 분모입니다.', minutesAfterPost: 20 },
        { author: by('NCS정복자'), body: '감소율도 똑같이 작년이 분모예요. 헷갈리면 "무엇에 비해"를 떠올려 보세요.', minutesAfterPost: 55 },
        { author: A_STUDENT, body: '이해했습니다. 감사합니다!', minutesAfterPost: 90 },
      ],
    },
    {
      title: '하반기 주요 공기업 필기 일정 정리 (공고 기준)',
      body: p(
        '공고가 나온 곳 위주로 필기 일정을 정리했습니다. 같은 날 시험이 겹치는 곳이 많으니 지원 전에 꼭 확인하세요.',
        '일정은 각 기관 채용 공고가 기준이고, 변경될 수 있으니 최종 확인은 공고문으로 해 주세요.',
      ),
      author: A_HR,
      hoursAgo: 120,
      views: 1012,
      comments: [{ author: by('일정관리러'), body: '정리 감사합니다. 달력에 옮겨 적었어요.', minutesAfterPost: 35 }],
    },
    {
      title: '자원관리 영역 표 읽는 요령 (그림 첨부)',
      body:
        p('자원관리 문제는 표에서 조건에 맞는 칸만 먼저 지우고 시작하면 훨씬 빨라요. 제가 쓰는 표시 방법을 그림으로 올립니다.') +
        image('a', '표에서 조건에 맞지 않는 칸을 지운 예시'),
      author: by('표지우개'),
      hoursAgo: 170,
      views: 402,
      comments: [
        { author: by('공기업3수생'), body: '이렇게 하니까 실수 줄겠네요.', minutesAfterPost: 120 },
        { author: A_STUDENT, body: '그림 보니까 바로 이해돼요!', minutesAfterPost: 200 },
      ],
    },
    {
      title: '전공 경영·경제 모의고사 풀어 본 후기',
      body: p(
        '전공 모의고사 1회를 풀어 봤는데 회계 계산 문제가 생각보다 많았어요. 감가상각과 재고자산은 꼭 복습하세요.',
        '경제는 탄력성과 국민소득 파트가 여러 문항에 걸쳐 나왔습니다.',
      ),
      author: by('경영학도'),
      hoursAgo: 260,
      views: 318,
    },
    {
      title: '필기 전날 루틴 추천 부탁드려요',
      body: p('다음 주가 첫 공기업 필기인데 전날 무엇을 해야 할지 모르겠어요. 새 문제를 푸는 게 좋을까요, 오답만 볼까요?'),
      author: by('첫필기D-7'),
      hoursAgo: 410,
      views: 190,
      comments: [{ author: by('NCS정복자'), body: '전날은 새 문제보다 오답노트만 가볍게 보세요. 컨디션이 제일입니다.', minutesAfterPost: 60 }],
    },
  ]),

  infoRoom('a', 'cbt-major-aptitude', '대기업 시험 정보방', '대기업 인적성·직무적성 검사 정보와 질문을 나누는 곳입니다.', [
    {
      title: '언어추리 명제 문제 풀이 순서 팁',
      body: p(
        '명제 문제는 조건을 기호로 바꿔 적고 대우부터 만들어 두면 선택지를 훨씬 빨리 지울 수 있어요.',
        '"어떤"이 들어간 조건은 대우가 성립하지 않으니 따로 표시해 두는 습관을 들이세요.',
      ),
      author: by('추리천재'),
      hoursAgo: 40,
      views: 276,
      comments: [
        { author: A_STUDENT, body: '"어떤" 조건에서 매번 틀렸는데 이유를 알았어요.', minutesAfterPost: 50 },
        { author: by('인적성재수'), body: '대우 정리표 만들어 두는 거 강추합니다.', minutesAfterPost: 130 },
      ],
    },
    {
      title: '도형추리 연습 영상 공유합니다',
      body:
        p('도형 회전·대칭 규칙을 정리한 영상이에요. 규칙 찾는 순서를 따라 해 보시면 도움이 될 거예요.') +
        video('crCbtShape1', '도형추리 규칙 정리 영상 보기'),
      author: by('도형마스터'),
      hoursAgo: 90,
      views: 455,
      comments: [{ author: by('인적성재수'), body: '회전 방향 헷갈렸는데 정리가 잘 되어 있네요.', minutesAfterPost: 240 }],
    },
    {
      title: '인적성 실전 모의고사 응용수리 9번 질문',
      body: p('소금물 농도 문제인데 해설의 식이 이해가 안 돼요. 소금의 양을 기준으로 식을 세우는 이유가 뭘까요?'),
      author: A_STUDENT,
      hoursAgo: 150,
      views: 121,
      comments: [
        { author: by('수리는내친구'), body: '물을 더하거나 증발시켜도 소금의 양은 그대로라서 그걸 기준으로 잡는 거예요.', minutesAfterPost: 40 },
      ],
    },
    {
      title: '올해 상반기 인적성 후기 (언어·수리 위주)',
      body: p(
        '언어는 지문 길이가 작년보다 길어진 느낌이었고, 수리는 자료해석형이 절반 가까이 됐습니다.',
        '시간이 빠듯해서 모르는 문제는 과감히 넘기는 연습이 필요해 보여요.',
      ),
      author: by('상반기응시자'),
      hoursAgo: 280,
      views: 690,
    },
    {
      title: '인성검사도 준비해야 하나요?',
      body: p('적성만 준비하고 인성검사는 솔직하게 답하면 된다고 들었는데, 문항 수가 많아서 시간 배분이 걱정입니다.'),
      author: by('걱정인형'),
      hoursAgo: 380,
      views: 233,
      comments: [
        { author: by('상반기응시자'), body: '일관성이 중요해요. 고민하지 말고 빠르게 답하는 게 오히려 낫습니다.', minutesAfterPost: 90 },
        { author: by('추리천재'), body: '문항 수가 많으니 시간 안에 다 답하는 것만 신경 쓰세요.', minutesAfterPost: 160 },
      ],
    },
  ]),

  infoRoom('a', 'cbt-psat', 'PSAT 시험 정보방', '언어논리·자료해석·상황판단 PSAT 정보와 질문을 나누는 곳입니다.', [
    {
      title: '자료해석 어림산 연습법 정리',
      body: p(
        '자료해석은 정확한 계산보다 비교가 목적인 경우가 많아요. 유효숫자 두 자리로 어림해서 대소만 가리는 연습을 해 보세요.',
        '분수 비교는 분자·분모 증가율을 비교하는 방법이 가장 빠릅니다.',
      ),
      author: by('자료해석마스터'),
      hoursAgo: 20,
      views: 188,
      comments: [
        { author: A_STUDENT, body: '분수 비교 증가율 방법 처음 알았어요!', minutesAfterPost: 35 },
        { author: by('7급준비중'), body: '어림산 연습은 매일 10분씩이라도 꾸준히 하는 게 좋더라고요.', minutesAfterPost: 100 },
      ],
    },
    {
      title: '상황판단 규칙형 문제 접근 순서 질문',
      body: p('조건이 많은 규칙형 문제에서 자꾸 한 조건을 빼먹어요. 다들 조건을 어떻게 정리하시나요?'),
      author: A_STUDENT,
      hoursAgo: 66,
      views: 142,
      comments: [
        { author: by('7급준비중'), body: '조건마다 번호를 붙이고, 쓴 조건은 체크 표시하면서 풀어요.', minutesAfterPost: 45 },
        { author: by('상판러'), body: '예외 조건은 밑줄 두 번! 거기서 함정이 나와요.', minutesAfterPost: 120 },
      ],
    },
    {
      title: 'PSAT 모의고사 언어논리 3번 해설이 이해가 안 돼요',
      body: p('지문의 주장과 선택지의 관계를 묻는 문제인데, 왜 ②가 "강화"가 아니라 "무관"인지 모르겠어요.'),
      author: by('논리초보'),
      hoursAgo: 110,
      views: 97,
      comments: [{ author: by('자료해석마스터'), body: '선택지가 지문의 전제가 아니라 다른 대상을 이야기해서 무관이에요.', minutesAfterPost: 80 }],
    },
    {
      title: '민간경력자 PSAT 준비 시작하시는 분들께 (일정·과목)',
      body: p(
        '민간경력자 PSAT은 언어논리·자료해석·상황판단 세 과목으로 치러집니다.',
        '시험 공고는 보통 연초에 나오니 지금부터 기출 유형을 익혀 두시면 좋아요.',
      ),
      author: by('경력직도전'),
      hoursAgo: 230,
      views: 540,
    },
    {
      title: '자료해석 시간 단축 강의 추천',
      body:
        p('그래프·표 유형별로 시간 단축 요령을 설명한 영상입니다. 특히 증감 비교 파트가 좋았어요.') +
        video('crCbtPsat22', '자료해석 시간 단축 강의 보기'),
      author: by('7급준비중'),
      hoursAgo: 350,
      views: 610,
      comments: [
        { author: by('논리초보'), body: '공유 감사합니다. 주말에 정주행할게요.', minutesAfterPost: 300 },
        { author: A_STUDENT, body: '증감 비교 부분만 세 번 봤어요. 좋네요!', minutesAfterPost: 600 },
      ],
    },
  ]),

  infoRoom('a', 'cbt-korean-history', '한국사 시험 정보방', '한국사능력검정시험 기본·심화 정보와 질문을 나누는 곳입니다.', [
    {
      title: '근현대사 연표 한 장 정리 (이미지)',
      body:
        p('개항부터 광복까지 사건 순서를 한 장에 정리했어요. 시험 직전에 훑어보기 좋습니다.') +
        image('a', '근현대사 주요 사건 연표'),
      author: by('연표장인'),
      hoursAgo: 30,
      views: 377,
      comments: [
        { author: A_STUDENT, body: '딱 필요했던 자료예요. 감사합니다!', minutesAfterPost: 60 },
        { author: by('한능검1급가자'), body: '1880년대 부분이 특히 잘 정리돼 있네요.', minutesAfterPost: 150 },
      ],
    },
    {
      title: '심화 모의고사 12번, 정답이 ③인 이유가 궁금해요',
      body: p('조선 후기 경제 변화 문제인데 ④도 맞는 설명 같아요. ④가 틀린 이유를 아시는 분 계실까요?'),
      author: A_STUDENT,
      hoursAgo: 72,
      views: 88,
      comments: [
        { author: by('사학과졸업'), body: '④는 조선 전기의 제도라서 시기가 맞지 않아요.', minutesAfterPost: 30 },
        { author: A_STUDENT, body: '시기를 놓쳤네요. 감사합니다!', minutesAfterPost: 65 },
      ],
    },
    {
      title: '기본 vs 심화, 어떤 급수를 준비해야 할까요?',
      body: p('공기업 가산점 때문에 한국사를 준비하려는데, 기관마다 요구 급수가 달라서 고민입니다.'),
      author: by('가산점사냥꾼'),
      hoursAgo: 160,
      views: 264,
      comments: [
        { author: by('사학과졸업'), body: '지원할 기관 공고에서 인정 급수를 먼저 확인하세요. 대부분 심화 2급 이상이에요.', minutesAfterPost: 45 },
      ],
    },
    {
      title: '전근대사 빈출 주제 정리 (삼국~고려)',
      body: p(
        '삼국의 전성기 왕과 업적, 고려의 통치 체제 정비 과정은 거의 매회 나옵니다.',
        '문화재 사진 문제는 시대별 대표 작품 위주로 익혀 두세요.',
      ),
      author: by('연표장인'),
      hoursAgo: 300,
      views: 455,
    },
    {
      title: '2주 만에 심화 1급 받은 공부법',
      body: p(
        '개념 강의 1회독 후 기출 5회분을 시간 재고 풀었습니다.',
        '틀린 문제는 시대별로 모아 두고 시험 전날 한 번 더 봤어요. 시대 흐름을 잡는 게 가장 중요합니다.',
      ),
      author: by('벼락치기성공'),
      hoursAgo: 450,
      views: 1320,
      comments: [
        { author: by('가산점사냥꾼'), body: '기출 5회분이면 충분했나요?', minutesAfterPost: 120 },
        { author: by('벼락치기성공'), body: '저는 충분했어요. 대신 오답은 꼭 두 번 봤습니다.', minutesAfterPost: 200 },
      ],
    },
  ]),
];

// The anonymous board of brand A (after its general menus and information rooms).
brandA.push(
{
    brand: 'a',
    slug: 'anonymous',
    title: '익명 고민방',
    isShortcut: true,
    bookmarkable: true,
    boards: [
      {
        slug: 'anonymous-worries',
        title: '익명 고민방',
        description: '이름을 밝히기 어려운 취업·진로 고민을 익명으로 나누는 곳입니다.',
        anonymous: true,
        posts: [
          {
            title: '최종 면접에서 두 번 떨어졌어요',
            body: p(
              '서류와 필기는 통과하는데 최종에서만 두 번 떨어졌습니다. 주변에는 말하기 어려워 여기에 적어요.',
              '최종 면접에서 무엇을 더 보여줘야 할지 조언 부탁드립니다.',
            ),
            author: A_STUDENT,
            hoursAgo: 9,
            views: 214,
            comments: [
              {
                author: by('면접관출신'),
                body: '최종은 역량보다 조직 적합성을 봐요. 회사의 인재상과 내 경험을 한 문장으로 연결해 보세요.',
                minutesAfterPost: 30,
                replies: [
                  { author: A_STUDENT, body: '인재상과 연결한다는 생각은 못 했어요. 정리해 볼게요. 감사합니다.', minutesAfterPost: 55 },
                ],
              },
              { author: A_HR, body: '두 번이나 최종까지 간 것 자체가 실력이에요. 너무 자책하지 마세요.', minutesAfterPost: 80 },
            ],
          },
          {
            title: '전공과 다른 직무로 가도 될까요',
            body: p('기계공학 전공인데 데이터 분석 직무에 관심이 생겼습니다. 늦은 건 아닐지 걱정돼요.'),
            author: by('진로고민중'),
            hoursAgo: 60,
            views: 97,
            comments: [
              {
                author: by('전직성공'),
                body: '저도 전공을 바꿨어요. 작은 분석 프로젝트 두세 개면 면접에서 이야기할 거리가 생깁니다.',
                minutesAfterPost: 45,
                replies: [{ author: by('진로고민중'), body: '용기가 나네요. 주말부터 시작해 볼게요!', minutesAfterPost: 90 }],
              },
            ],
          },
        ],
      },
    ],
  },
);

// ---------------------------------------------------------------------------------------------------------------
// Brand B — 너스패스

const brandB: SeedCommunityMenu[] = [
  generalMenu('b', 'free', '자유게시판', '간호사와 간호학생이 자유롭게 이야기하는 곳입니다.', [
    {
      title: '[공지] 환자 정보가 담긴 글은 올리지 말아 주세요',
      body: p(
        '병동 이야기를 나눌 때 환자의 이름, 병록번호, 사진 등 알아볼 수 있는 정보는 절대 올리지 말아 주세요.',
        '발견되면 운영팀이 바로 숨김 처리합니다. 모두의 안전을 위한 약속입니다.',
      ),
      author: by('너스패스 운영팀'),
      hoursAgo: 380,
      views: 980,
      isNotice: true,
    },
    {
      title: '나이트 근무 후 잠 잘 자는 방법 있을까요',
      body: p('나이트 끝나고 아침에 자려고 누우면 눈만 말똥말똥해요. 암막 커튼 말고 효과 본 방법 있으신가요?'),
      author: B_NURSE,
      hoursAgo: 8,
      views: 142,
      comments: [
        { author: by('ICU3년차'), body: '퇴근길에 선글라스 쓰는 것만으로도 훨씬 나아졌어요.', minutesAfterPost: 40 },
        { author: by('병동막내'), body: '저는 샤워하고 바로 눕는 루틴을 만들었어요.', minutesAfterPost: 90 },
      ],
    },
    {
      title: '실습 끝! 다들 고생 많으셨어요',
      body: p('마지막 실습 케이스 발표까지 끝냈습니다. 이제 병원 필기 준비 모드로 들어갑니다.'),
      author: B_STUDENT,
      hoursAgo: 60,
      views: 96,
      comments: [{ author: B_NURSE, body: '고생 많았어요! 필기도 잘 보길 응원할게요.', minutesAfterPost: 120 }],
    },
  ]),
  generalMenu('b', 'hospital-reviews', '병원 취업 후기', '병원별 채용 과정과 합격 후기를 나누는 곳입니다.', [
    {
      title: '상급종합병원 신규 간호사 최종 합격 후기',
      body: p(
        '서류 → 필기 → 인성검사 → 실무 면접 → 임원 면접 순서였어요.',
        '필기는 성인간호학 비중이 높았고, 면접에서는 실습 때 겪은 사례를 구체적으로 묻더라고요.',
        '준비하시는 분들 모두 원하는 병원에 합격하시길 바랍니다.',
      ),
      author: B_NURSE,
      hoursAgo: 180,
      views: 1520,
      comments: [
        { author: B_STUDENT, body: '실습 사례는 몇 개 정도 준비하셨나요?', minutesAfterPost: 80 },
        { author: B_NURSE, body: '세 가지 정도를 상황·행동·결과로 정리해 갔어요.', minutesAfterPost: 150 },
      ],
    },
    {
      title: '지방 공공병원 채용 과정 공유',
      body: p('공공병원은 NCS형 필기가 함께 나오는 곳이 있어요. 지원 전에 필기 과목을 꼭 확인하세요.'),
      author: by('고향으로취업'),
      hoursAgo: 320,
      views: 610,
    },
  ]),
  generalMenu('b', 'nursing-qna', '간호학과 Q&A', '간호학과 공부와 실습에 관한 질문과 답변을 나누는 곳입니다.', [
    {
      title: '투약 계산 문제 단위 변환이 너무 헷갈려요',
      body: p('mcg/kg/min 단위가 나오면 머리가 하얘져요. 단위 변환을 쉽게 하는 방법이 있을까요?'),
      author: B_STUDENT,
      hoursAgo: 44,
      views: 173,
      comments: [
        { author: B_NURSE, body: '단위를 분수로 나란히 적고 약분하는 방식(차원 분석)으로 풀면 실수가 줄어요.', minutesAfterPost: 35 },
        { author: by('약리학조교'), body: '시간 단위(min↔hr)를 마지막에 맞추는 습관을 들여 보세요.', minutesAfterPost: 110 },
      ],
    },
    {
      title: '실습 케이스 스터디 간호진단 우선순위 질문',
      body: p('호흡 관련 진단과 통증 진단이 함께 있을 때는 항상 호흡이 우선인가요?'),
      author: by('3학년실습생'),
      hoursAgo: 210,
      views: 88,
      comments: [{ author: by('ICU3년차'), body: 'ABC 원칙상 기도·호흡이 먼저예요. 다만 환자 상황을 함께 보세요.', minutesAfterPost: 60 }],
    },
  ]),

  infoRoom('b', 'nurse-hospital-test', '병원 필기시험 정보방', '대학병원·종합병원 간호직 필기시험 정보와 질문을 나누는 곳입니다.', [
    {
      title: '성인간호학 빈출 파트 정리 (심혈관·호흡기)',
      body: p(
        '최근 병원 필기에서 심혈관계는 심부전 간호와 항응고제 투약이, 호흡기계는 산소 요법과 흉관 관리가 자주 나왔어요.',
        '각 파트 간호중재의 "우선순위"를 묻는 문제가 많으니 이유까지 함께 정리하세요.',
      ),
      author: B_NURSE,
      hoursAgo: 3,
      views: 58,
      comments: [
        { author: B_STUDENT, body: '흉관 관리 파트 바로 복습하러 갑니다!', minutesAfterPost: 20 },
        { author: by('필기합격기원'), body: '항응고제는 검사 수치(PT/INR, aPTT)까지 같이 외우면 좋아요.', minutesAfterPost: 55 },
      ],
    },
    {
      title: '필기 모의고사 1회 7번, 우선순위 문제 질문',
      body: p('수술 직후 환자 사정에서 활력징후보다 기도 확인이 먼저인 이유를 정확히 알고 싶어요.'),
      author: B_STUDENT,
      hoursAgo: 28,
      views: 112,
      comments: [
        { author: B_NURSE, body: '마취 회복기에는 기도 폐쇄 위험이 가장 커서 ABC 중 A가 최우선이에요.', minutesAfterPost: 30 },
        { author: B_STUDENT, body: '이해됐어요. 감사합니다!', minutesAfterPost: 70 },
      ],
    },
    {
      title: '올해 대학병원 필기 일정·과목 모음',
      body: p(
        '공고가 나온 병원 위주로 필기 과목을 정리했어요. 성인·기본간호학은 대부분 공통이고, 일부 병원은 인성검사가 함께 있어요.',
        '정확한 일정은 각 병원 채용 공고에서 확인해 주세요.',
      ),
      author: by('정보수집가'),
      hoursAgo: 100,
      views: 980,
      comments: [{ author: by('필기합격기원'), body: '한눈에 보기 좋네요. 감사합니다.', minutesAfterPost: 90 }],
    },
    {
      title: '수액 주입 속도 계산 정리표 (이미지)',
      body:
        p('gtt/min 계산 공식과 자주 쓰는 점적 계수를 표로 정리했어요.') +
        image('b', '수액 주입 속도 계산 정리표'),
      author: by('계산기없이도'),
      hoursAgo: 190,
      views: 455,
      comments: [
        { author: B_STUDENT, body: '저장했어요! 투약 계산이 제일 약했는데 도움 됩니다.', minutesAfterPost: 100 },
      ],
    },
    {
      title: '공공병원 필기 후기 (간호학 + NCS)',
      body: p('간호학 40문항, NCS 20문항이었어요. NCS는 의사소통과 문제해결 위주였고 시간이 빠듯했습니다.'),
      author: by('고향으로취업'),
      hoursAgo: 270,
      views: 520,
    },
    {
      title: '필기 3주 남았는데 어떤 순서로 볼까요?',
      body: p('성인간호학 1회독은 끝냈는데, 기본간호학과 아동간호학 중 무엇을 먼저 볼지 고민이에요.'),
      author: by('D-21'),
      hoursAgo: 420,
      views: 204,
      comments: [
        { author: B_NURSE, body: '지원 병원의 과목 비중부터 확인하세요. 보통 기본간호학이 먼저예요.', minutesAfterPost: 60 },
        { author: by('필기합격기원'), body: '모의고사로 약한 과목을 먼저 찾는 것도 방법이에요.', minutesAfterPost: 130 },
      ],
    },
  ]),

  infoRoom('b', 'nurse-interview', '간호 면접 정보방', '간호사 면접 질문과 답변 준비를 함께 나누는 곳입니다.', [
    {
      title: '인성 면접 단골 질문 10개와 답변 틀',
      body: p(
        '지원 동기, 갈등 해결 경험, 힘들었던 실습 경험, 간호사로서의 강점과 약점 같은 질문은 거의 꼭 나와요.',
        '답변은 상황 → 내 행동 → 결과 → 배운 점 순서로 1분 안에 말하는 연습을 해 보세요.',
      ),
      author: B_NURSE,
      hoursAgo: 11,
      views: 130,
      comments: [
        { author: B_STUDENT, body: '1분 안에 말하기 연습 오늘부터 해 볼게요.', minutesAfterPost: 45 },
        { author: by('면접스터디장'), body: '녹음해서 들어 보면 말버릇이 잘 보여요.', minutesAfterPost: 100 },
      ],
    },
    {
      title: '상황 면접: 환자가 투약을 거부할 때 어떻게 답하셨나요?',
      body: p('상황 면접에서 "환자가 약을 거부하면 어떻게 하겠느냐"는 질문을 받았는데 답변 방향이 궁금해요.'),
      author: B_STUDENT,
      hoursAgo: 50,
      views: 161,
      comments: [
        { author: B_NURSE, body: '거부 이유를 먼저 사정하고, 설명 후에도 거부하면 기록하고 담당의에게 보고한다는 흐름이 좋아요.', minutesAfterPost: 40 },
        { author: by('면접스터디장'), body: '환자의 자기결정권을 존중한다는 표현을 넣으면 좋습니다.', minutesAfterPost: 85 },
      ],
    },
    {
      title: '면접 스피치 연습 영상 추천',
      body:
        p('발음과 말 속도를 교정하는 데 도움이 된 영상이에요. 면접 전 일주일 동안 매일 따라 했어요.') +
        video('npInterv01a', '면접 스피치 연습 영상 보기'),
      author: by('면접스터디장'),
      hoursAgo: 130,
      views: 388,
      comments: [{ author: by('긴장왕'), body: '말이 빨라지는 편인데 따라 해 볼게요.', minutesAfterPost: 220 }],
    },
    {
      title: '대학병원 실무 면접 후기 (PT 면접 포함)',
      body: p(
        'PT 주제는 "낙상 예방을 위한 간호사의 역할"이었어요. 준비 시간 10분, 발표 3분, 질의응답 5분이었습니다.',
        '근거 기반 간호 사례를 하나 넣었더니 면접관 반응이 좋았어요.',
      ),
      author: by('PT면접생존자'),
      hoursAgo: 240,
      views: 702,
    },
    {
      title: '면접 복장·머리 질문이요',
      body: p('머리망을 꼭 해야 하나요? 단발이라 묶기 애매한데 어떻게 하셨는지 궁금해요.'),
      author: by('긴장왕'),
      hoursAgo: 360,
      views: 215,
      comments: [
        { author: B_NURSE, body: '단발이면 깔끔하게 귀 뒤로 넘기고 고정하면 충분해요.', minutesAfterPost: 50 },
      ],
    },
  ]),

  infoRoom('b', 'nurse-academic', '간호학과 시험 정보방', '기본간호학·성인간호학 등 간호학과 시험 정보와 질문을 나누는 곳입니다.', [
    {
      title: '기본간호학 중간고사 범위 핵심 정리',
      body: p(
        '활력징후 측정, 무균술, 투약의 원칙은 교수님들이 거의 꼭 내시는 부분이에요.',
        '특히 투약의 기본 원칙(정확한 대상자·약·용량·경로·시간)은 예시 문제로 한 번 더 확인하세요.',
      ),
      author: B_STUDENT,
      hoursAgo: 34,
      views: 156,
      comments: [
        { author: by('2학년과대'), body: '무균술 파트는 실습 시험이랑 같이 나와요!', minutesAfterPost: 60 },
        { author: B_NURSE, body: '투약 원칙은 현장에서도 매일 쓰니 꼭 익혀 두세요.', minutesAfterPost: 180 },
      ],
    },
    {
      title: '성인간호학 당뇨 파트 질문 (인슐린 종류)',
      body: p('속효성·중간형·지속형 인슐린의 작용 시간을 외우는 좋은 방법이 있을까요?'),
      author: by('밤샘간호생'),
      hoursAgo: 80,
      views: 124,
      comments: [
        { author: B_NURSE, body: '시작·최고·지속 시간을 표로 그려 두고 저혈당 위험 시간을 같이 표시해 보세요.', minutesAfterPost: 70 },
        { author: by('2학년과대'), body: '표 그리면서 외우니 오래가더라고요.', minutesAfterPost: 140 },
      ],
    },
    {
      title: '기말고사 대비 모의고사 풀어 본 후기',
      body: p('너스패스 기본간호학 모의고사 2회를 풀었는데 사례형 문제가 실제 시험과 비슷했어요. 해설이 자세해서 좋았습니다.'),
      author: by('밤샘간호생'),
      hoursAgo: 150,
      views: 243,
    },
    {
      title: '욕창 단계 구분 그림 정리',
      body:
        p('욕창 1~4단계와 미분류 단계를 그림으로 비교해 정리했어요.') +
        image('b', '욕창 단계별 비교 그림'),
      author: by('그림으로외우기'),
      hoursAgo: 220,
      views: 389,
      comments: [
        { author: B_STUDENT, body: '3단계와 4단계 차이가 한눈에 보여요.', minutesAfterPost: 90 },
        { author: by('밤샘간호생'), body: '시험 전에 다시 볼게요. 감사합니다!', minutesAfterPost: 160 },
      ],
    },
    {
      title: '과목별 시험 기간 공부 계획 공유',
      body: p('시험 2주 전부터 과목별로 하루씩 돌아가며 보고, 마지막 3일은 모의고사와 오답만 봤어요.'),
      author: by('계획충'),
      hoursAgo: 390,
      views: 177,
      comments: [{ author: by('2학년과대'), body: '저도 이 방식으로 해 볼게요.', minutesAfterPost: 240 }],
    },
  ]),
];

// The anonymous board of brand B.
brandB.push({
  brand: 'b',
  slug: 'anonymous',
  title: '익명 간호 라운지',
  isShortcut: true,
  bookmarkable: true,
  boards: [
    {
      slug: 'anonymous-lounge',
      title: '익명 간호 라운지',
      description: '신규 간호사의 고민, 병동 생활 이야기를 이름 없이 편하게 나누는 곳입니다.',
      anonymous: true,
      posts: [
        {
          title: '신규인데 태움 때문에 너무 힘들어요',
          body: p(
            '입사 3개월 차입니다. 인계 때마다 혼나서 출근 전날 밤이면 잠이 안 와요.',
            '버티는 게 맞는지, 부서 이동을 요청해도 되는지 모르겠어요.',
          ),
          author: B_STUDENT,
          hoursAgo: 7,
          views: 302,
          comments: [
            {
              author: B_NURSE,
              body: '혼자 참지 말고 교육 담당 선생님이나 간호부 상담 창구를 이용해 보세요. 기록을 남겨 두는 것도 중요해요.',
              minutesAfterPost: 20,
              replies: [
                { author: B_STUDENT, body: '상담 창구가 있는 줄 몰랐어요. 알아볼게요. 감사합니다.', minutesAfterPost: 50 },
                { author: by('5년차선배'), body: '저도 신규 때 부서 이동하고 훨씬 나아졌어요. 이상한 선택 아니에요.', minutesAfterPost: 75 },
              ],
            },
            { author: by('같은신규'), body: '저도 같은 상황이라 위로가 돼요. 우리 꼭 버텨요.', minutesAfterPost: 110 },
          ],
        },
        {
          title: '나이트 전담 해 보신 분 계신가요',
          body: p('월급은 좋다고 들었는데 생활 리듬이 걱정돼요. 1년 이상 해 보신 분들 후기가 궁금합니다.'),
          author: by('고민하는간호사'),
          hoursAgo: 52,
          views: 188,
          comments: [
            {
              author: by('나이트전담2년'),
              body: '수면 시간을 고정하면 생각보다 괜찮아요. 대신 가족·친구 약속은 미리 조율해야 해요.',
              minutesAfterPost: 60,
              replies: [{ author: by('고민하는간호사'), body: '수면 시간 고정, 꼭 기억할게요!', minutesAfterPost: 120 }],
            },
          ],
        },
      ],
    },
  ],
});

export const SEED_COMMUNITY_MENUS: SeedCommunityMenu[] = [...brandA, ...brandB];
