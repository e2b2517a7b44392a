import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, careerSpecs, coverLetterQuestions, coverLetters, postings } from '../../db/schema';
import { getCareerCompleteness } from '../career-specs/get-career-completeness';
import { coverLetterErrors } from '../cover-letters/cover-letter-errors';
import { ownCoverLetter } from '../cover-letters/cover-letter-policy';
import { isUniqueViolation } from '../errors/unique-violation';
import { postingErrors } from '../postings/posting-errors';
import { publishedPosting } from '../postings/posting-visibility';
import type { ApplyInput } from './application-arguments';
import { applicationErrors } from './application-errors';
import { type Applicant, assertTakesApplications } from './application-policy';
import { type MyApplicationView, presentMyApplication } from './application-presenter';
import { buildSpecSummary } from './build-spec-summary';
import { answersOverLimit } from '../../contracts/cover-letters';

/**
 * 지원하기 (ADR 26): the member applies to a public posting that takes applications on the portal and is open now,
 * with one of their cover letters (its title, questions and answers copied as they are now) and, unless they opt
 * out, a summary of their 스펙 and their contact details, also copied. Every answer must be within its question's
 * character limit (a letter may be saved over it, an application not). One application per member and posting: a
 * second is a Korean 409, also for the loser of two racing submits (the unique index decides).
 */
export async function applyToPosting(
  db: Db,
  input: { applicant: Applicant; postingId: number; apply: ApplyInput; now?: Date },
): Promise<MyApplicationView> {
  const now = input.now ?? new Date();
  const { applicant } = input;
  const [posting] = await db
    .select({
      id: postings.id,
      title: postings.title,
      organiserName: postings.organiserName,
      receptionStartAt: postings.receptionStartAt,
      receptionEndAt: postings.receptionEndAt,
      acceptsApplications: postings.acceptsApplications,
    })
    .from(postings)
    .where(and(eq(postings.id, input.postingId), publishedPosting(applicant.brand, now)));
  if (!posting) throw postingErrors.notFound();
  assertTakesApplications(posting, now);

  const [existing] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.postingId, posting.id), eq(applications.userId, applicant.userId)));
  if (existing) throw applicationErrors.alreadyApplied();

  const [letter] = await db
    .select({ id: coverLetters.id, title: coverLetters.title })
    .from(coverLetters)
    .where(ownCoverLetter(applicant, input.apply.coverLetterId));
  if (!letter) throw coverLetterErrors.notFound();
  const questions = await db
    .select({ question: coverLetterQuestions.question, charLimit: coverLetterQuestions.charLimit, answer: coverLetterQuestions.answer })
    .from(coverLetterQuestions)
    .where(eq(coverLetterQuestions.coverLetterId, letter.id))
    .orderBy(asc(coverLetterQuestions.position));
  if (!questions.some((q) => q.answer.trim())) throw applicationErrors.coverLetterEmpty();
  const [overLimit] = answersOverLimit(questions);
  if (overLimit) throw applicationErrors.answerOverLimit(overLimit);

  const overview = await getCareerCompleteness(db, applicant);
  const specSummary = input.apply.includeSpecSummary
    ? buildSpecSummary({
        school: overview.basics.school,
        major: overview.basics.major,
        completenessPercent: overview.completeness.percent,
        entries: await db
          .select({ section: careerSpecs.section, data: careerSpecs.data })
          .from(careerSpecs)
          .where(eq(careerSpecs.userId, applicant.userId))
          .orderBy(asc(careerSpecs.createdAt), asc(careerSpecs.id)),
      })
    : null;

  try {
    const [row] = await db
      .insert(applications)
      .values({
        brand: applicant.brand,
        postingId: posting.id,
        userId: applicant.userId,
        coverLetterId: letter.id,
        coverLetter: { title: letter.title.trim() || '제목 없는 자기소개서', questions },
        specSummary,
        applicantName: overview.basics.name?.trim() || overview.basics.username,
        applicantEmail: overview.basics.email,
        applicantPhone: overview.basics.phone,
      })
      .returning();
    return presentMyApplication(row!, posting);
  } catch (error) {
    if (isUniqueViolation(error)) throw applicationErrors.alreadyApplied();
    throw error;
  }
}
