import type { GroupTexts } from '../../course-texts';

// Dutch: the summaries and page content of PECB's information security courses (English → Dutch).
const texts: GroupTexts = {
  summaries: {
    'Implementing and managing an information security management system.':
      'Een managementsysteem voor informatiebeveiliging implementeren en beheren.',
    'Selecting and applying information security controls.':
      'Beheersmaatregelen voor informatiebeveiliging selecteren en toepassen.',
    'Information security risk management.': 'Risicomanagement voor informatiebeveiliging.',
    'Security across the application life cycle.':
      'Beveiliging gedurende de hele levenscyclus van applicaties.',
    'Planning for and handling security incidents.':
      'Voorbereiding op en afhandeling van beveiligingsincidenten.',
    'Leading an information security programme.': 'Een informatiebeveiligingsprogramma leiden.',
    'Risk analysis with the EBIOS Risk Manager method.':
      'Risicoanalyse met de methode EBIOS Risk Manager.',
  },
  page: {
    'Information security managers and officers':
      'Managers informatiebeveiliging en security officers',
    'IT and compliance professionals preparing for ISO/IEC 27000 work':
      'IT- en complianceprofessionals die zich voorbereiden op werk met ISO/IEC 27000',
    'Consultants who help organisations build or audit security programmes':
      'Consultants die organisaties helpen beveiligingsprogramma’s op te zetten of te auditen',
    'A basic understanding of information security': 'Basiskennis van informatiebeveiliging',
    'Some familiarity with ISO/IEC 27001 is helpful':
      'Enige bekendheid met ISO/IEC 27001 komt van pas',
    'Information security management systems and the ISO/IEC 27001 requirements':
      'Managementsystemen voor informatiebeveiliging en de eisen van ISO/IEC 27001',
    'Planning an ISMS: scope, policy, risk assessment and the Statement of Applicability':
      'Een ISMS plannen: scope, beleid, risicobeoordeling en de Verklaring van Toepasselijkheid',
    'Implementing controls, documentation and awareness':
      'Beheersmaatregelen, documentatie en bewustwording invoeren',
    'Monitoring, measurement, internal audit and management review':
      'Monitoring, meting, interne audit en directiebeoordeling',
    'Continual improvement and preparing for the certification audit':
      'Continue verbetering en voorbereiding op de certificeringsaudit',
    'The structure of ISO/IEC 27002 and its control themes':
      'De opbouw van ISO/IEC 27002 en de thema’s van de beheersmaatregelen',
    'Organisational and people controls': 'Organisatorische en mensgerichte beheersmaatregelen',
    'Physical controls': 'Fysieke beheersmaatregelen',
    'Technological controls': 'Technologische beheersmaatregelen',
    'Choosing, tailoring and measuring controls':
      'Beheersmaatregelen kiezen, op maat maken en meten',
    'Risk management concepts and the ISO/IEC 27005 framework':
      'Concepten van risicomanagement en het raamwerk van ISO/IEC 27005',
    'Establishing the context and risk criteria': 'De context en de risicocriteria vaststellen',
    'Risk identification, analysis and evaluation':
      'Risico’s identificeren, analyseren en evalueren',
    'Risk treatment, acceptance and communication':
      'Risicobehandeling, risicoacceptatie en risicocommunicatie',
    'Monitoring and reviewing risks': 'Risico’s monitoren en beoordelen',
    'Application security concepts and the ISO/IEC 27034 framework':
      'Concepten van applicatiebeveiliging en het raamwerk van ISO/IEC 27034',
    'The organisation normative framework and application security controls':
      'Het normatieve kader van de organisatie en beheersmaatregelen voor applicatiebeveiliging',
    'Security in requirements, design, development and testing':
      'Beveiliging in eisen, ontwerp, ontwikkeling en testen',
    'Verifying and maintaining application security':
      'Applicatiebeveiliging verifiëren en onderhouden',
    'Incident management principles and ISO/IEC 27035':
      'Principes van incidentmanagement en ISO/IEC 27035',
    'Planning and preparing an incident response capability':
      'Een incidentresponscapaciteit plannen en opzetten',
    'Detecting, reporting and assessing incidents': 'Incidenten detecteren, melden en beoordelen',
    'Responding, recovering and learning lessons': 'Reageren, herstellen en lessen trekken',
    'The role and responsibilities of a CISO': 'De rol en verantwoordelijkheden van een CISO',
    'Building an information security programme and governance':
      'Een informatiebeveiligingsprogramma en de governance ervan opzetten',
    'Risk, compliance and security architecture decisions':
      'Beslissingen over risico’s, compliance en beveiligingsarchitectuur',
    'Security operations, incidents and crisis leadership':
      'Beveiligingsoperaties, incidenten en leiderschap in crisissituaties',
    'Reporting to the board and measuring performance':
      'Rapporteren aan het bestuur en prestaties meten',
    'The EBIOS Risk Manager method and its workshops':
      'De methode EBIOS Risk Manager en de workshops ervan',
    'Security baseline and risk sources': 'Beveiligingsbaseline en risicobronnen',
    'Strategic and operational scenarios': 'Strategische en operationele scenario’s',
    'Risk treatment and monitoring': 'Risicobehandeling en monitoring',
  },
};
export default texts;
