// Writes domain/function-rules.ts from the catalogue: each function's access and kind, without its schemas.
// Run it after changing a function's access or kind: `npx tsx scripts/write-function-rules.ts`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue } from '../domain/catalogue';

const rows = Object.entries(catalogue).map(([name, def]) => {
  const shared = 'sharedCaching' in def && def.sharedCaching ? ', sharedCaching: true' : '';
  return `  ${name}: { access: '${def.access}', kind: '${def.kind}'${shared} },`;
});

const text = `// Written by scripts/write-function-rules.ts from domain/catalogue.ts; change the catalogue, then run it.
import type { Access } from './access';
import type { FunctionName } from './catalogue';
import type { FunctionKind } from './functions/define';

/**
 * Each function's access and kind as the catalogue declares them, without the input and output schemas, so the
 * web app can ask "may this user call it?", "is it a write?" and "may a shared cache answer it (GET)?" without
 * downloading every schema. A unit test fails when this table and the catalogue differ.
 */
export const FUNCTION_RULES: Record<
  FunctionName,
  { access: Access; kind: FunctionKind; sharedCaching?: true }
> = {
${rows.join('\n')}
};
`;

writeFileSync(join(import.meta.dirname, '..', 'domain', 'function-rules.ts'), text);
