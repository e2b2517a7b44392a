/**
 * 이메일 변경's sentences. An address takes no particle of its own — what it ends on (…net, …kr) is not how it is
 * read — so the sentence says 주소로 after it.
 */
export const emailChangeMessages = {
  codeSent: (newEmail: string) => `${newEmail} 주소로 인증번호를 보냈습니다. 10분 안에 입력해주세요.`,
  changed: (email: string) => `이메일을 ${email} 주소로 바꿨어요.`,
  codeHint: (newEmail: string, until: string) => `${newEmail} 주소로 보낸 번호 · ${until}까지`,
};
