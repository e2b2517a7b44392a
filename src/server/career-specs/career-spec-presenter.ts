/**
 * 스펙 관리 entries as the API answers them: one field per section, the entry's own section filled and the others
 * null, so clients read typed fields rather than a bag of JSON.
 */
import type { CareerSpec } from '../../db/schema';
import type { ActivityData, AwardData, CertificateData, EducationData, LanguageData } from './career-spec-arguments';

export interface CareerSpecView {
  id: string;
  section: CareerSpec['section'];
  postingId: string | null;
  createdAt: string;
  updatedAt: string;
  education: EducationData | null;
  language: LanguageData | null;
  certificate: (Omit<CertificateData, 'certificateId'> & { certificateId: string | null }) | null;
  award: AwardData | null;
  activity: ActivityData | null;
}

export function presentCareerSpec(row: CareerSpec): CareerSpecView {
  const data = row.data as Record<string, unknown>;
  const of = <T>(section: CareerSpec['section']) => (row.section === section ? (data as unknown as T) : null);
  const certificate = of<CertificateData>('CERTIFICATE');
  return {
    id: row.id,
    section: row.section,
    postingId: row.postingId === null ? null : String(row.postingId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    education: of<EducationData>('EDUCATION'),
    language: of<LanguageData>('LANGUAGE'),
    certificate: certificate && {
      ...certificate,
      certificateId: certificate.certificateId === null ? null : String(certificate.certificateId),
    },
    award: of<AwardData>('AWARD'),
    activity: of<ActivityData>('ACTIVITY'),
  };
}
