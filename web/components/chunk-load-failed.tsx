import { useTranslation } from 'react-i18next';

/**
 * What stands where a part of the screen whose code could not be fetched would be (a drawer, a form, a tab):
 * the spec's generic text and 'Try again', instead of a page that breaks. It is in the first load, so it is
 * plain elements with the look of MUI's error alert (web/components/load-error.tsx), not that alert itself.
 */
export function ChunkLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 8,
        padding: '6px 16px',
        borderRadius: 4,
        backgroundColor: '#fdeded',
        color: '#5f2120',
      }}
    >
      <span style={{ padding: '8px 0' }}>{t('messages.genericError')}</span>
      <button type="button" className="plain-retry" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
