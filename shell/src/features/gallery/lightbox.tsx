import styled from 'styled-components';
import { Dialog } from 'shared/dialog';
import { GALLERY_ART_SIZE } from '../../assets/gallery/gallery-art';
import type { ShownImage } from './gallery-data';

/** A darker backdrop than other dialogs: the picture is the point. */
const PictureDialog = styled(Dialog)`
  /* Doubled class: this wins over the Dialog's own backdrop. */
  &&::backdrop {
    background: rgba(8, 20, 40, 0.85);
  }
`;

const Panel = styled.div`
  position: relative;
  width: min(960px, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  overflow-y: auto;
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

/**
 * The full-size view of one gallery image: shared's modal Dialog (focus on its one
 * control, the close button; Escape and the backdrop close it; page scrolling locked).
 */
export function Lightbox({
  image,
  closeLabel,
  onClose,
}: {
  image: ShownImage;
  closeLabel: string;
  onClose: () => void;
}) {
  const captionId = `gallery-caption-${image.id}`;
  return (
    <PictureDialog onClose={onClose} labelledBy={captionId}>
      <Panel>
        <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </CloseButton>
        <Caption id={captionId}>{image.alt}</Caption>
        <p style={{ margin: 0 }}>{image.subCategoryLabel}</p>
        <img
          src={image.src}
          alt={image.alt}
          width={GALLERY_ART_SIZE.width}
          height={GALLERY_ART_SIZE.height}
        />
      </Panel>
    </PictureDialog>
  );
}
