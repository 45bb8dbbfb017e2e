import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_FUNDS } from '../../../domain/treasury/default-funds';

/**
 * A fund's name in the reader's language: a default fund (by its key) that keeps its seeded name shows
 * translated; one the committee added, or renamed, shows as they wrote it (docs/decisions/0013-baitul-maal.md).
 */
export function useFundName() {
  const { t } = useTranslation();
  return useCallback(
    (key: string | null, name: string) => {
      const seeded = DEFAULT_FUNDS.find((f) => f.key === key);
      return seeded && seeded.name === name ? t(`adminTreasury.fund.${seeded.key}`) : name;
    },
    [t],
  );
}
