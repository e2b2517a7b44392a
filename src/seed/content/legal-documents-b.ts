/**
 * 너스패스's reference legal documents (the shop's `/terms` and the sign-up's 보기): 이용약관 and 개인정보처리방침 as
 * numbered articles, and the text of the optional 마케팅 정보 수신 consent. Written for this service (what it sells,
 * how payment and refunds work here). Later versions are registered in the console; the seed adds only these.
 */
import type { SeedLegalDocument } from './legal-content';

export const LEGAL_DOCUMENTS_B: SeedLegalDocument[] = [
  {
    brand: 'b',
    kind: 'TERMS',
    version: 1,
    title: '이용약관',
    effectiveDate: '2026-11-28',
    articles: [
      {
        heading: '제1조 (목적)',
        paragraphs: [
          '이 약관은 (주)너스패스(이하 "회사")가 운영하는 너스패스 쇼핑몰과 CBT 서비스(이하 "서비스")를 이용할 때 회사와 회원 사이의 권리, 의무와 책임을 정합니다.',
        ],
      },
      {
        heading: '제2조 (회원 가입과 계정)',
        paragraphs: [
          '회원 가입은 이 약관과 개인정보처리방침에 동의하고 가입 양식을 작성하여 신청하면 회사가 승낙함으로써 이루어집니다.',
          '회원은 하나의 계정으로 쇼핑몰과 CBT 서비스를 함께 이용합니다. 계정과 비밀번호를 관리할 책임은 회원에게 있으며, 다른 사람이 사용하고 있다고 알게 되면 곧바로 비밀번호를 바꾸고 고객센터에 알려야 합니다.',
        ],
      },
      {
        heading: '제3조 (상품과 이용 기간)',
        paragraphs: [
          '쇼핑몰에서 판매하는 상품은 CBT 모의고사 이용권입니다. 결제가 확인되면 해당 시험이 내 강의실에 추가되며, 상품 안내에 따로 정한 기간이 없으면 서비스가 운영되는 동안 이용할 수 있습니다.',
          '상품의 가격과 할인 기간은 상품 화면에 표시된 내용을 따르며, 주문서를 만든 때의 가격으로 결제됩니다.',
        ],
      },
      {
        heading: '제4조 (결제)',
        paragraphs: [
          '무통장입금으로 주문하면 주문 접수 후 3일 안에 안내된 계좌로 입금해야 하며, 입금이 확인된 때 결제가 완료됩니다.',
          '회원은 결제 전에 주문 상품과 금액을 확인하고 동의해야 합니다.',
        ],
      },
      {
        heading: '제5조 (청약철회와 환불)',
        paragraphs: [
          '결제 후 7일 이내이고 해당 시험을 한 번도 응시하지 않았다면 청약을 철회하고 전액 환불받을 수 있습니다.',
          '응시를 시작한 시험은 디지털 콘텐츠의 제공이 개시된 것으로 보아 청약철회가 제한됩니다. 다만 콘텐츠에 오류가 있어 정상적으로 이용할 수 없는 경우에는 그러하지 않습니다.',
        ],
      },
      {
        heading: '제6조 (회원의 의무)',
        paragraphs: [
          '회원은 서비스의 문제와 해설을 회사의 동의 없이 복제, 배포하거나 다른 사람에게 계정을 빌려주어서는 안 됩니다.',
        ],
      },
      {
        heading: '제7조 (서비스의 변경과 중단)',
        paragraphs: [
          '회사는 설비 점검이나 불가피한 사유가 있으면 서비스를 일시 중단할 수 있으며, 미리 공지합니다. 부득이하게 미리 알리지 못한 경우에는 사후에 알립니다.',
        ],
      },
      {
        heading: '제8조 (분쟁 해결)',
        paragraphs: ['서비스 이용과 관련한 분쟁은 대한민국 법을 따르며, 관할 법원은 민사소송법에 따릅니다.'],
      },
    ],
  },
  {
    brand: 'b',
    kind: 'PRIVACY',
    version: 1,
    title: '개인정보처리방침',
    effectiveDate: '2026-11-28',
    articles: [
      {
        heading: '1. 수집하는 개인정보',
        paragraphs: [
          '회원 가입: 이메일, 비밀번호(암호화하여 저장), 이름.',
          '회원정보 수정과 주문: 휴대폰 번호, 주문자 이름, 배송지(받는 분, 연락처, 우편번호, 주소).',
          '서비스 이용 중 자동으로: 접속 기록, 응시 기록.',
        ],
      },
      {
        heading: '2. 이용 목적',
        paragraphs: ['회원 확인과 로그인, 주문과 결제 처리, 구매한 시험의 제공, 고객 문의 응대, 부정 이용 방지에 이용합니다.'],
      },
      {
        heading: '3. 보유 기간',
        paragraphs: [
          '회원 탈퇴 시 지체 없이 파기합니다. 다만 전자상거래 등에서의 소비자보호에 관한 법률에 따라 계약·결제 기록은 5년, 소비자 불만·분쟁 처리 기록은 3년 보관합니다.',
        ],
      },
      {
        heading: '4. 제3자 제공과 처리 위탁',
        paragraphs: ['법령에 근거가 있거나 회원이 동의한 경우를 빼고 개인정보를 제3자에게 제공하지 않습니다. 결제 처리를 위탁하는 경우 수탁자와 업무 내용을 이 방침에 공개합니다.'],
      },
      {
        heading: '5. 파기 절차와 방법',
        paragraphs: ['보유 기간이 끝난 개인정보는 지체 없이 파기합니다. 전자 파일은 복구할 수 없는 방법으로 지우고, 종이 문서는 분쇄하거나 소각합니다.'],
      },
      {
        heading: '6. 회원의 권리',
        paragraphs: ['회원은 마이페이지의 회원정보 수정과 배송지 관리에서 언제든지 자신의 정보를 확인하고 고치거나 지울 수 있습니다.'],
      },
      {
        heading: '7. 개인정보 보호책임자',
        paragraphs: ['개인정보 보호책임자: 개인정보보호팀 (help@nursepass.co.kr)'],
      },
    ],
  },
  {
    brand: 'b',
    kind: 'MARKETING',
    version: 1,
    title: '마케팅 정보 수신 동의',
    effectiveDate: '2026-11-28',
    articles: [
      {
        heading: '1. 수신 내용',
        paragraphs: ['새로 나온 병원 필기시험 모의고사, 할인 쿠폰과 이벤트 소식을 이메일로 보내드립니다.'],
      },
      {
        heading: '2. 이용 항목과 기간',
        paragraphs: ['이메일과 이름을 동의를 철회하거나 회원을 탈퇴할 때까지 이용합니다.'],
      },
      {
        heading: '3. 동의 거부와 철회',
        paragraphs: ['동의하지 않아도 서비스 이용에는 제한이 없습니다. 동의한 뒤에도 언제든지 철회할 수 있습니다.'],
      },
    ],
  },
];
