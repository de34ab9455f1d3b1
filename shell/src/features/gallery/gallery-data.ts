import { galleryArt } from '../../assets/gallery/gallery-art';

/** SPEC §3: the gallery's categories; campus is offered as a filter but holds no image yet. */
export const galleryCategories = ['campus', 'team', 'training', 'courses', 'events'] as const;
export type GalleryCategory = (typeof galleryCategories)[number];

export const categoryLabels: Record<GalleryCategory, string> = {
  campus: 'Campus',
  team: 'Team',
  training: 'Training',
  courses: 'Courses',
  events: 'Events',
};

/** SPEC §3 'Gallery image'. */
export interface GalleryImage {
  id: number;
  src: string;
  /** The caption, also the image's text alternative. */
  alt: string;
  category: GalleryCategory;
  subCategory: string;
}

export const galleryImages: GalleryImage[] = [
  {
    id: 1,
    src: galleryArt.teamFullTeam1,
    alt: 'Our whole New Delhi team at the annual meet',
    category: 'team',
    subCategory: 'full-team',
  },
  {
    id: 2,
    src: galleryArt.teamFullTeam2,
    alt: 'Trainers and support staff in the office lobby',
    category: 'team',
    subCategory: 'full-team',
  },
  {
    id: 3,
    src: galleryArt.teamDevelopers1,
    alt: 'Our web developers shipping a client portal',
    category: 'team',
    subCategory: 'developers',
  },
  {
    id: 4,
    src: galleryArt.teamDevelopers2,
    alt: 'Code review with the software services team',
    category: 'team',
    subCategory: 'developers',
  },
  {
    id: 5,
    src: galleryArt.teamCollaboration1,
    alt: 'Planning a cloud migration with a client',
    category: 'team',
    subCategory: 'Collaboration',
  },
  {
    id: 6,
    src: galleryArt.trainingWorkshops1,
    alt: 'CompTIA A+ weekend workshop',
    category: 'training',
    subCategory: 'workshops',
  },
  {
    id: 7,
    src: galleryArt.trainingWorkshops2,
    alt: 'Security+ workshop on access control',
    category: 'training',
    subCategory: 'workshops',
  },
  {
    id: 8,
    src: galleryArt.trainingWorkshops3,
    alt: 'Cloud+ workshop on designing for resilience',
    category: 'training',
    subCategory: 'workshops',
  },
  {
    id: 9,
    src: galleryArt.trainingPractical1,
    alt: 'Learners working through hands-on lab exercises',
    category: 'training',
    subCategory: 'practical',
  },
  {
    id: 10,
    src: galleryArt.trainingPractical2,
    alt: 'Network+ practical: cabling and switch configuration',
    category: 'training',
    subCategory: 'practical',
  },
  {
    id: 11,
    src: galleryArt.coursesUnity1,
    alt: 'Unity game development batch, week one',
    category: 'courses',
    subCategory: 'unity',
  },
  {
    id: 12,
    src: galleryArt.coursesUnity2,
    alt: 'Building a 3D level in the Unity course',
    category: 'courses',
    subCategory: 'unity',
  },
  {
    id: 13,
    src: galleryArt.coursesTally1,
    alt: 'Tally Prime course: ledgers and vouchers',
    category: 'courses',
    subCategory: 'tally',
  },
  {
    id: 14,
    src: galleryArt.coursesTally2,
    alt: 'GST returns practice in the Tally course',
    category: 'courses',
    subCategory: 'tally',
  },
  {
    id: 15,
    src: galleryArt.coursesMicrosoft1,
    alt: 'Microsoft 365 and Azure fundamentals training',
    category: 'courses',
    subCategory: 'microsoft',
  },
  {
    id: 16,
    src: galleryArt.eventsDiwali1,
    alt: 'Diwali decorations at the office',
    category: 'events',
    subCategory: 'Diwali',
  },
  {
    id: 17,
    src: galleryArt.eventsDiwali2,
    alt: 'Lighting diyas together on Diwali',
    category: 'events',
    subCategory: 'Diwali',
  },
  {
    id: 18,
    src: galleryArt.eventsDiwali3,
    alt: 'The Diwali rangoli competition',
    category: 'events',
    subCategory: 'Diwali',
  },
];

/** A sub-category as a person reads it ('full-team' → 'Full team'). */
export function subCategoryLabel(subCategory: string): string {
  const words = subCategory.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
