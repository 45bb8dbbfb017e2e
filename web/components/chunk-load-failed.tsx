import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What stands where a part of the screen whose code could not be fetched would be (a drawer, a form, a tab):
 * the spec's generic text and 'Try again', instead of a page that breaks. It is in the first load, so it is
 * plain elements with the look of the error alert of web/components/load-error.tsx, not MUI's Alert itself.
 * `onRetry` settles when the try is over; the button waits for it, so a double tap fetches once.
 */
export function ChunkLoadFailed({ onRetry }: { onRetry: () => Promise<void> }) {
  const { t } = useTranslation();
  const [trying, setTrying] = useState(false);
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
        borderRadius: 10,
        backgroundColor: '#fdeded',
        color: '#5f2120',
      }}
    >
      <span style={{ padding: '8px 0' }}>{t('messages.genericError')}</span>
      <button
        type="button"
        className="plain-retry"
        disabled={trying}
        aria-busy={trying || undefined}
        onClick={async () => {
          setTrying(true);
          await onRetry();
          setTrying(false);
        }}
      >
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
