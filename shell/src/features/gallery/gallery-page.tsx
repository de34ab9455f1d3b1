import { useState } from 'react';
import styled from 'styled-components';
import {
  Heading,
  Lead,
  PageContainer,
  useI18n,
  usePageMeta,
  usePlural,
  useTranslation,
} from 'shared';
import { GALLERY_ART_SIZE } from '../../assets/gallery/gallery-art';
import {
  galleryCategories,
  galleryImages,
  type GalleryCategory,
  type GalleryImage,
  type ShownImage,
} from './gallery-data';
import type { GalleryKey } from './i18n/en';
import { galleryMessages } from './gallery-messages';
import { Lightbox } from './lightbox';

type Filter = 'all' | GalleryCategory;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 1rem 0 1.5rem;
`;

const FilterButton = styled.button`
  min-height: 44px;
  padding: 0.5rem 1rem;
  border-radius: 999px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  padding: 0;
  margin: 0.5rem 0 1.25rem;
  li {
    padding: 0.2rem 0.75rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 0.9rem;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 1rem;
  list-style: none;
  padding: 0;
  margin: 0;
  /* Pictures below the fold are neither laid out nor painted until they come near the screen:
     less work on the main thread while the page loads (docs/PERFORMANCE.md 'Long tasks'). */
  > li {
    content-visibility: auto;
    contain-intrinsic-size: auto 240px auto 280px;
  }
`;

const Thumb = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  cursor: zoom-in;
  background: ${({ theme }) => theme.colors.surface};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${GALLERY_ART_SIZE.width} / ${GALLERY_ART_SIZE.height};
    transition: transform 0.2s ease;
  }
  &:hover img {
    transform: scale(1.03);
  }
  @media (prefers-reduced-motion: reduce) {
    &:hover img {
      transform: none;
    }
  }
`;

const ThumbCaption = styled.p`
  margin: 0.4rem 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

function imagesIn(filter: Filter): GalleryImage[] {
  return filter === 'all' ? galleryImages : galleryImages.filter((i) => i.category === filter);
}

/** The Photo Gallery page (/Gallery): images filtered by category, each opening a lightbox. */
export function GalleryPage() {
  const t = useTranslation(galleryMessages);
  const plural = usePlural(t);
  const numbers = new Intl.NumberFormat(useI18n().lang);
  usePageMeta(t('title'), t('description'));
  const [filter, setFilter] = useState<Filter>('all');
  const [open, setOpen] = useState<GalleryImage | null>(null);
  const subLabel = (sub: string) => t(`sub.${sub}` as GalleryKey);
  const localized = (image: GalleryImage): ShownImage => ({
    ...image,
    alt: t(`alt${image.id}` as GalleryKey),
    subCategoryLabel: subLabel(image.subCategory),
  });
  const shown = imagesIn(filter).map(localized);
  const subCategories = [...new Set(shown.map((i) => i.subCategory))];
  const filters: Filter[] = ['all', ...galleryCategories];
  const label = (f: Filter) => t(f);

  return (
    <PageContainer id="main">
      <Heading>{t('title')}</Heading>
      <Lead>{t('lead')}</Lead>

      <Filters role="group" aria-label={t('filterGroup')}>
        {filters.map((f) => (
          <FilterButton
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
          >
            {t('filterButton', { label: label(f), count: numbers.format(imagesIn(f).length) })}
          </FilterButton>
        ))}
      </Filters>

      <section aria-labelledby="gallery-category">
        <h2 id="gallery-category">{label(filter)}</h2>
        <p aria-live="polite">{plural('showing', shown.length)}</p>
        {subCategories.length > 0 && (
          <Tags aria-label={t('subCategories')}>
            {subCategories.map((s) => (
              <li key={s}>{subLabel(s)}</li>
            ))}
          </Tags>
        )}
        {shown.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <Grid>
            {shown.map((image) => (
              <li key={image.id}>
                <Thumb type="button" onClick={() => setOpen(image)}>
                  <img
                    src={image.src}
                    alt={image.alt}
                    width={GALLERY_ART_SIZE.width}
                    height={GALLERY_ART_SIZE.height}
                    loading="lazy"
                    decoding="async"
                  />
                </Thumb>
                <ThumbCaption aria-hidden="true">{image.alt}</ThumbCaption>
              </li>
            ))}
          </Grid>
        )}
      </section>
      {open && (
        <Lightbox image={localized(open)} closeLabel={t('close')} onClose={() => setOpen(null)} />
      )}
    </PageContainer>
  );
}
