import type { BrandId } from '../../config/hosts';
import { isConsentGiven, type SignUpConsent, type SignUpConsentAnswers } from '../../config/sign-up-consents';
import type { Db } from '../../db/client';
import { type LegalDocumentKind, userConsents } from '../../db/schema';
import { findCurrentLegalVersions } from '../legal-documents/find-current-legal-versions';

const DOCUMENT_OF: Readonly<Record<SignUpConsent, LegalDocumentKind | null>> = {
  TERMS: 'TERMS',
  PRIVACY: 'PRIVACY',
  AGE_14: null,
  MARKETING: 'MARKETING',
};

/**
 * Stores a new member's answers, each with the version of its document in force now (what the sign-up form showed)
 * and the time. Call it in the sign-up's transaction after the checks: `asked` lists what the form asked, so a
 * question not asked leaves no row, and an unticked optional one is stored as declined.
 */
export async function recordSignUpConsents(
  tx: Db,
  input: { userId: string; brand: BrandId; answers: SignUpConsentAnswers; asked: readonly SignUpConsent[] },
): Promise<void> {
  const versions = await findCurrentLegalVersions(tx, input.brand);
  await tx.insert(userConsents).values(
    input.asked.map((kind) => {
      const document = DOCUMENT_OF[kind];
      return {
        userId: input.userId,
        brand: input.brand,
        kind,
        documentVersion: document ? versions[document] : null,
        agreed: isConsentGiven(input.answers, kind),
      };
    }),
  );
}
