import type { GroupTexts } from '../../course-texts';

// Dutch: the summaries and page content of PECB's governance, risk and compliance courses (English → Dutch).
const texts: GroupTexts = {
  summaries: {
    'Risk management principles and guidelines.': 'Principes en richtlijnen voor risicomanagement.',
    'Anti-bribery management systems.': 'Managementsystemen tegen omkoping.',
    'Good governance of organisations.': 'Goed bestuur van organisaties.',
    'Compliance management systems.': 'Compliancemanagementsystemen.',
    'Governance of IT for the organisation.': 'IT-governance voor de organisatie.',
    'Internal audit practice.': 'De praktijk van interne audit.',
    'Managing operational risk.': 'Operationeel risico beheersen.',
  },
  page: {
    'Board members, managers and governance officers':
      'Bestuursleden, managers en governance officers',
    'Risk, compliance and audit professionals':
      'Professionals in risicomanagement, compliance en audit',
    'Consultants advising on governance and risk':
      'Consultants die adviseren over governance en risico’s',
    'Some experience of organisational management, risk or compliance':
      'Enige ervaring met management, risicomanagement of compliance in een organisatie',
    'Risk management principles and the ISO 31000 framework':
      'Principes van risicomanagement en het raamwerk van ISO 31000',
    'Risk assessment: identification, analysis and evaluation':
      'Risicobeoordeling: identificatie, analyse en evaluatie',
    'Risk treatment and recording': 'Risicobehandeling en vastlegging',
    'Monitoring, review and integrating risk into decisions':
      'Monitoring, beoordeling en risico’s meewegen in beslissingen',
    'Bribery risks and the ISO 37001 requirements': 'Omkopingsrisico’s en de eisen van ISO 37001',
    'Due diligence, controls and financial checks':
      'Due diligence, beheersmaatregelen en financiële controles',
    'Raising concerns and investigating': 'Vermoedens melden en onderzoeken',
    'Monitoring and improving the programme': 'Het programma monitoren en verbeteren',
    'Governance principles in ISO 37000': 'Governanceprincipes in ISO 37000',
    'Purpose, value generation and strategy': 'Doel, waardecreatie en strategie',
    'Oversight, accountability and stakeholder engagement':
      'Toezicht, verantwoording en betrokkenheid van stakeholders',
    'Leadership, ethics and viability over time':
      'Leiderschap, ethiek en levensvatbaarheid op lange termijn',
    'Compliance obligations and the ISO 37301 requirements':
      'Compliance-verplichtingen en de eisen van ISO 37301',
    'Compliance risk assessment': 'Beoordeling van compliancerisico’s',
    'Controls, culture and communication': 'Beheersmaatregelen, cultuur en communicatie',
    'Monitoring, reporting and improvement': 'Monitoring, rapportage en verbetering',
    'IT governance principles in ISO/IEC 38500': 'Principes van IT-governance in ISO/IEC 38500',
    'Evaluate, direct and monitor': 'Evalueren, sturen en monitoren',
    'Aligning IT with business strategy': 'IT afstemmen op de bedrijfsstrategie',
    'Responsibilities of the governing body': 'Verantwoordelijkheden van het bestuursorgaan',
    'Audit principles and the internal audit function': 'Auditprincipes en de interne auditfunctie',
    'Planning an audit and assessing risk': 'Een audit plannen en risico’s beoordelen',
    'Collecting evidence and running fieldwork': 'Bewijs verzamelen en veldwerk uitvoeren',
    'Reporting findings and following up': 'Bevindingen rapporteren en opvolgen',
    'Operational risk concepts and frameworks': 'Concepten en raamwerken voor operationeel risico',
    'Identifying and assessing operational risks':
      'Operationele risico’s identificeren en beoordelen',
    'Key risk indicators, controls and loss data':
      'Key risk indicators, beheersmaatregelen en verliesgegevens',
    'Reporting and embedding risk management': 'Rapportage en verankering van risicomanagement',
  },
};
export default texts;
