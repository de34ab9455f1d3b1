// The gallery's illustrations, one import per file so webpack emits each as its own asset.
// A company replaces them by dropping its photos next to these and changing the imports.
import coursesMicrosoft1 from './courses-microsoft-1.svg';
import coursesTally1 from './courses-tally-1.svg';
import coursesTally2 from './courses-tally-2.svg';
import coursesUnity1 from './courses-unity-1.svg';
import coursesUnity2 from './courses-unity-2.svg';
import eventsDiwali1 from './events-diwali-1.svg';
import eventsDiwali2 from './events-diwali-2.svg';
import eventsDiwali3 from './events-diwali-3.svg';
import teamCollaboration1 from './team-collaboration-1.svg';
import teamDevelopers1 from './team-developers-1.svg';
import teamDevelopers2 from './team-developers-2.svg';
import teamFullTeam1 from './team-full-team-1.svg';
import teamFullTeam2 from './team-full-team-2.svg';
import trainingPractical1 from './training-practical-1.svg';
import trainingPractical2 from './training-practical-2.svg';
import trainingWorkshops1 from './training-workshops-1.svg';
import trainingWorkshops2 from './training-workshops-2.svg';
import trainingWorkshops3 from './training-workshops-3.svg';

export const galleryArt = {
  coursesMicrosoft1,
  coursesTally1,
  coursesTally2,
  coursesUnity1,
  coursesUnity2,
  eventsDiwali1,
  eventsDiwali2,
  eventsDiwali3,
  teamCollaboration1,
  teamDevelopers1,
  teamDevelopers2,
  teamFullTeam1,
  teamFullTeam2,
  trainingPractical1,
  trainingPractical2,
  trainingWorkshops1,
  trainingWorkshops2,
  trainingWorkshops3,
};

/** Every illustration is drawn on the same 640 × 480 canvas. */
export const GALLERY_ART_SIZE = { width: 640, height: 480 } as const;
