import { galleryArt } from '../../assets/gallery/gallery-art';

/** The gallery's categories; campus is offered as a filter but holds no image yet. */
export const galleryCategories = ['campus', 'team', 'training', 'courses', 'events'] as const;
export type GalleryCategory = (typeof galleryCategories)[number];

/** One image of the gallery. */
export interface GalleryImage {
  id: number;
  src: string;
  category: GalleryCategory;
  subCategory: string;
}

export const galleryImages: GalleryImage[] = [
  {
    id: 1,
    src: galleryArt.teamFullTeam1,
    category: 'team',
    subCategory: 'full-team',
  },
  {
    id: 2,
    src: galleryArt.teamFullTeam2,
    category: 'team',
    subCategory: 'full-team',
  },
  {
    id: 3,
    src: galleryArt.teamDevelopers1,
    category: 'team',
    subCategory: 'developers',
  },
  {
    id: 4,
    src: galleryArt.teamDevelopers2,
    category: 'team',
    subCategory: 'developers',
  },
  {
    id: 5,
    src: galleryArt.teamCollaboration1,
    category: 'team',
    subCategory: 'Collaboration',
  },
  {
    id: 6,
    src: galleryArt.trainingWorkshops1,
    category: 'training',
    subCategory: 'workshops',
  },
  {
    id: 7,
    src: galleryArt.trainingWorkshops2,
    category: 'training',
    subCategory: 'workshops',
  },
  {
    id: 8,
    src: galleryArt.trainingWorkshops3,
    category: 'training',
    subCategory: 'workshops',
  },
  {
    id: 9,
    src: galleryArt.trainingPractical1,
    category: 'training',
    subCategory: 'practical',
  },
  {
    id: 10,
    src: galleryArt.trainingPractical2,
    category: 'training',
    subCategory: 'practical',
  },
  {
    id: 11,
    src: galleryArt.coursesUnity1,
    category: 'courses',
    subCategory: 'unity',
  },
  {
    id: 12,
    src: galleryArt.coursesUnity2,
    category: 'courses',
    subCategory: 'unity',
  },
  {
    id: 13,
    src: galleryArt.coursesTally1,
    category: 'courses',
    subCategory: 'tally',
  },
  {
    id: 14,
    src: galleryArt.coursesTally2,
    category: 'courses',
    subCategory: 'tally',
  },
  {
    id: 15,
    src: galleryArt.coursesMicrosoft1,
    category: 'courses',
    subCategory: 'microsoft',
  },
  {
    id: 16,
    src: galleryArt.eventsDiwali1,
    category: 'events',
    subCategory: 'Diwali',
  },
  {
    id: 17,
    src: galleryArt.eventsDiwali2,
    category: 'events',
    subCategory: 'Diwali',
  },
  {
    id: 18,
    src: galleryArt.eventsDiwali3,
    category: 'events',
    subCategory: 'Diwali',
  },
];

/** An image as the page shows it: with its caption (also its text alternative) and its sub-category's name, in the page's language. */
export interface ShownImage extends GalleryImage {
  alt: string;
  subCategoryLabel: string;
}
