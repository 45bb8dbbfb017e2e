/** `%text%` for LIKE and ILIKE, with LIKE's own wildcards (and its escape) in the text taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
