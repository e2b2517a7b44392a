/**
 * 너스패스 고객센터's 자주 묻는 질문 as the reference seed writes them (the shop's `/help`), grouped by category in
 * this order. Operators edit them in the console afterwards; the seed adds them only to a brand without any.
 */
import type { SeedFaqEntry } from './legal-content';

export const FAQ_B: SeedFaqEntry[] = [
  {
    category: '회원·계정',
    question: '쇼핑몰과 CBT에 따로 가입해야 하나요?',
    answer:
      '아니요. 너스패스 계정 하나로 쇼핑몰과 CBT를 함께 이용합니다. 쇼핑몰에서 구매한 시험은 CBT에서 바로 응시할 수 있습니다.',
  },
  {
    category: '회원·계정',
    question: '이름이나 연락처는 어디에서 바꾸나요?',
    answer:
      '마이페이지 > 회원정보 수정에서 이름, 휴대폰 번호, 이메일과 비밀번호를 바꿀 수 있습니다. 이메일을 바꿀 때는 새 주소로 받은 인증번호를 입력해야 합니다.',
  },
  {
    category: '회원·계정',
    question: '비밀번호를 바꾸면 다른 기기는 어떻게 되나요?',
    answer:
      '비밀번호를 바꾸면 지금 사용 중인 기기를 뺀 다른 기기에서는 모두 로그아웃됩니다.',
  },
  {
    category: '주문·결제',
    question: '어떤 결제 수단을 쓸 수 있나요?',
    answer:
      '무통장입금으로 결제할 수 있습니다. 주문 후 안내된 계좌로 3일 안에 입금하면 입금 확인 후 결제완료로 바뀝니다.',
  },
  {
    category: '주문·결제',
    question: '주문서의 결제 가능 시간이 지났다고 나와요.',
    answer:
      '주문서는 만든 뒤 30분 동안만 결제할 수 있습니다. 주문 화면의 "주문서 새로 만들기"를 누르면 같은 상품으로 새 주문서가 만들어집니다.',
  },
  {
    category: '주문·결제',
    question: '찜한 상품은 어디에서 보나요?',
    answer:
      '상품 화면에서 찜하기를 누른 상품은 마이페이지 > 찜한 상품에 모입니다. 찜한 상품 화면에서 바로 장바구니에 담을 수 있습니다.',
  },
  {
    category: '시험 이용',
    question: '구매한 시험은 어디에서 응시하나요?',
    answer:
      '마이페이지 > 내 강의실에서 시험을 고르면 CBT 화면으로 이동합니다. 결제가 완료된 시험만 내 강의실에 보입니다.',
  },
  {
    category: '시험 이용',
    question: '같은 시험을 두 번 살 수 있나요?',
    answer:
      '이미 가지고 있는 시험은 다시 구매하거나 장바구니에 담을 수 없습니다.',
  },
  {
    category: '취소·환불',
    question: '결제한 시험을 환불받을 수 있나요?',
    answer:
      '결제 후 7일 이내이고 한 번도 응시하지 않은 시험은 전액 환불됩니다. 응시를 시작한 시험은 환불이 제한됩니다. 자세한 내용은 이용약관 제5조를 확인해주세요.',
  },
];
