/**
 * 커리어로드's reference legal documents: two versions of 이용약관 (the first stays readable as 이전 버전 after the
 * second took effect when the community and chat opened), 개인정보처리방침, and the text of the optional 마케팅 정보
 * 수신 consent. Later versions are registered in the console; the seed adds only these.
 */
import type { LegalArticle } from '../../contracts/legal-documents';
import type { SeedLegalDocument } from './legal-content';

const PURPOSE: LegalArticle = {
  heading: '제1조 (목적)',
  paragraphs: [
    '이 약관은 (주)커리어로드(이하 "회사")가 제공하는 커리어로드 채용·대외활동 정보 서비스, CBT 모의고사 서비스와 그에 딸린 서비스(이하 "서비스")를 이용할 때 회사와 회원 사이의 권리, 의무와 책임, 그 밖에 필요한 사항을 정합니다.',
  ],
};

const DEFINITIONS_V1: LegalArticle = {
  heading: '제2조 (정의)',
  paragraphs: [
    '"회원"이란 이 약관에 동의하고 회사와 이용계약을 맺어 아이디(이메일)를 받은 사람을 말하며, 개인회원과 기업회원으로 나뉩니다.',
    '"기업회원"이란 채용 공고와 대외활동 공고를 등록하려는 기업의 담당자로서 회사의 승인을 받은 회원을 말합니다.',
    '"게시물"이란 회원이 서비스에 올린 글, 사진, 댓글과 그 밖의 정보를 말합니다.',
  ],
};

const DEFINITIONS_V2: LegalArticle = {
  heading: '제2조 (정의)',
  paragraphs: [
    ...DEFINITIONS_V1.paragraphs,
    '"커뮤니티"란 회원이 시험 정보와 취업 경험을 나누는 게시판을, "채팅"이란 회원과 회사의 상담원 또는 다른 회원이 실시간으로 대화하는 기능을 말합니다.',
  ],
};

const EFFECT: LegalArticle = {
  heading: '제3조 (약관의 게시와 개정)',
  paragraphs: [
    '회사는 이 약관을 서비스 화면 아래에 게시합니다.',
    '회사는 관련 법령을 어기지 않는 범위에서 약관을 개정할 수 있으며, 개정하면 시행일 7일 전부터(회원에게 불리한 개정은 30일 전부터) 개정 내용과 시행일을 공지합니다. 개정 전의 약관은 이전 버전으로 계속 열람할 수 있습니다.',
  ],
};

const SIGN_UP: LegalArticle = {
  heading: '제4조 (회원 가입)',
  paragraphs: [
    '회원 가입은 가입 신청자가 이 약관과 개인정보 수집·이용에 동의하고 가입 양식을 작성하여 신청하면 회사가 승낙함으로써 이루어집니다.',
    '만 14세 미만은 회원으로 가입할 수 없습니다.',
    '기업회원은 회사명, 대표자명, 사업자등록번호와 담당자 연락처를 정확히 입력해야 하며, 회사가 확인한 뒤 승인합니다.',
  ],
};

const SERVICES: LegalArticle = {
  heading: '제5조 (서비스의 내용)',
  paragraphs: [
    '회사는 채용·대외활동·공모전 정보의 검색과 스크랩, 일정 알림, 자기소개서와 스펙 관리, CBT 모의고사와 오답노트를 무료로 제공합니다.',
    '회사는 운영상, 기술상 필요하면 서비스의 내용을 바꿀 수 있으며, 바꾸기 전에 그 내용을 공지합니다.',
  ],
};

const MEMBER_DUTIES: LegalArticle = {
  heading: '제6조 (회원의 의무)',
  paragraphs: [
    '회원은 다른 사람의 정보를 도용하거나, 서비스의 문제와 해설을 회사의 동의 없이 복제·배포하거나, 서비스 운영을 방해해서는 안 됩니다.',
    '기업회원은 사실과 다르거나 법령에 어긋나는 공고(채용절차의 공정화에 관한 법률이 금지하는 내용을 포함)를 등록해서는 안 됩니다.',
  ],
};

const POSTS: LegalArticle = {
  heading: '제7조 (게시물의 관리)',
  paragraphs: [
    '게시물의 저작권은 작성한 회원에게 있습니다. 회원은 회사가 서비스 안에서 게시물을 노출하고 검색 결과에 보여주는 데 필요한 범위에서 이용하도록 허락합니다.',
    '다른 사람의 명예를 훼손하거나 개인정보를 드러내는 게시물, 광고와 음란물은 회사가 숨기거나 지울 수 있습니다. 여러 회원의 신고를 받은 게시물은 운영자가 확인할 때까지 숨겨집니다.',
  ],
};

const CHAT: LegalArticle = {
  heading: '제8조 (채팅)',
  paragraphs: [
    '채팅 내용은 분쟁 해결과 부정 이용 방지를 위해 보관하며, 개인정보처리방침에 정한 기간이 지나면 파기합니다.',
  ],
};

const TERMINATION = (n: number): LegalArticle => ({
  heading: `제${n}조 (탈퇴와 이용 제한)`,
  paragraphs: [
    '회원은 언제든지 프로필 화면에서 탈퇴할 수 있으며, 회사는 법령에 따라 보관할 정보를 빼고 회원의 정보를 지체 없이 파기합니다.',
    '회원이 제6조를 어기면 회사는 경고, 일시 정지, 영구 이용 정지의 순서로 서비스 이용을 제한할 수 있습니다.',
  ],
});

const DISCLAIMER = (n: number): LegalArticle => ({
  heading: `제${n}조 (책임의 제한)`,
  paragraphs: [
    '회사는 기업회원이 등록한 공고의 내용과 채용 결과에 대해 책임지지 않습니다. 다만 회사의 고의 또는 중대한 과실로 손해가 생긴 경우에는 그러하지 않습니다.',
    'CBT 모의고사의 점수는 학습을 돕기 위한 것이며 실제 시험의 결과를 보장하지 않습니다.',
  ],
});

const DISPUTES = (n: number): LegalArticle => ({
  heading: `제${n}조 (분쟁 해결)`,
  paragraphs: ['서비스 이용과 관련한 분쟁은 대한민국 법을 따르며, 관할 법원은 민사소송법에 따릅니다.'],
});

export const LEGAL_DOCUMENTS_A: SeedLegalDocument[] = [
  {
    brand: 'a',
    kind: 'TERMS',
    version: 1,
    title: '이용약관',
    effectiveDate: '2025-03-01',
    articles: [PURPOSE, DEFINITIONS_V1, EFFECT, SIGN_UP, SERVICES, MEMBER_DUTIES, TERMINATION(7), DISCLAIMER(8), DISPUTES(9)],
  },
  {
    brand: 'a',
    kind: 'TERMS',
    version: 2,
    title: '이용약관',
    effectiveDate: '2026-09-01',
    articles: [PURPOSE, DEFINITIONS_V2, EFFECT, SIGN_UP, SERVICES, MEMBER_DUTIES, POSTS, CHAT, TERMINATION(9), DISCLAIMER(10), DISPUTES(11)],
  },
  {
    brand: 'a',
    kind: 'PRIVACY',
    version: 1,
    title: '개인정보처리방침',
    effectiveDate: '2026-09-01',
    articles: [
      {
        heading: '1. 수집하는 개인정보 항목',
        paragraphs: [
          '개인회원 가입: 이메일, 비밀번호(암호화하여 저장), 이름. 선택: 닉네임, 관심 분야, 출생 연도, 학교와 전공.',
          '기업회원 가입: 담당자 이름, 이메일, 비밀번호, 담당자 연락처, 회사명, 대표자명, 사업자등록번호.',
          '카카오·네이버 로그인: 제공자가 알려주는 회원 식별값, 이메일, 닉네임.',
          '서비스 이용 중 자동으로: 접속 기록, 접속 IP, 기기 정보, 응시 기록.',
        ],
      },
      {
        heading: '2. 개인정보의 이용 목적',
        paragraphs: [
          '회원 확인과 로그인, 맞춤 공고 추천과 일정 알림, CBT 응시 기록과 오답노트 제공, 기업회원 승인, 고객 문의 응대, 부정 이용 방지에 이용합니다.',
          '마케팅 정보 수신에 동의한 회원에게는 새 공고와 이벤트 소식을 보냅니다.',
        ],
      },
      {
        heading: '3. 보유 및 이용 기간',
        paragraphs: [
          '회원 탈퇴 시 지체 없이 파기합니다. 다만 통신비밀보호법에 따라 접속 기록은 3개월, 전자상거래 등에서의 소비자보호에 관한 법률에 따라 소비자 불만·분쟁 처리 기록은 3년 보관합니다.',
          '1년 동안 로그인하지 않은 회원의 정보는 따로 분리하여 보관하며, 그 30일 전에 이메일로 알립니다.',
        ],
      },
      {
        heading: '4. 개인정보의 제3자 제공',
        paragraphs: [
          '회사는 회원의 동의가 있거나 법령에 근거가 있는 경우를 빼고 개인정보를 제3자에게 제공하지 않습니다.',
          '회원이 공고에 지원하면 지원서에 적은 정보가 해당 공고를 등록한 기업회원에게 전달되며, 지원할 때마다 그 사실을 안내합니다.',
        ],
      },
      {
        heading: '5. 개인정보의 파기',
        paragraphs: [
          '보유 기간이 끝나거나 처리 목적을 이룬 개인정보는 지체 없이 파기합니다. 전자 파일은 복구할 수 없는 방법으로 지우고, 종이 문서는 분쇄하거나 소각합니다.',
        ],
      },
      {
        heading: '6. 정보주체의 권리와 행사 방법',
        paragraphs: [
          '회원은 언제든지 프로필 화면에서 자신의 개인정보를 열람하고 고치거나, 탈퇴하여 처리 정지를 요구할 수 있습니다. 마케팅 정보 수신 동의는 언제든지 철회할 수 있습니다.',
          '만 14세 미만 아동의 개인정보는 수집하지 않습니다.',
        ],
      },
      {
        heading: '7. 개인정보 보호책임자',
        paragraphs: [
          '개인정보 보호책임자: 개인정보보호팀장 (privacy@careerroad.kr)',
          '개인정보 침해에 대한 신고나 상담은 개인정보침해신고센터(국번 없이 118)에도 할 수 있습니다.',
        ],
      },
    ],
  },
  {
    brand: 'a',
    kind: 'MARKETING',
    version: 1,
    title: '마케팅 정보 수신 동의',
    effectiveDate: '2026-09-01',
    articles: [
      {
        heading: '1. 수신 내용',
        paragraphs: ['관심 분야의 새 공고, 마감 임박 공고, CBT 모의고사 업데이트와 이벤트 소식을 이메일과 앱 알림으로 보내드립니다.'],
      },
      {
        heading: '2. 이용 항목과 기간',
        paragraphs: ['이메일, 이름과 관심 분야를 동의를 철회하거나 회원을 탈퇴할 때까지 이용합니다.'],
      },
      {
        heading: '3. 동의 거부와 철회',
        paragraphs: ['동의하지 않아도 서비스 이용에는 제한이 없습니다. 동의한 뒤에도 언제든지 철회할 수 있습니다.'],
      },
    ],
  },
];
