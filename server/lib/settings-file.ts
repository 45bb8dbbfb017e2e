import { readFileSync } from 'node:fs';
import type { z } from 'zod';

/**
 * A JSON file a setting names (SMS_TEMPLATES_FILE, WHATSAPP_TEMPLATES_FILE), read and checked against its
 * schema: its content, or the problems in words, each starting with the setting's name and saying where in the
 * file, so that the start refuses with what to fix.
 */
export function readSettingsFile<S extends z.ZodType>(
  setting: string,
  path: string,
  schema: S,
): { data: z.infer<S>; problems: null } | { data: null; problems: string[] } {
  try {
    const parsed = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    if (parsed.success) return { data: parsed.data, problems: null };
    const where = (p: PropertyKey[]) => (p.length ? p.join('.') : 'the file');
    return {
      data: null,
      problems: parsed.error.issues.map((i) => `${setting} ${where(i.path)}: ${i.message}`),
    };
  } catch (err) {
    return { data: null, problems: [`${setting} ${path} cannot be read: ${(err as Error).message}`] };
  }
}
