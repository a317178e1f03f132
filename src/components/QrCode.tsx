import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `data` as an image (rendered locally, no network). */
export function QrCode({ data, label, size = 160 }: { data: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void QRCode.toDataURL(data, { margin: 1, width: size, errorCorrectionLevel: 'M' }).then((url) => {
      if (alive) setSrc(url);
    });
    return () => {
      alive = false;
    };
  }, [data, size]);
  return src ? <img className="qr" src={src} width={size} height={size} alt={label} data-testid="qr" data-qr={data} /> : null;
}
