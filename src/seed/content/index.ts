/**
 * All demo exam content, one file per brand category (spec §2.1 slugs). src/seed/seed.ts loads it with seedExams.
 * Order matters only for display: exams are listed newest first, so later entries appear first.
 */
import { exams as aKoreanHistory } from './a-korean-history';
import { exams as aMajorCompany } from './a-major-company';
import { exams as aPsat } from './a-psat';
import { exams as aPublicCompany } from './a-public-company';
import { exams as bAcademicTest } from './b-academic-test';
import { exams as bHospitalTest } from './b-hospital-test';
import { exams as bInterviewPrep } from './b-interview-prep';
import { exams as bNationalExam } from './b-national-exam';
import { exams as bNursingPractice } from './b-nursing-practice';
import type { SeedExam } from './types';

export const SEED_EXAMS: SeedExam[] = [
  ...aPublicCompany,
  ...aMajorCompany,
  ...aPsat,
  ...aKoreanHistory,
  ...bHospitalTest,
  ...bInterviewPrep,
  ...bAcademicTest,
  ...bNationalExam,
  // Last: their products get the highest ids, so the demo cart (the lowest unowned) never holds them.
  ...bNursingPractice,
];
