/** The About page's English texts; the other six languages translate every key. */
export const aboutEn = {
  title: 'About us',
  metaDescription:
    'An IT training, certification and services company in New Delhi: CompTIA and PECB courses, internships and development work.',
  lead: 'We are an IT training and services company in New Delhi. Since we opened, thousands of learners have prepared with us for their CompTIA and PECB certifications, and businesses rely on our engineers for their websites, cloud and software.',
  missionTitle: 'Our mission',
  missionText:
    'To make internationally recognised IT skills practical and affordable: every course combines an experienced trainer, hands-on labs and an official certification exam.',
  teachTitle: 'What we teach',
  teachComptia: 'CompTIA certifications, from A+ and Network+ to Security+, CySA+ and CASP+',
  teachPecb: 'PECB certifications in ISO/IEC 27001, ISO 9001, ISO 22301, privacy and AI management',
  teachUnity: 'Unity game development',
  teachTally: 'Tally Prime accounting with GST',
  teachMicrosoft: 'Microsoft 365 and Azure training',
  servicesTitle: 'What we build',
  servicesText:
    'Our development team delivers web development, cloud services, digital marketing and custom software for clients in India and abroad. Interns join these projects and learn on real work.',
  valuesTitle: 'What we stand for',
  valuePractical: 'Practice first: half of every course happens in the lab.',
  valueHonest:
    'Honest advice: we recommend the certification that fits your career, not the most expensive one.',
  valueSupport: 'Support after the course: doubt-clearing sessions until you sit your exam.',
  visitTitle: 'Visit us',
  visitText:
    'Our training centre is in New Delhi and open Monday to Saturday, 11 AM to 7 PM. You are welcome to visit for a free counselling session.',
  contactLink: 'Contact us',
};

export type AboutKey = keyof typeof aboutEn;
