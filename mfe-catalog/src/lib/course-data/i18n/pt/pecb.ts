import type { CourseTexts } from '../../course-texts';

// European Portuguese: PECB's shared course texts (English → European Portuguese).
const texts: CourseTexts = {
  'ISO/IEC 27000 family management systems and leadership.':
    'Sistemas de gestão da família ISO/IEC 27000 e liderança.',
  'Protecting systems, networks and cloud services.':
    'Proteção de sistemas, redes e serviços cloud.',
  'Quality, asset, laboratory and service management standards.':
    'Normas de gestão da qualidade, de ativos, de laboratórios e de serviços.',
  'Risk, anti-bribery, compliance and IT governance.':
    'Risco, antissuborno, conformidade e governação das TI.',
  'Responsible AI management and risk.': 'Gestão responsável da IA e dos seus riscos.',
  'GDPR and privacy information management.': 'RGPD e gestão da informação de privacidade.',
  'Business continuity, crisis management and operational resilience.':
    'Continuidade do negócio, gestão de crises e resiliência operacional.',
  'Hands-on offensive and defensive security.': 'Segurança ofensiva e defensiva na prática.',
  'Leading technology-driven change in organisations.':
    'Liderar a mudança impulsionada pela tecnologia nas organizações.',
  'Digital transformation is less about buying new technology than about changing how an organisation works: its processes, its culture and the way it serves customers. Projects fail when strategy, people and technology move at different speeds.':
    'A transformação digital tem menos a ver com comprar nova tecnologia do que com mudar a forma como uma organização trabalha: os seus processos, a sua cultura e a forma como serve os clientes. Os projetos falham quando a estratégia, as pessoas e a tecnologia avançam a velocidades diferentes.',
  'Our digital transformation programmes help managers and team leads plan change, choose what to digitise first, measure progress and keep security, privacy and continuity in view from the start.':
    'Os nossos programas de transformação digital ajudam gestores e chefes de equipa a planear a mudança, escolher o que digitalizar primeiro, medir o progresso e ter presentes a segurança, a privacidade e a continuidade desde o início.',
  'Batches are arranged on demand for teams and individuals, online or at our New Delhi centre. Tell us about your organisation and we will suggest the right mix of PECB training, including courses from our governance, quality and artificial intelligence categories.':
    'As turmas são organizadas a pedido, para equipas e particulares, online ou no nosso centro de Nova Deli. Fale-nos da sua organização e sugerimos a combinação certa de formação PECB, incluindo cursos das nossas categorias de governação, qualidade e inteligência artificial.',
  'PECB certification: {title}': 'Certificação PECB: {title}',
  'How long is the {title} course?': 'Quanto tempo dura o curso {title}?',
  '{hours} hours of instructor-led training, usually as five full days or in evening and weekend batches. The PECB exam follows the training.':
    '{hours} horas de formação com formador, normalmente em cinco dias completos ou em turmas em horário pós-laboral e ao fim de semana. O exame PECB realiza-se depois da formação.',
  'Is the PECB exam included?': 'O exame PECB está incluído?',
  'We quote training, course materials and the PECB exam together or separately, whichever suits you; ask us when you enquire.':
    'Apresentamos orçamento para a formação, os materiais do curso e o exame PECB em conjunto ou em separado, como lhe for mais conveniente; pergunte-nos quando pedir informações.',
  'Can I attend online?': 'Posso frequentar o curso online?',
  'Yes. Every batch runs as a live online classroom as well as in our New Delhi centre.':
    'Sim. Todas as turmas decorrem online, em aulas em direto, e também no nosso centro de Nova Deli.',
  'Monitoring, audit and improvement': 'Monitorização, auditoria e melhoria',
};
export default texts;
