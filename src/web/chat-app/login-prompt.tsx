/** Visitor state: the login prompt, with a '로그인' button that asks the parent to go to login (framed only). */
import { PrimaryButton } from '../ui/button';
import { CenteredBody } from './chat-layout';

export const LOGIN_REQUIRED_TEXT = '로그인이 필요한 서비스입니다.';

export function LoginPrompt({ onLogin }: { onLogin: (() => void) | null }) {
  return (
    <CenteredBody data-testid="chat-login-prompt">
      <p>{LOGIN_REQUIRED_TEXT}</p>
      {onLogin ? (
        <PrimaryButton $size="lg" type="button" onClick={onLogin}>
          로그인
        </PrimaryButton>
      ) : null}
    </CenteredBody>
  );
}
