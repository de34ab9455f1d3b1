import type { CourseTexts } from '../../course-texts';

// French: PECB's shared course texts (English → French).
const texts: CourseTexts = {
  'Implementing and managing an information security management system.':
    'Mise en œuvre et gestion d’un système de management de la sécurité de l’information.',
  'Selecting and applying information security controls.':
    'Sélection et application des mesures de sécurité de l’information.',
  'Information security risk management.':
    'Gestion des risques liés à la sécurité de l’information.',
  'Security across the application life cycle.':
    'La sécurité tout au long du cycle de vie des applications.',
  'Planning for and handling security incidents.':
    'Préparation et traitement des incidents de sécurité.',
  'Leading an information security programme.':
    'Pilotage d’un programme de sécurité de l’information.',
  'Risk analysis with the EBIOS Risk Manager method.':
    'Analyse des risques avec la méthode EBIOS Risk Manager.',
  'Managing and running penetration tests.': 'Gestion et conduite de tests d’intrusion.',
  'Securing cloud services with ISO/IEC 27017 and 27018.':
    'Sécurisation des services cloud avec ISO/IEC 27017 et 27018.',
  'Collecting and analysing digital evidence.': 'Collecte et analyse de preuves numériques.',
  'The Cybersecurity Maturity Model Certification programme.':
    'Le programme Cybersecurity Maturity Model Certification.',
  'Protecting network infrastructure.': 'Protection des infrastructures réseau.',
  'Security for industrial control systems.': 'Sécurité des systèmes de contrôle industriel.',
  'Quality management systems.': 'Systèmes de management de la qualité.',
  'Asset management systems.': 'Systèmes de gestion d’actifs.',
  'Quality management for medical devices.': 'Management de la qualité des dispositifs médicaux.',
  'Management systems for educational organisations.':
    'Systèmes de management pour les organismes d’éducation et de formation.',
  'Guidance on project management.': 'Recommandations sur la gestion de projet.',
  'Security management for the supply chain.':
    'Management de la sécurité de la chaîne d’approvisionnement.',
  'Process improvement with Lean Six Sigma.': 'Amélioration des processus avec Lean Six Sigma.',
  'Competence of testing and calibration laboratories.':
    'Compétence des laboratoires d’étalonnages et d’essais.',
  'Service management systems.': 'Systèmes de management des services.',
  'Risk management principles and guidelines.':
    'Principes et lignes directrices de la gestion des risques.',
  'Anti-bribery management systems.': 'Systèmes de management anti-corruption.',
  'Good governance of organisations.': 'La bonne gouvernance des organisations.',
  'Compliance management systems.': 'Systèmes de management de la conformité.',
  'Governance of IT for the organisation.':
    'Gouvernance des technologies de l’information dans l’organisation.',
  'Internal audit practice.': 'La pratique de l’audit interne.',
  'Managing operational risk.': 'Gestion du risque opérationnel.',
  'Foundations of applying AI responsibly.': 'Les bases d’une utilisation responsable de l’IA.',
  'Managing risks of AI systems.': 'Gestion des risques des systèmes d’IA.',
  'AI management systems.': 'Systèmes de management de l’IA.',
  'The role of a data protection officer under the GDPR.':
    'Le rôle du délégué à la protection des données (DPO) selon le RGPD.',
  'Privacy information management systems.':
    'Systèmes de management de la protection de la vie privée.',
  'Business continuity management systems.': 'Systèmes de management de la continuité d’activité.',
  'Preparing for and leading through a crisis.': 'Se préparer à une crise et la piloter.',
  'The EU regulation on digital operational resilience.':
    'Le règlement européen sur la résilience opérationnelle numérique.',
  'Planning ICT disaster recovery.':
    'Planification de la reprise après sinistre des systèmes informatiques.',
  'Keeping critical operations running.':
    'Maintien des activités critiques en toutes circonstances.',
  'Ethical hacking techniques and methodology.': 'Techniques et méthodologie du hacking éthique.',
  'Analysing threats and adversary behaviour.':
    'Analyse des menaces et du comportement des attaquants.',
  'Forensic investigation of digital systems.':
    'Investigation numérique des systèmes informatiques.',
  'Detecting, containing and recovering from incidents.':
    'Détection, confinement et rétablissement face aux incidents.',
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
