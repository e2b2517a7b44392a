/**
 * The interest and target chips a member picks from: /manage/welcome and /profile's 관심 분야 / 대상 share them, so
 * the codes and labels (posting-labels.ts) and the 10-code bound live in one place.
 */
import styled from 'styled-components';
import { MEMBER_INTERESTS_MAX } from '../../contracts/member-interests';
import { POSTING_FIELD_CODES, POSTING_FIELD_LABELS, POSTING_TARGET_CODES, POSTING_TARGET_LABELS } from './posting-labels';
import { toggleCode } from './interest-queries';

export interface InterestChoicesProps {
  interests: string[];
  targets: string[];
  onInterestsChange: (next: string[]) => void;
  onTargetsChange: (next: string[]) => void;
  /** The legend of the targets group (the welcome page speaks to the member: 지금 나는). */
  targetsLegend?: string;
}

export function InterestChoices({ interests, targets, onInterestsChange, onTargetsChange, targetsLegend = '지금 나는' }: InterestChoicesProps) {
  const full = interests.length >= MEMBER_INTERESTS_MAX;
  return (
    <>
      <Group>
        <legend>
          관심 분야 <small>(최대 {MEMBER_INTERESTS_MAX}개, {interests.length}개 선택)</small>
        </legend>
        <Chips>
          {POSTING_FIELD_CODES.map((code) => {
            const checked = interests.includes(code);
            return (
              <Chip key={code} $checked={checked}>
                <input
                  type="checkbox"
                  name="interests"
                  value={code}
                  checked={checked}
                  disabled={!checked && full}
                  onChange={() => onInterestsChange(toggleCode(interests, code, MEMBER_INTERESTS_MAX))}
                />
                <span>{POSTING_FIELD_LABELS[code]}</span>
              </Chip>
            );
          })}
        </Chips>
      </Group>
      <Group>
        <legend>
          {targetsLegend} <small>(해당하는 것을 모두)</small>
        </legend>
        <Chips>
          {POSTING_TARGET_CODES.filter((code) => code !== 'ANYONE').map((code) => {
            const checked = targets.includes(code);
            return (
              <Chip key={code} $checked={checked}>
                <input
                  type="checkbox"
                  name="targets"
                  value={code}
                  checked={checked}
                  onChange={() => onTargetsChange(toggleCode(targets, code, MEMBER_INTERESTS_MAX))}
                />
                <span>{POSTING_TARGET_LABELS[code]}</span>
              </Chip>
            );
          })}
        </Chips>
      </Group>
    </>
  );
}

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  legend {
    font-size: 18px;
    font-weight: 700;
    margin-bottom: 12px;
  }
  small {
    font-size: 14px;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Chip = styled.label<{ $checked: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 16px;
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: 999px;
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $checked }) => ($checked ? '#fff' : theme.colors.text)};
  font-weight: 600;
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    opacity: 0.55;
    cursor: default;
  }
`;
