import type { GroupTexts } from '../../course-texts';

// Dutch: the summaries and page content of PECB's quality courses (English → Dutch).
const texts: GroupTexts = {
  summaries: {
    'Quality management systems.': 'Kwaliteitsmanagementsystemen.',
    'Asset management systems.': 'Assetmanagementsystemen.',
    'Quality management for medical devices.': 'Kwaliteitsmanagement voor medische hulpmiddelen.',
    'Management systems for educational organisations.':
      'Managementsystemen voor onderwijsorganisaties.',
    'Guidance on project management.': 'Richtlijnen voor projectmanagement.',
    'Security management for the supply chain.': 'Beveiligingsmanagement in de toeleveringsketen.',
    'Process improvement with Lean Six Sigma.': 'Procesverbetering met Lean Six Sigma.',
    'Competence of testing and calibration laboratories.':
      'Competentie van test- en kalibratielaboratoria.',
    'Service management systems.': 'Servicemanagementsystemen.',
  },
  page: {
    'Quality managers and management representatives':
      'Kwaliteitsmanagers en managementvertegenwoordigers',
    'Process owners and improvement teams': 'Proceseigenaren en verbeterteams',
    'Consultants implementing or auditing management systems':
      'Consultants die managementsystemen implementeren of auditen',
    'A general understanding of management systems and processes':
      'Algemene kennis van managementsystemen en processen',
    'Quality management principles and the ISO 9001 requirements':
      'Principes van kwaliteitsmanagement en de eisen van ISO 9001',
    'Planning a quality management system': 'Een kwaliteitsmanagementsysteem plannen',
    'Implementing processes, documented information and controls':
      'Processen, gedocumenteerde informatie en beheersmaatregelen implementeren',
    'Monitoring, internal audit and management review':
      'Monitoring, interne audit en directiebeoordeling',
    'Continual improvement and certification': 'Continue verbetering en certificering',
    'Asset management concepts and ISO 55001': 'Concepten van assetmanagement en ISO 55001',
    'Asset management policy, objectives and plans':
      'Beleid, doelstellingen en plannen voor assetmanagement',
    'Life-cycle decisions, risk and performance':
      'Beslissingen over de levenscyclus, risico’s en prestaties',
    'Monitoring and improving the asset management system':
      'Het assetmanagementsysteem monitoren en verbeteren',
    'Regulatory context and the ISO 13485 requirements':
      'De regelgevende context en de eisen van ISO 13485',
    'Design and development controls': 'Beheersing van ontwerp en ontwikkeling',
    'Production, traceability and supplier control':
      'Productie, traceerbaarheid en beheersing van leveranciers',
    'Complaints, corrective action and audits': 'Klachten, corrigerende maatregelen en audits',
    'The ISO 21001 requirements for educational organisations':
      'De eisen van ISO 21001 voor onderwijsorganisaties',
    'Learner and stakeholder needs': 'Behoeften van lerenden en andere belanghebbenden',
    'Designing and delivering educational products and services':
      'Onderwijsproducten en -diensten ontwerpen en leveren',
    'Evaluation, feedback and improvement': 'Evaluatie, feedback en verbetering',
    'Project management concepts and ISO 21502': 'Concepten van projectmanagement en ISO 21502',
    'Governance, roles and the project life cycle':
      'Governance, rollen en de levenscyclus van een project',
    'Planning, controlling and managing stakeholders':
      'Planning, beheersing en het managen van stakeholders',
    'Closing projects and capturing lessons': 'Projecten afsluiten en lessen vastleggen',
    'Supply chain security risks and ISO 28000':
      'Beveiligingsrisico’s in de toeleveringsketen en ISO 28000',
    'Security risk assessment across the supply chain':
      'Beoordeling van beveiligingsrisico’s in de hele toeleveringsketen',
    'Implementing security controls with partners':
      'Beveiligingsmaatregelen samen met partners implementeren',
    'Lean and Six Sigma principles': 'Principes van Lean en Six Sigma',
    'Define and Measure: understanding the process and its data':
      'Define en Measure: het proces en de bijbehorende data begrijpen',
    'Analyse: finding root causes': 'Analyse: grondoorzaken vinden',
    'Improve and Control: making gains stick': 'Improve en Control: verbeteringen borgen',
    'The ISO/IEC 17025 requirements for laboratories':
      'De eisen van ISO/IEC 17025 voor laboratoria',
    'Impartiality, personnel, facilities and equipment':
      'Onpartijdigheid, personeel, faciliteiten en apparatuur',
    'Methods, measurement uncertainty and traceability':
      'Methoden, meetonzekerheid en herleidbaarheid',
    'Reporting results and managing the laboratory system':
      'Resultaten rapporteren en het managementsysteem van het laboratorium beheren',
    'Service management concepts and ISO/IEC 20000-1':
      'Concepten van servicemanagement en ISO/IEC 20000-1',
    'Service portfolio, relationships and agreements': 'Serviceportfolio, relaties en afspraken',
    'Supply, demand, design, build and transition of services':
      'Aanbod, vraag, ontwerp, bouw en transitie van diensten',
    'Resolution, fulfilment, assurance and improvement':
      'Oplossing en afhandeling, borging en verbetering',
  },
};
export default texts;
