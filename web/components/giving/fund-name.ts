import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_FUNDS, type FundKey } from '../../../domain/treasury/default-funds';

const isFundKey = (key: string | null): key is FundKey => DEFAULT_FUNDS.some((f) => f.key === key);

/**
 * A fund's name in the reader's language: a default fund by its key (stored in English), a fund the committee
 * added as the committee wrote it.
 */
export function useFundName() {
  const { t } = useTranslation();
  return useCallback(
    (fund: { key: string | null; name: string }) =>
      isFundKey(fund.key) ? t(`giving.funds.${fund.key}`) : fund.name,
    [t],
  );
}
