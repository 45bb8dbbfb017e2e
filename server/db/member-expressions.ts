import { sql } from 'drizzle-orm';

/**
 * The detail a member's subCategory names, by their category (domain/functions/directory.ts): the
 * education of the two student categories, the work type of the working, the reason of the not working. The
 * database keeps it in `users.sub_category` (a generated column), which the directory filters and indexes.
 */
export const MEMBER_SUB_CATEGORY_SQL = sql`case when "category" in ('student', 'student-working') then "details" ->> 'education'
    when "category" = 'working' then "details" ->> 'workType'
    when "category" = 'not working' then "details" ->> 'reason' end`;

/** The education level of a member's details, kept in `users.education_level`. */
export const MEMBER_EDUCATION_LEVEL_SQL = sql`"details" ->> 'educationLevel'`;
