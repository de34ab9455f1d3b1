import type { Translated } from 'shared/structured-texts';
import type { servicesEn } from './en';

// Portuguese (European).
const texts: Translated<typeof servicesEn> = {
  title: 'Os nossos serviços',
  description:
    'Formação em TI, vouchers de certificação, serviços cloud, marketing digital, desenvolvimento web e serviços de software a partir de Nova Deli.',
  lead: 'Além da formação para certificação, desenvolvemos e gerimos tecnologia para empresas: os mesmos engenheiros que dão os nossos cursos executam os projetos dos nossos clientes.',
  services: {
    'cloud-services': {
      title: 'Serviços cloud',
      summary:
        'Migração para AWS, Microsoft Azure ou Google Cloud, alojamento e operações geridas para pequenas e médias empresas.',
      more: 'Mais sobre os serviços cloud',
      ask: 'Pedir informações sobre serviços cloud',
      sections: [
        {
          heading: 'O que fazemos',
          items: [
            'Avaliação da preparação para a cloud e um plano de migração orçamentado',
            'Migração direta (lift-and-shift) e mudança de plataforma de aplicações web e bases de dados',
            'Configuração do Microsoft 365 e do Azure Active Directory para escritórios',
            'Cópias de segurança, monitorização e um relatório mensal de custos',
            'Configurações de segurança de base alinhadas com as boas práticas do CompTIA Cloud+ e da ISO/IEC 27017',
          ],
        },
        {
          heading: 'Como decorre um projeto',
          paragraphs: [
            'Começamos com uma avaliação de duas semanas dos seus servidores, aplicações e licenças e, em seguida, acordamos consigo um plano de migração com marcos fixos. Após a entrada em produção, os nossos engenheiros ficam de prevenção durante um período de transição e podem assumir as operações do dia a dia através de um plano mensal.',
          ],
        },
      ],
    },
    'digital-marketing': {
      title: 'Marketing digital',
      summary:
        'Otimização para motores de busca, campanhas pagas, redes sociais e conteúdos que trazem pedidos de contacto, não apenas cliques.',
      more: 'Mais sobre o marketing digital',
      ask: 'Pedir informações sobre marketing digital',
      sections: [
        {
          heading: 'O que fazemos',
          items: [
            'Auditorias técnicas de SEO e otimização das páginas (on-page)',
            'Campanhas no Google Ads e na Meta com acompanhamento de conversões',
            'Calendários de publicações para LinkedIn, Instagram e Facebook',
            'Artigos de blogue e páginas de destino escritos a pensar nos seus clientes',
            'Relatórios mensais em linguagem simples: leads, custo por lead e próximos passos',
          ],
        },
        {
          heading: 'A quem se destina',
          paragraphs: [
            'Institutos de formação, clínicas, lojas e empresas B2B da região de Deli (Delhi NCR) e de toda a Índia que queiram receber através do seu site um fluxo constante de pedidos de informação qualificados.',
          ],
        },
      ],
    },
    'web-development': {
      title: 'Desenvolvimento web',
      summary:
        'Sites e aplicações web rápidos e acessíveis em React, Node.js e WordPress, feitos para serem fáceis de manter.',
      more: 'Mais sobre o desenvolvimento web',
      ask: 'Pedir informações sobre desenvolvimento web',
      sections: [
        {
          heading: 'O que desenvolvemos',
          items: [
            'Sites institucionais e páginas de destino',
            'Lojas online com Razorpay, PayPal e pagamentos com cartão',
            'Portais de clientes, sistemas de reservas e painéis de controlo',
            'Plataformas de gestão da aprendizagem (LMS) para entidades formadoras',
          ],
        },
        {
          heading: 'Como trabalhamos',
          paragraphs: [
            'Todos os projetos começam com um protótipo clicável que pode rever. Desenvolvemos em iterações curtas, testamos em telemóveis reais, cumprimos as diretrizes de acessibilidade WCAG e, no final, entregamos-lhe o código-fonte e a documentação.',
          ],
        },
      ],
    },
    'software-services': {
      title: 'Serviços de software',
      summary:
        'Software à medida, integrações com o Tally e outros sistemas de gestão, e manutenção a longo prazo de aplicações existentes.',
      more: 'Mais sobre os serviços de software',
      ask: 'Pedir informações sobre serviços de software',
      sections: [
        {
          heading: 'O que fazemos',
          items: [
            'Aplicações de gestão à medida para stocks, faturação e recursos humanos',
            'Integrações entre o Tally, sistemas de CRM, plataformas de pagamento e e-mail',
            'Aplicações móveis, simulações em Unity e jogos para formação',
            'Manutenção, atualizações e correções de segurança de sistemas existentes',
          ],
        },
        {
          heading: 'Um apoio com que pode contar',
          paragraphs: [
            'Os nossos planos de suporte incluem um engenheiro dedicado, tempos de resposta acordados e um resumo mensal das alterações feitas ao seu software.',
          ],
        },
      ],
    },
    'it-training': {
      title: 'Formação e certificação em TI',
      summary:
        'Cursos de certificação CompTIA e PECB com formador, desenvolvimento de jogos em Unity, contabilidade com Tally e formação Microsoft, presencialmente em Nova Deli ou online em direto.',
      more: 'Mais sobre a formação e certificação em TI',
      ask: 'Pedir informações sobre formação e certificação em TI',
      sections: [
        {
          heading: 'Os cursos que damos',
          items: [
            'CompTIA A+, Network+, Security+, CySA+, PenTest+, Cloud+ e CASP+',
            'PECB ISO/IEC 27001, ISO 9001, ISO 22301, ISO/IEC 42001 e RGPD',
            'Desenvolvimento de jogos em Unity, da primeira cena ao jogo publicado',
            'Tally Prime com GST para contabilistas e pequenos empresários',
            'Fundamentos de Microsoft 365, Excel e Azure',
          ],
        },
        {
          heading: 'Turmas para empresas',
          paragraphs: [
            'Organizamos turmas privadas para empresas no nosso centro ou nas suas instalações, com uma avaliação de competências antes do curso e um relatório sobre cada participante no final.',
          ],
        },
      ],
    },
    'certification-vouchers': {
      title: 'Vouchers de exame de certificação',
      summary:
        'Vouchers de exame oficiais CompTIA e PECB a preços autorizados, com ajuda para marcar o seu exame.',
      more: 'Mais sobre os vouchers de exame de certificação',
      ask: 'Pedir informações sobre vouchers de exame de certificação',
      sections: [
        {
          heading: 'Como funciona',
          items: [
            'Escolha o seu exame e pague por PayPal, cartão ou transferência bancária',
            'Receba o código do voucher por e-mail, normalmente no mesmo dia útil',
            'Ajudamo-lo a marcar o exame num centro de exames ou numa sessão online com vigilância remota',
            'Teste de prática gratuito com cada voucher comprado juntamente com um curso',
          ],
        },
      ],
    },
  },
};

export default texts;
