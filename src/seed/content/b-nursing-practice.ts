/**
 * Two short paid brand B exams on everyday ward practice (original questions). Besides being on sale like the
 * others, they are the exams the shop's payment walk-through (e2e/shop-payments.spec.ts, ADR 28) buys as
 * nurse@nursepass.co.kr: no other demo flow, cart or entitlement uses them.
 */
import type { SeedExam } from './types';

export const NURSING_PRACTICE_EXAM_TITLES = ['병동 간호 술기 점검 모의고사', '투약 안전 집중 점검 모의고사'] as const;

export const exams: SeedExam[] = [
  {
    brand: 'b',
    categorySlug: 'hospital-test',
    subType: '병동 간호 실무',
    title: NURSING_PRACTICE_EXAM_TITLES[0],
    description:
      '활력징후 측정, 정맥주사 관리, 욕창 예방처럼 신규 간호사가 첫 달에 가장 자주 하는 술기를 짧은 사례 문항으로 점검합니다. 해설에 순서와 근거를 함께 정리했습니다.',
    isFree: false,
    price: 14900,
    communityBoardSlug: 'nurse-hospital-test',
    shop: {
      category: '간호 실무',
      description:
        '병동 첫 근무를 앞둔 신규 간호사를 위한 술기 점검 모의고사입니다. 정맥염 대처, 욕창 예방, 불규칙한 맥박 측정을 세 문항으로 빠르게 확인합니다.',
    },
    rounds: [
      {
        title: '병동 술기 점검 1회',
        timeLimitMinutes: 10,
        problems: [
          {
            subject: '기본간호',
            stem: '말초정맥 카테터를 유지 중인 환자의 삽입 부위가 붉고 부어 있으며 만지면 아프다고 한다. 가장 먼저 할 일은?',
            choices: [
              '수액 주입 속도를 늦추고 다음 근무자에게 관찰을 인계한다.',
              '주입을 멈추고 카테터를 제거한 뒤 다른 부위에 새로 삽입하며, 정맥염 정도를 기록하고 보고한다.',
              '온찜질을 하면서 같은 카테터로 계속 주입한다.',
              '카테터를 조금 더 깊이 밀어 넣어 고정한다.',
            ],
            answer: 2,
            explanation:
              '발적·부종·통증은 정맥염의 징후이므로 그 부위로 주입을 계속하지 않고 카테터를 제거한 뒤 다른 부위에 새로 확보합니다. 정맥염 척도로 정도를 기록하고 보고해 원인을 확인합니다. 1번과 3번은 염증이 있는 혈관에 주입을 계속하는 것이고, 4번은 감염 위험을 높이는 금기 행동입니다.',
          },
          {
            subject: '기본간호',
            stem: '침상에서 스스로 움직이기 어려운 환자의 욕창 예방 간호로 가장 적절한 것은?',
            choices: [
              '발적이 생긴 뼈 돌출 부위를 세게 마사지해 혈액순환을 돕는다.',
              '침상 머리를 항상 60도 이상 올려 둔다.',
              '최소 2시간마다 자세를 바꾸고, 피부를 건조하게 유지하며, 뼈 돌출 부위의 피부 상태를 매번 확인한다.',
              '도넛 모양 방석을 천골 부위에 받쳐 압력을 분산한다.',
            ],
            answer: 3,
            explanation:
              '규칙적인 체위 변경, 피부 건조 유지, 뼈 돌출 부위 관찰이 욕창 예방의 기본입니다. 발적 부위 마사지는 조직 손상을 악화시키고, 침상 머리를 높게 올리면 천골 부위에 전단력이 커집니다. 도넛 방석은 가장자리에 압력이 몰려 오히려 혈류를 막을 수 있습니다.',
          },
          {
            subject: '기본간호',
            stem: '성인 환자의 요골 맥박이 불규칙하게 느껴질 때 맥박 측정 방법으로 옳은 것은?',
            choices: [
              '15초 동안 센 값에 4를 곱한다.',
              '30초 동안 센 값에 2를 곱한다.',
              '심첨 맥박을 1분 동안 청진해 센다.',
              '산소포화도 측정기에 표시된 값만 기록한다.',
            ],
            answer: 3,
            explanation:
              '맥박이 불규칙하면 짧은 시간 측정 후 곱하는 방법은 오차가 커서, 심첨부를 1분 동안 청진해 정확히 셉니다. 산소포화도 측정기의 맥박 값은 불규칙한 리듬에서 실제보다 적게 잡힐 수 있어 단독 기록으로는 부족합니다.',
          },
        ],
      },
    ],
  },
  {
    brand: 'b',
    categorySlug: 'hospital-test',
    subType: '병동 간호 실무',
    title: NURSING_PRACTICE_EXAM_TITLES[1],
    description:
      '투약 전 확인, 고위험 약물, 구두 처방 처리까지 투약 오류를 막는 원칙을 사례로 점검합니다. 각 문항 해설에 놓치기 쉬운 확인 단계를 정리했습니다.',
    isFree: false,
    price: 11900,
    communityBoardSlug: 'nurse-hospital-test',
    shop: {
      category: '간호 실무',
      description:
        '투약 오류를 막는 확인 단계만 모아 짧게 점검하는 모의고사입니다. 고위험 약물과 구두 처방을 다루는 순서를 근무 전에 다시 확인해 보세요.',
    },
    rounds: [
      {
        title: '투약 안전 점검 1회',
        timeLimitMinutes: 10,
        problems: [
          {
            subject: '투약 안전',
            stem: '투약 전 환자 확인 방법으로 가장 적절한 것은?',
            choices: [
              '병실 호수와 침대 번호를 확인한다.',
              '환자에게 이름과 생년월일을 직접 말하게 하고 팔찌·처방과 대조한다.',
              '환자에게 "홍길동 님 맞으시죠?"라고 묻고 고개를 끄덕이면 투약한다.',
              '낮 근무자에게 들은 환자 정보로 확인한다.',
            ],
            answer: 2,
            explanation:
              '환자 확인은 두 가지 이상의 지표(이름, 생년월일 등)를 환자가 직접 말하게 하여 팔찌와 처방에 대조하는 것이 원칙입니다. 병실 번호는 환자가 바뀔 수 있어 지표가 될 수 없고, "맞으시죠?" 같은 닫힌 질문은 잘못 들은 환자도 "네"라고 답할 수 있습니다.',
          },
          {
            subject: '투약 안전',
            stem: '고농도 염화칼륨(KCl) 주사제 취급으로 옳은 것은?',
            choices: [
              '응급 상황에 대비해 병동 일반 약품 선반에 보관한다.',
              '정맥으로 빠르게 직접 주입(IV push)한다.',
              '희석된 제제를 사용하고 주입 펌프로 처방된 속도에 맞춰 주입하며, 투약 전 다른 간호사와 이중 확인한다.',
              '희석 농도는 간호사가 환자 상태를 보고 정한다.',
            ],
            answer: 3,
            explanation:
              '고농도 전해질은 대표적인 고위험 약물로, 희석 제제 사용·주입 펌프·이중 확인이 필요합니다. 직접 주입은 치명적 부정맥을 일으킬 수 있어 금기이며, 일반 선반 보관은 혼동 위험 때문에 허용되지 않습니다. 농도와 속도는 처방에 따릅니다.',
          },
          {
            subject: '투약 안전',
            stem: '응급 상황이 아닌데 의사가 전화로 투약을 지시했다. 가장 적절한 행동은?',
            choices: [
              '들은 내용을 기억해 두었다가 투약 후 기록한다.',
              '지시 내용을 받아 적은 뒤 다시 읽어 확인(read-back)하고, 병원 규정에 따라 정해진 시간 안에 처방 입력을 요청한다.',
              '동료 간호사에게 대신 전화를 받게 한다.',
              '의사가 바쁘므로 용량은 평소 쓰던 양으로 정한다.',
            ],
            answer: 2,
            explanation:
              '구두·전화 처방은 받아 적고 되읽어 확인한 뒤 규정에 따라 처방 입력을 받아야 오류를 줄일 수 있습니다. 기억에 의존하거나 용량을 임의로 정하는 것은 투약 오류의 흔한 원인입니다.',
          },
        ],
      },
    ],
  },
];
