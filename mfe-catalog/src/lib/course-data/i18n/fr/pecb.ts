import type { CourseTexts } from '../../course-texts';

// French: PECB's shared course texts (English → French).
const texts: CourseTexts = {
  'ISO/IEC 27000 family management systems and leadership.':
    'Systèmes de management de la famille ISO/IEC 27000 et leadership.',
  'Protecting systems, networks and cloud services.':
    'Protection des systèmes, des réseaux et des services cloud.',
  'Quality, asset, laboratory and service management standards.':
    'Normes de management de la qualité, des actifs, des laboratoires et des services.',
  'Risk, anti-bribery, compliance and IT governance.':
    'Risques, lutte contre la corruption, conformité et gouvernance des TI.',
  'Responsible AI management and risk.': 'Management responsable de l’IA et de ses risques.',
  'GDPR and privacy information management.':
    'RGPD et management de la protection de la vie privée.',
  'Business continuity, crisis management and operational resilience.':
    'Continuité d’activité, gestion de crise et résilience opérationnelle.',
  'Hands-on offensive and defensive security.':
    'Sécurité offensive et défensive, axée sur la pratique.',
  'Leading technology-driven change in organisations.':
    'Piloter le changement porté par la technologie dans les organisations.',
  'Digital transformation is less about buying new technology than about changing how an organisation works: its processes, its culture and the way it serves customers. Projects fail when strategy, people and technology move at different speeds.':
    'La transformation numérique consiste moins à acheter de nouvelles technologies qu’à changer la façon dont une organisation fonctionne : ses processus, sa culture et sa manière de servir ses clients. Les projets échouent lorsque la stratégie, les personnes et la technologie avancent à des rythmes différents.',
  'Our digital transformation programmes help managers and team leads plan change, choose what to digitise first, measure progress and keep security, privacy and continuity in view from the start.':
    'Nos programmes de transformation numérique aident les managers et les chefs d’équipe à planifier le changement, à choisir ce qu’il faut numériser en priorité, à mesurer les progrès et à intégrer dès le départ la sécurité, la protection des données personnelles et la continuité.',
  'Batches are arranged on demand for teams and individuals, online or at our New Delhi centre. Tell us about your organisation and we will suggest the right mix of PECB training, including courses from our governance, quality and artificial intelligence categories.':
    'Les sessions sont organisées à la demande, pour des équipes comme pour des particuliers, en ligne ou dans notre centre de New Delhi. Parlez-nous de votre organisation et nous vous proposerons la combinaison de formations PECB la plus adaptée, y compris des formations de nos catégories gouvernance, qualité et intelligence artificielle.',
  'PECB certification: {title}': 'Certification PECB : {title}',
  'How long is the {title} course?': 'Combien de temps dure la formation {title} ?',
  '{hours} hours of instructor-led training, usually as five full days or in evening and weekend batches. The PECB exam follows the training.':
    '{hours} heures de formation avec formateur, généralement sur cinq journées complètes ou en sessions du soir et du week-end. L’examen PECB a lieu après la formation.',
  'Is the PECB exam included?': 'L’examen PECB est-il inclus ?',
  'We quote training, course materials and the PECB exam together or separately, whichever suits you; ask us when you enquire.':
    'Nous vous proposons un devis pour la formation, les supports de cours et l’examen PECB, ensemble ou séparément, selon ce qui vous convient ; posez-nous la question lorsque vous vous renseignez.',
  'Can I attend online?': 'Puis-je suivre la formation en ligne ?',
  'Yes. Every batch runs as a live online classroom as well as in our New Delhi centre.':
    'Oui. Chaque session a lieu en direct en ligne comme dans notre centre de New Delhi.',
  'Monitoring, audit and improvement': 'Surveillance, audit et amélioration',
};
export default texts;
