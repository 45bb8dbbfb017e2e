import { isCategory, type MemberCategory } from '../../../domain/constants';
import type { DetailField } from '../../../domain/member-details';

/** The catalogue key of each category's label; student-working shows as 'Student/Part Time Job'. */
export const CATEGORY_LABEL_KEYS = {
  student: 'details.categories.student',
  working: 'details.categories.working',
  'student-working': 'details.categories.studentWorking',
  'not working': 'details.categories.notWorking',
} as const satisfies Record<MemberCategory, string>;

export type CategoryLabelKey = (typeof CATEGORY_LABEL_KEYS)[MemberCategory] | 'details.categories.unknown';

/** A stored category's label key; a missing or unknown one reads 'Not chosen'. */
export function categoryLabelKey(category: string | null | undefined): CategoryLabelKey {
  return isCategory(category) ? CATEGORY_LABEL_KEYS[category] : 'details.categories.unknown';
}

/** The catalogue key of each detail field's label; desc1 is the company, desc2 the skills. */
export const FIELD_LABEL_KEYS = {
  education: 'details.education',
  educationLevel: 'details.educationLevel',
  course: 'details.course',
  subject: 'details.subject',
  goals: 'details.goals',
  institution: 'details.institution',
  workType: 'details.workType',
  position: 'details.position',
  desc1: 'details.company',
  desc2: 'details.skills',
  industry: 'details.industry',
  qualification: 'details.qualification',
  reason: 'details.reason',
} as const satisfies Record<DetailField, string>;
