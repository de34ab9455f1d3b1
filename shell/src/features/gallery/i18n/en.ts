/** The gallery's English texts: the page, its filters and every photo's caption (by id). */
export const galleryEn = {
  title: 'Photo Gallery',
  description: 'Explore our New Delhi campus, training sessions, team and facilities in pictures.',
  lead: 'Explore our campus, training sessions and facilities: the classrooms where our learners prepare for CompTIA and PECB exams, the labs, our team and the celebrations we share.',
  filterGroup: 'Filter photos by category',
  filterButton: '{label} ({count})',
  all: 'All',
  campus: 'Campus',
  team: 'Team',
  training: 'Training',
  courses: 'Courses',
  events: 'Events',
  showing_one: 'Showing {count} image',
  showing_other: 'Showing {count} images',
  subCategories: 'Sub-categories',
  // The spec's message, word for word in English.
  empty: 'No images found for this category',
  close: 'Close',
  'sub.full-team': 'Full team',
  'sub.developers': 'Developers',
  'sub.Collaboration': 'Collaboration',
  'sub.workshops': 'Workshops',
  'sub.practical': 'Practical',
  'sub.unity': 'Unity',
  'sub.tally': 'Tally',
  'sub.microsoft': 'Microsoft',
  'sub.Diwali': 'Diwali',
  alt1: 'Our whole New Delhi team at the annual meet',
  alt2: 'Trainers and support staff in the office lobby',
  alt3: 'Our web developers shipping a client portal',
  alt4: 'Code review with the software services team',
  alt5: 'Planning a cloud migration with a client',
  alt6: 'CompTIA A+ weekend workshop',
  alt7: 'Security+ workshop on access control',
  alt8: 'Cloud+ workshop on designing for resilience',
  alt9: 'Learners working through hands-on lab exercises',
  alt10: 'Network+ practical: cabling and switch configuration',
  alt11: 'Unity game development batch, week one',
  alt12: 'Building a 3D level in the Unity course',
  alt13: 'Tally Prime course: ledgers and vouchers',
  alt14: 'GST returns practice in the Tally course',
  alt15: 'Microsoft 365 and Azure fundamentals training',
  alt16: 'Diwali decorations at the office',
  alt17: 'Lighting diyas together on Diwali',
  alt18: 'The Diwali rangoli competition',
};

export type GalleryKey = keyof typeof galleryEn;
/** Arabic's extra plural forms of the image count (see usePlural). */
export type GalleryPluralForms = Partial<
  Record<`showing_${'zero' | 'two' | 'few' | 'many'}`, string>
>;
