import { describe, expect, it } from 'vitest';
import { decisionDoneToast } from './application-messages';

describe('decisionDoneToast', () => {
  it("puts 으로/로 after the decision's label as it is read", () => {
    expect(decisionDoneToast('서류 합격')).toBe('서류 합격으로 처리했습니다. 지원자에게 알림을 보냈습니다.');
    expect(decisionDoneToast('불합격')).toBe('불합격으로 처리했습니다. 지원자에게 알림을 보냈습니다.');
    expect(decisionDoneToast('보류')).toBe('보류로 처리했습니다. 지원자에게 알림을 보냈습니다.');
  });
});
