import { useEffect, useState } from 'react';

type Props = { link: string; alt: string };

/**
 * A upi:// link as a QR code any UPI app scans, for a desktop that has no UPI app. The `qrcode` library is
 * imported here, when a QR is first drawn, so no screen carries it before a member gives.
 */
export function UpiQr({ link, alt }: Props) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 240 }))
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [link]);
  // The space is held while the code is drawn, so the UTR field below does not move.
  return src ? (
    <img src={src} alt={alt} width={240} height={240} style={{ display: 'block' }} />
  ) : (
    <div style={{ width: 240, height: 240 }} />
  );
}
