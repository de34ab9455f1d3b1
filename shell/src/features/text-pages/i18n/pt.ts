import type { Translated } from 'shared/structured-texts';
import type { textPagesEn } from './en';

// Portuguese (European).
const texts: Translated<typeof textPagesEn> = {
  terms: {
    title: 'Termos e condições',
    description:
      'Os termos que se aplicam quando se inscreve nos nossos cursos, compra vouchers de exame ou nos contrata serviços.',
    sections: [
      {
        heading: 'Inscrição',
        paragraphs: [
          'O seu lugar numa turma fica confirmado quando recebemos o valor do curso ou a primeira prestação acordada. Confirmamos cada inscrição por e-mail, com as datas e os horários da turma e as instruções para participar.',
        ],
      },
      {
        heading: 'Realização dos cursos',
        items: [
          'As aulas decorrem no nosso centro de Nova Deli ou online em direto, conforme indicado para cada turma.',
          'Se um formador não estiver disponível, reagendamos a sessão ou garantimos um substituto qualificado.',
          'As gravações das sessões online destinam-se apenas ao seu estudo pessoal e não podem ser partilhadas.',
        ],
      },
      {
        heading: 'Vouchers de exame',
        paragraphs: [
          'Os vouchers são emitidos pela CompTIA, pela PECB e por outras entidades certificadoras segundo os seus próprios termos, incluindo prazos de validade e regras de repetição do exame. Transmitimos-lhe esses termos quando o voucher é emitido.',
        ],
      },
      {
        heading: 'Certificados',
        paragraphs: [
          'Os nossos certificados de conclusão de curso são emitidos aos formandos que assistam a pelo menos 80% das sessões e concluam o trabalho de laboratório. Cada certificado tem um código de identificação que pode ser verificado na página «Verificar um certificado».',
        ],
      },
      {
        heading: 'Serviços para empresas',
        paragraphs: [
          'Os projetos de desenvolvimento web, cloud, marketing digital e software regem-se pela proposta e pela descrição dos trabalhos assinadas para cada projeto.',
        ],
      },
    ],
    cta: 'Dúvidas? Contacte-nos',
  },
  policies: {
    title: 'As nossas políticas',
    description:
      'As nossas políticas de reembolso, de privacidade e de conduta para formandos e clientes.',
    sections: [
      {
        heading: 'Reembolsos e mudanças de turma',
        items: [
          'Reembolso total do valor do curso até sete dias antes do início da turma.',
          'Depois disso, mudança gratuita para uma turma posterior no prazo de seis meses.',
          'Os vouchers de exame não são reembolsáveis depois de emitido o código do voucher.',
        ],
      },
      {
        heading: 'Privacidade',
        paragraphs: [
          'Utilizamos o seu nome, endereço de e-mail e número de telefone para gerir o seu curso, emitir o seu certificado e responder aos seus pedidos de informação. Não vendemos os seus dados. Pode pedir-nos a qualquer momento uma cópia dos dados que temos sobre si ou a sua eliminação.',
        ],
      },
      {
        heading: 'Código de conduta',
        paragraphs: [
          'Esperamos um comportamento respeitoso nas aulas, online e nos nossos laboratórios. Os ambientes de laboratório destinam-se exclusivamente à formação; qualquer tentativa de atacar sistemas fora do âmbito do laboratório implica o cancelamento da sua inscrição.',
        ],
      },
    ],
  },
  careers: {
    title: 'Carreiras',
    description:
      'Junte-se à nossa equipa de formadores, programadores e consultores de formação em Nova Deli. Vagas em aberto e como se candidatar.',
    sections: [
      {
        heading: 'Vagas em aberto',
        items: [
          'Formador de cibersegurança (com certificação CompTIA Security+, CySA+ ou PenTest+), a tempo inteiro',
          'Formador e auditor ISO 27001 (Lead Auditor), a tempo parcial',
          'Programador React e Node.js, com mais de 2 anos de experiência',
          'Programador e formador de Unity, a tempo inteiro',
          'Consultor de formação com excelente expressão oral em inglês e em hindi',
        ],
      },
      {
        heading: 'Porquê trabalhar connosco',
        paragraphs: [
          'Aqui ensina e desenvolve: os nossos formadores dedicam parte do seu tempo a projetos de clientes e os nossos programadores ajudam a construir os cursos. Pagamos as certificações que fizer enquanto trabalhar connosco.',
        ],
      },
      {
        heading: 'Como se candidatar',
        paragraphs: [
          'Envie o seu CV e indique a vaga a que se candidata através do formulário de contacto. Respondemos a todas as candidaturas no prazo de duas semanas.',
        ],
      },
    ],
    cta: 'Candidatar-se através do formulário de contacto',
  },
  partners: {
    title: 'Parceiros',
    description:
      'As entidades certificadoras, empresas de tecnologia e faculdades com que trabalhamos na Índia e no estrangeiro.',
    sections: [
      {
        heading: 'Entidades certificadoras',
        items: [
          'CompTIA: parceiro autorizado de formação e de vouchers',
          'PECB: parceiro de formação autorizado em normas ISO, privacidade e cibersegurança',
        ],
      },
      {
        heading: 'Tecnologia',
        items: [
          'Microsoft: formação em fundamentos de Microsoft 365 e Azure',
          'Unity: programa de desenvolvimento de jogos',
          'Tally Solutions: contabilidade com Tally Prime e GST',
        ],
      },
      {
        heading: 'Torne-se nosso parceiro',
        paragraphs: [
          'Faculdades, institutos de formação e empresas podem estabelecer uma parceria connosco para turmas no campus, formação para empresas ou programas de referenciação. Fale-nos da sua organização e marcaremos uma chamada.',
        ],
      },
    ],
    cta: 'Falar connosco sobre uma parceria',
  },
  employee: {
    title: 'Espaço do colaborador',
    description: 'Informações para os nossos formadores, programadores e restante equipa.',
    sections: [
      {
        heading: 'Horário de trabalho',
        paragraphs: [
          'O escritório e o centro de formação estão abertos de segunda a sábado, das 11h às 19h. Os horários de turmas fora deste período são acordados com o gestor do centro.',
        ],
      },
      {
        heading: 'Para formadores',
        items: [
          'Carregue os registos de assiduidade da turma e de conclusão dos laboratórios até ao final de cada semana.',
          'Peça os vouchers de exame para os seus formandos com pelo menos cinco dias úteis de antecedência.',
          'Comunique no próprio dia os problemas nos ambientes de laboratório ao helpdesk de TI.',
        ],
      },
      {
        heading: 'Orçamento de formação',
        paragraphs: [
          'Todos os colaboradores podem fazer um exame de certificação por ano, pago pela empresa. As avaliações internas estão disponíveis em «Exames internos».',
        ],
      },
    ],
    cta: 'Ver os exames internos',
  },
  internship: {
    title: 'Estágios',
    description:
      'Estágios de três e de seis meses em desenvolvimento web, cloud, marketing digital e cibersegurança, em Nova Deli.',
    sections: [
      {
        heading: 'Percursos',
        items: [
          'Desenvolvimento web: React, Node.js e bases de dados em sites de clientes em produção',
          'Operações cloud: implementações em AWS e Azure, monitorização e cópias de segurança',
          'Marketing digital: SEO, campanhas e análise de dados para os nossos clientes',
          'Cibersegurança: análise de vulnerabilidades e reforço da segurança (hardening) no nosso laboratório',
          'Desenvolvimento de jogos: criação de um jogo completo em Unity',
        ],
      },
      {
        heading: 'O que recebe',
        items: [
          'Um mentor que revê o seu trabalho todas as semanas',
          'Um certificado de estágio com um código de identificação verificável',
          'Uma bolsa para os estagiários de seis meses, em função do desempenho',
          'Prioridade nas vagas a tempo inteiro, quando abrirem',
        ],
      },
      {
        heading: 'Quem se pode candidatar',
        paragraphs: [
          'Estudantes do último ano e recém-licenciados de B.Tech, BCA, MCA, B.Sc. IT e cursos semelhantes. Os estágios começam em janeiro, abril, julho e outubro de cada ano.',
        ],
      },
    ],
    cta: 'Candidatar-se a um estágio',
  },
};

export default texts;
