import { useEffect, useState } from 'react';
import { useTranslation } from 'shared';
import { Hint, QrBox } from './styles';
import { messages } from './texts';

/**
 * The otpauth:// address as a QR code for the authenticator app to scan. The qrcode library is
 * fetched here, when an admin enrols, and never with the rest of the panel. Its SVG is drawn
 * from the address alone (squares, no text of it), so it is safe to put in the page as markup.
 */
export function QrCode({ uri }: { uri: string }) {
  const t = useTranslation(messages);
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setSvg(null);
    setFailed(false);
    import(/* webpackChunkName: "qrcode" */ 'qrcode')
      .then((qrcode) => qrcode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then(
        (markup) => live && setSvg(markup),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [uri]);

  if (failed) return <Hint role="alert">{t('qrFailed')}</Hint>;
  if (!svg) return <Hint>{t('qrLoading')}</Hint>;
  return <QrBox role="img" aria-label={t('qrLabel')} dangerouslySetInnerHTML={{ __html: svg }} />;
}
