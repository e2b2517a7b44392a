/**
 * 커리어로드's 자주 묻는 질문 as the reference seed writes them (the portal's `/faq`), grouped by category in this
 * order. Operators edit them in the console afterwards; the seed adds them only to a brand without any.
 */
import type { SeedFaqEntry } from './legal-content';

export const FAQ_A: SeedFaqEntry[] = [
  {
    category: '회원·계정',
    question: '개인회원과 기업회원은 어떻게 다른가요?',
    answer:
      '개인회원은 공고 검색과 스크랩, 일정 알림, 자기소개서·스펙 관리와 CBT 모의고사를 이용합니다. 기업회원은 회사 정보와 사업자등록번호를 확인받은 뒤 채용·대외활동 공고를 등록하고 지원자를 관리합니다.',
  },
  {
    category: '회원·계정',
    question: '카카오나 네이버 계정으로 가입할 수 있나요?',
    answer:
      '네. 로그인 화면에서 카카오 또는 네이버로 로그인하면 닉네임과 약관 동의만으로 가입이 끝납니다. 같은 이메일로 이미 가입했다면 비밀번호를 한 번 확인하고 계정을 연결합니다.',
  },
  {
    category: '회원·계정',
    question: '마케팅 정보 수신 동의는 어디에서 바꾸나요?',
    answer: '가입할 때 고른 마케팅 정보 수신 여부는 언제든지 바꿀 수 있으며, 동의하지 않아도 서비스 이용에는 제한이 없습니다.',
  },
  {
    category: '회원·계정',
    question: '탈퇴하면 제 정보는 어떻게 되나요?',
    answer:
      '프로필 화면에서 탈퇴하면 법령에 따라 보관해야 하는 기록을 빼고 회원 정보가 지체 없이 파기됩니다. 자세한 내용은 개인정보처리방침을 확인해주세요.',
  },
  {
    category: 'CBT 모의고사',
    question: 'CBT 모의고사는 무료인가요?',
    answer: '네. 커리어로드의 공기업, 대기업, PSAT, 한국사 CBT 모의고사는 모두 무료로 응시할 수 있습니다.',
  },
  {
    category: 'CBT 모의고사',
    question: '틀린 문제만 다시 풀 수 있나요?',
    answer: '응시를 마치면 틀린 문제가 오답노트에 모입니다. 마이 CBT > 오답노트에서 문제를 다시 풀고 해설을 볼 수 있습니다.',
  },
  {
    category: 'CBT 모의고사',
    question: '한 문제씩 풀기와 실전 모의고사는 무엇이 다른가요?',
    answer:
      '한 문제씩 풀기는 문제마다 바로 정답과 해설을 확인합니다. 실전 모의고사는 실제 시험처럼 제한 시간 안에 모든 문제를 푼 뒤 점수와 해설을 봅니다.',
  },
  {
    category: '채용·대외활동',
    question: '스크랩한 공고의 마감 알림을 받을 수 있나요?',
    answer: '스크랩한 공고는 캘린더에 표시되고, 마감 3일 전에 알림으로 알려드립니다.',
  },
  {
    category: '채용·대외활동',
    question: '공고 내용이 실제와 달라요.',
    answer:
      '공고 화면 아래의 고객문의로 알려주세요. 운영자가 확인한 뒤 기업회원에게 수정을 요청하거나 공고를 내립니다.',
  },
  {
    category: '기업회원',
    question: '기업회원 승인은 얼마나 걸리나요?',
    answer: '사업자등록번호를 확인한 뒤 영업일 기준 1~2일 안에 승인합니다. 승인되면 가입한 이메일로 알려드립니다.',
  },
  {
    category: '기업회원',
    question: '등록한 공고는 바로 공개되나요?',
    answer: '아니요. 운영자의 검토를 거쳐 승인된 공고만 공개됩니다. 반려되면 사유를 확인하고 고쳐서 다시 요청할 수 있습니다.',
  },
];
