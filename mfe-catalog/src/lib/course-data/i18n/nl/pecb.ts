import type { CourseTexts } from '../../course-texts';

// Dutch: PECB's shared course texts (English → Dutch).
const texts: CourseTexts = {
  'ISO/IEC 27000 family management systems and leadership.':
    'Managementsystemen uit de ISO/IEC 27000-familie en leiderschap.',
  'Protecting systems, networks and cloud services.':
    'Systemen, netwerken en clouddiensten beschermen.',
  'Quality, asset, laboratory and service management standards.':
    'Normen voor kwaliteits-, asset-, laboratorium- en servicemanagement.',
  'Risk, anti-bribery, compliance and IT governance.':
    'Risicomanagement, anti-omkoping, compliance en IT-governance.',
  'Responsible AI management and risk.': 'Verantwoord AI-management en AI-risico’s.',
  'GDPR and privacy information management.': 'AVG (GDPR) en beheer van privacy-informatie.',
  'Business continuity, crisis management and operational resilience.':
    'Bedrijfscontinuïteit, crisismanagement en operationele weerbaarheid.',
  'Hands-on offensive and defensive security.':
    'Praktijkgerichte offensieve en defensieve security.',
  'Leading technology-driven change in organisations.':
    'Technologiegedreven verandering in organisaties leiden.',
  'Digital transformation is less about buying new technology than about changing how an organisation works: its processes, its culture and the way it serves customers. Projects fail when strategy, people and technology move at different speeds.':
    'Bij digitale transformatie draait het minder om het kopen van nieuwe technologie dan om het veranderen van de manier waarop een organisatie werkt: haar processen, haar cultuur en de manier waarop ze klanten bedient. Projecten mislukken wanneer strategie, mensen en technologie niet in hetzelfde tempo bewegen.',
  'Our digital transformation programmes help managers and team leads plan change, choose what to digitise first, measure progress and keep security, privacy and continuity in view from the start.':
    'Onze programma’s voor digitale transformatie helpen managers en teamleiders om verandering te plannen, te kiezen wat ze als eerste digitaliseren, de voortgang te meten en beveiliging, privacy en continuïteit vanaf het begin in het oog te houden.',
  'Batches are arranged on demand for teams and individuals, online or at our New Delhi centre. Tell us about your organisation and we will suggest the right mix of PECB training, including courses from our governance, quality and artificial intelligence categories.':
    'Groepen stellen we op aanvraag samen voor teams en individuele deelnemers, online of in ons centrum in New Delhi. Vertel ons over je organisatie, dan stellen we de juiste mix van PECB-trainingen voor, waaronder trainingen op het gebied van governance, kwaliteit en kunstmatige intelligentie.',
  'PECB certification: {title}': 'PECB-certificering: {title}',
  'How long is the {title} course?': 'Hoe lang duurt de training {title}?',
  '{hours} hours of instructor-led training, usually as five full days or in evening and weekend batches. The PECB exam follows the training.':
    '{hours} uur training met trainer, meestal in vijf volle dagen of in avond- en weekendgroepen. Het PECB-examen volgt na de training.',
  'Is the PECB exam included?': 'Is het PECB-examen inbegrepen?',
  'We quote training, course materials and the PECB exam together or separately, whichever suits you; ask us when you enquire.':
    'We geven een prijsopgave voor de training, het lesmateriaal en het PECB-examen, samen of los, wat jou het beste uitkomt; vraag ernaar wanneer je informatie aanvraagt.',
  'Can I attend online?': 'Kan ik online deelnemen?',
  'Yes. Every batch runs as a live online classroom as well as in our New Delhi centre.':
    'Ja. Elke groep loopt zowel als live online klas als in ons centrum in New Delhi.',
  'Monitoring, audit and improvement': 'Monitoring, audit en verbetering',
};
export default texts;
