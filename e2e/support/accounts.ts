/** Demo accounts the server seeds into an empty database (src/seed/seed.ts). */
export const DEMO_PASSWORD = 'careerroad1!';

export const ACCOUNTS = {
  // Scraps: two from the account seed and eight postings (src/seed/seed-postings.ts: two with a written test, six others).
  student: { email: 'student@careerroad.kr', password: DEMO_PASSWORD, headerName: '김하늘님', scrapCount: 10 },
  corporate: { email: 'hr@careerroad.kr', password: DEMO_PASSWORD },
  pending: { email: 'pending@careerroad.kr', password: DEMO_PASSWORD },
  nurse: { email: 'nurse@nursepass.co.kr', password: DEMO_PASSWORD, headerName: '서윤간호사님' },
  // The operators of each brand's console (ADR 24): the seed's ADMIN of the brand.
  adminA: { email: 'admin@careerroad.kr', password: DEMO_PASSWORD },
  adminB: { email: 'admin@nursepass.co.kr', password: DEMO_PASSWORD },
} as const;

export type Account = { email: string; password: string };
