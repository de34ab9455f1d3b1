import { useEffect, useState } from 'react';
import { QrFigure } from './styles';

const MARGIN = 4;

/**
 * The verification link as a QR code drawn as an SVG path. The qrcode library is its own chunk,
 * fetched only when the account page shows a certificate.
 */
export function CertificateQr({ link, label }: { link: string; label: string }) {
  const [modules, setModules] = useState<{ size: number; dark: boolean[] } | null>(null);

  useEffect(() => {
    let live = true;
    import(/* webpackChunkName: "qrcode" */ 'qrcode').then(
      (qrcode) => {
        const { modules: grid } = qrcode.create(link, { errorCorrectionLevel: 'M' });
        if (live) setModules({ size: grid.size, dark: Array.from(grid.data, (v) => !!v) });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [link]);

  if (!modules)
    return <QrFigure role="img" aria-label={label} aria-busy="true" viewBox="0 0 1 1" />;
  const { size, dark } = modules;
  let path = '';
  dark.forEach((on, i) => {
    if (on) path += `M${(i % size) + MARGIN} ${Math.floor(i / size) + MARGIN}h1v1h-1z`;
  });
  const full = size + MARGIN * 2;
  return (
    <QrFigure role="img" aria-label={label} viewBox={`0 0 ${full} ${full}`} data-qr-size={size}>
      <rect width={full} height={full} fill="#fff" />
      <path d={path} fill="#000" />
    </QrFigure>
  );
}
