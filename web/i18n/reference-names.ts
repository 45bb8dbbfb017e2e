import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultCategoryKey } from '../../domain/default-categories';
import type { ReferenceKind } from '../../domain/reference-values';

export type ReferenceNames = {
  /** A reference value in the reader's language by its id; what the server said when the id is not ours. */
  value: (kind: ReferenceKind, id: number | string | null | undefined, said: string) => string;
  /** A category's name: a default one in the reader's language, an admin's own exactly as written. */
  category: (name: string) => string;
};

/**
 * The names the server keeps in English, shown in the reader's language: the reference values by their
 * stored ids (never by their text, so a stored id keeps its meaning), and the default categories by their
 * exact planted name. A value or category the catalogues do not know shows as the server gave it.
 */
export function referenceNames(t: TFunction): ReferenceNames {
  // The keys are built at run time, so the typed `t` cannot check them: `defaultValue` covers a miss.
  const lookup = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return {
    value: (kind, id, said) => {
      const n = typeof id === 'string' && id !== '' ? Number(id) : id;
      if (typeof n !== 'number' || !Number.isInteger(n)) return said;
      return lookup(`referenceValues.${kind}.${n}`, { defaultValue: said });
    },
    category: (name) => {
      const key = defaultCategoryKey(name);
      return key ? lookup(`defaultCategories.${key}`, { defaultValue: name }) : name;
    },
  };
}

/** `referenceNames` in the current language, following a change of language. */
export function useReferenceNames(): ReferenceNames {
  const { t } = useTranslation();
  return useMemo(() => referenceNames(t), [t]);
}
