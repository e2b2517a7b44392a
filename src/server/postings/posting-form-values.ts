import type { PostingFormValues } from '../../config/posting-form';
import { kstDayKey } from '../../config/kst';
import type { Posting } from '../../db/schema';

/** A stored posting as the form's values (a draft's empty columns as empty fields), so a submission is checked by exactly the rules the form ran. */
export function postingFormValuesOf(p: Posting): PostingFormValues {
  return {
    kind: p.kind,
    title: p.title,
    organiserType: p.organiserType ?? '',
    fields: p.fields,
    targets: p.targets,
    region: p.region ?? '',
    benefits: p.benefits,
    prizeMoney: p.prizeMoney == null ? '' : String(p.prizeMoney),
    employmentType: p.employmentType ?? '',
    careerLevel: p.careerLevel ?? '',
    applyUrl: p.applyUrl ?? '',
    applyEmail: p.applyEmail ?? '',
    acceptsApplications: p.acceptsApplications,
    receptionStartDay: p.receptionStartAt ? kstDayKey(p.receptionStartAt) : '',
    receptionEndDay: p.receptionEndAt ? kstDayKey(p.receptionEndAt) : '',
    announcementDay: p.announcementAt ? kstDayKey(p.announcementAt) : '',
    bodyHtml: p.bodyHtml,
  };
}
