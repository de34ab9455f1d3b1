import { useEffect, useState } from 'react';
import styled from 'styled-components';

const Figure = styled.svg`
  width: 220px;
  height: 220px;
  max-width: 100%;
  background: #fff;
  shape-rendering: crispEdges;
`;

const MARGIN = 4;

/**
 * The UPI payment link as a QR code drawn as an SVG path. The qrcode library is its own chunk,
 * loaded only when an order awaiting a UPI or bank payment is shown.
 */
export function UpiQr({ link, label }: { link: string; label: string }) {
  const [modules, setModules] = useState<{ size: number; dark: boolean[] } | null>(null);

  useEffect(() => {
    let live = true;
    void import(/* webpackChunkName: "qrcode" */ 'qrcode').then((qrcode) => {
      const { modules: grid } = qrcode.create(link, { errorCorrectionLevel: 'M' });
      if (live) setModules({ size: grid.size, dark: Array.from(grid.data, (v) => !!v) });
    });
    return () => {
      live = false;
    };
  }, [link]);

  if (!modules) return <Figure role="img" aria-label={label} aria-busy="true" viewBox="0 0 1 1" />;
  const { size, dark } = modules;
  let path = '';
  dark.forEach((on, i) => {
    if (on) path += `M${(i % size) + MARGIN} ${Math.floor(i / size) + MARGIN}h1v1h-1z`;
  });
  const full = size + MARGIN * 2;
  return (
    <Figure role="img" aria-label={label} viewBox={`0 0 ${full} ${full}`} data-qr-size={size}>
      <rect width={full} height={full} fill="#fff" />
      <path d={path} fill="#000" />
    </Figure>
  );
}
