/**
 * How alike two names must be (pg_trgm's `similarity`, 0 to 1) for a register person to be flagged beside
 * another record with the same date of birth or father's name (docs/decisions/0014-masjid-register.md).
 * Measured on the spellings registers hold: 'Mohammed Iqbal' / 'Mohd Iqbal' 0.53, 'Abdul Rahman' / 'Abdul
 * Rehman' 0.63, 'मोहम्मद इक़बाल' / 'मोहम्मद इकबाल' 0.69, 'محمد اقبال' / 'محمد اقبال خان' 0.73 stay in; two
 * people who only share a common word stay out: 'Fatima Begum' / 'Farida Begum' 0.44, 'فاطمہ بیگم' / 'فریدہ
 * بیگم' 0.38, 'محمد علی' / 'محمد عادل' 0.46. pg_trgm's own default (0.3) would flag 'Mohd Salim' beside 'Mohd
 * Aslam'. The second condition (the same date or father) is what makes the pair likely; the name only has
 * to be the same name written another way. server/register/duplicate-candidates.test.ts holds these cases.
 * Every pair of a date or a father is decided by this threshold, names joined on pg_trgm's own trigrams
 * (server/register/name-pairs.ts) and kept (server/register/register-pairs.ts).
 */
export const NAME_SIMILARITY_MIN = 0.5;
