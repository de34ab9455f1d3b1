import type { Translated } from 'shared/structured-texts';
import type { faqEn } from './en';

// Portuguese (European).
const texts: Translated<typeof faqEn> = {
  title: 'Perguntas frequentes',
  description:
    'Respostas sobre os nossos cursos, vouchers de exame, turmas online, pagamentos, certificados e reembolsos.',
  lead: 'Respostas às perguntas que os formandos mais nos fazem sobre cursos, exames, pagamentos e certificados.',
  entries: [
    {
      question: 'Os vossos cursos incluem o voucher de exame de certificação?',
      answer:
        'Pode inscrever-se na maioria dos cursos CompTIA e PECB com ou sem o voucher de exame oficial. Com o voucher, recebe também um teste de prática e ajuda para marcar o seu exame.',
    },
    {
      question: 'Posso frequentar o curso online em vez de vir ao centro de Nova Deli?',
      answer:
        'Sim. Todas as turmas decorrem online em direto e também presencialmente, com o mesmo formador, os mesmos laboratórios e as gravações de cada sessão para rever a matéria.',
    },
    {
      question: 'Quanto tempo dura um curso CompTIA Security+?',
      answer:
        'A turma em dias úteis dura cinco semanas, com duas horas por dia; a turma de fim de semana dura seis fins de semana. Ambas incluem cerca de 20 horas de laboratórios práticos.',
    },
    {
      question: 'Não tenho formação em TI. Por onde devo começar?',
      answer:
        'O CompTIA A+ é o ponto de partida habitual, seguido do Network+ e do Security+. Marque uma sessão de orientação gratuita e um formador sugere-lhe um percurso adequado aos seus objetivos.',
    },
    {
      question: 'Também dão cursos de desenvolvimento de jogos em Unity, de Tally e de Microsoft?',
      answer:
        'Sim. Damos desenvolvimento de jogos em Unity desde a iniciação até à criação de um portefólio, Tally Prime com GST para contabilistas e empresários, e fundamentos de Microsoft 365, Excel e Azure.',
    },
    {
      question: 'Como posso pagar um curso?',
      answer:
        'Pode pagar por PayPal, com cartão de crédito ou de débito na página segura do prestador de pagamentos, ou por transferência bancária. O menu «Pagar agora», no topo de todas as páginas, apresenta as três opções.',
    },
    {
      question: 'Como pode um empregador verificar o meu certificado?',
      answer:
        'Cada certificado que emitimos tem um código de identificação único. Qualquer pessoa o pode verificar na nossa página «Verificar um certificado» e descarregar uma cópia em PDF dos dados verificados.',
    },
    {
      question: 'Oferecem estágios?',
      answer:
        'Sim, oferecemos estágios de três e de seis meses em desenvolvimento web, operações cloud, marketing digital e cibersegurança, em projetos reais de clientes e com o acompanhamento de um mentor.',
    },
    {
      question: 'Qual é a vossa política de reembolso?',
      answer:
        'Pode obter o reembolso total até sete dias antes do início de uma turma; depois disso, pode mudar sem custos para uma turma posterior. Os vouchers de exame não são reembolsáveis depois de emitidos. Consulte «As nossas políticas» para mais pormenores.',
    },
  ],
};

export default texts;
