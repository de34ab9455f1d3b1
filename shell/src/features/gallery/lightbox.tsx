import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { GALLERY_ART_SIZE } from '../../assets/gallery/gallery-art';
import { subCategoryLabel, type GalleryImage } from './gallery-data';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgba(8, 20, 40, 0.85);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1rem;
`;

const Panel = styled.div`
  position: relative;
  max-width: min(960px, 100%);
  max-height: 100%;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  img {
    display: block;
    width: 100%;
    height: auto;
    max-height: 75vh;
    object-fit: contain;
  }
`;

const CloseButton = styled.button`
  position: absolute;
  top: 0.5rem;
  inset-inline-end: 0.5rem;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: none;
  background: ${({ theme }) => theme.colors.primaryDark};
  color: #fff;
  font-size: 1.6rem;
  line-height: 1;
  cursor: pointer;
`;

const Caption = styled.h2`
  font-size: 1.15rem;
  margin: 0;
  padding-inline-end: 3rem;
`;

/** The full-size view of one gallery image (SPEC §2): a modal dialog that locks page scrolling. */
export function Lightbox({ image, onClose }: { image: GalleryImage; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Remember what had focus and how the page scrolled, so closing puts both back.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      // The close button is the dialog's only control, so Tab stays on it.
      if (event.key === 'Tab') {
        event.preventDefault();
        closeRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const captionId = `gallery-caption-${image.id}`;
  return (
    <Backdrop onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Panel role="dialog" aria-modal="true" aria-labelledby={captionId}>
        <CloseButton ref={closeRef} type="button" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </CloseButton>
        <Caption id={captionId}>{image.alt}</Caption>
        <p style={{ margin: 0 }}>{subCategoryLabel(image.subCategory)}</p>
        <img
          src={image.src}
          alt={image.alt}
          width={GALLERY_ART_SIZE.width}
          height={GALLERY_ART_SIZE.height}
        />
      </Panel>
    </Backdrop>
  );
}
