import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The detail a member's subCategory names, by their category (domain/functions/members-directory.ts): the
 * education of the two student categories, the work type of the working, the reason of the not working.
 * One expression for the index (migration 0007) and the directory's filter: the planner uses an expression
 * index only for the very same expression.
 */
export const memberSubCategory = (category: AnyPgColumn, details: AnyPgColumn): SQL =>
  sql`(case when ${category} in ('student', 'student-working') then ${details} ->> 'education'
    when ${category} = 'working' then ${details} ->> 'workType'
    when ${category} = 'not working' then ${details} ->> 'reason' end)`;

/** The education level of a member's details, as the directory's level filter and its index read it. */
export const memberEducationLevel = (details: AnyPgColumn): SQL => sql`(${details} ->> 'educationLevel')`;
