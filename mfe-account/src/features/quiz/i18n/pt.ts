import type { QuizTranslation } from './en';

// Portuguese: the quiz and assessment screens of /test.
const pt: QuizTranslation = {
  quiz: {
    title: 'Quiz online',
    description: 'Escolha uma categoria e faça um quiz cronometrado.',
    category: 'Categoria',
    count: 'Número de perguntas',
    start: 'Começar o quiz',
    rules:
      'O cronómetro arranca quando começar. Mantenha-se neste separador: sair dele, sair do ecrã inteiro, copiar, colar e abrir o menu de contexto ficam registados.',
    timeLeft: 'Tempo restante: {time}',
    questionOf: 'Pergunta {n} de {total}',
    previous: 'Anterior',
    next: 'Seguinte',
    submit: 'Enviar respostas',
    confirmSubmit: 'Enviar agora? Perguntas sem resposta: {unanswered}.',
    keepAnswering: 'Continuar a responder',
    answered: '{count} de {total} respondidas',
    jumpTo: 'Ir para a pergunta {n}',
    questionsNav: 'Perguntas',
    timeUp: 'O tempo acabou: as suas respostas foram enviadas.',
    score: 'A sua pontuação: {score} de {total}.',
    passed: 'Aprovado',
    failed: 'Não aprovado',
    again: 'Fazer outro quiz',
    mine: 'Os meus resultados',
    date: 'Data',
    result: 'Resultado',
    noResults: 'Ainda não fez nenhum quiz.',
    startFailed: 'Não foi possível iniciar o quiz.',
    submitFailed: 'Não foi possível enviar as suas respostas.',
    resultsFailed: 'Não foi possível carregar os seus resultados.',
    'warn-tab-hidden': 'Atenção: saiu do separador do quiz. Isto ficou registado.',
    'warn-fullscreen-exit': 'Atenção: saiu do ecrã inteiro. Isto ficou registado.',
    'warn-copy': 'Atenção: não é permitido copiar durante o quiz. Isto ficou registado.',
    'warn-paste': 'Atenção: não é permitido colar durante o quiz. Isto ficou registado.',
    'warn-context-menu':
      'Atenção: o menu de contexto está desativado durante o quiz. Isto ficou registado.',
    networking: 'Redes',
    security: 'Segurança',
    cloud: 'Computação cloud',
  },
  assessment: {
    metaTitle: 'Avaliação',
    metaDescription: 'Uma avaliação cronometrada; o servidor controla o tempo e a pontuação.',
    startTitle: 'Começar a avaliação',
    levelIs: 'Nível:',
    startIntro:
      'O cronómetro arranca quando começar e é controlado pelo servidor; as respostas são guardadas à medida que avança.',
    fullName: 'Nome completo (como no certificado)',
    fullNameHint:
      'Impresso no seu certificado e guardado no seu perfil. Verifique-o e corrija-o, se necessário.',
    errNameLength: 'Introduza o seu nome completo: de {min} a {max} caracteres.',
    errNameChars: 'Utilize apenas letras, espaços, apóstrofos, hífenes e pontos no seu nome.',
    start: 'Começar a avaliação',
    startFailed: 'Não foi possível iniciar a avaliação.',
    heading: '{name} — {level}',
    timeLeft: 'Tempo restante:',
    submit: 'Enviar a avaliação',
    submitFailed: 'Não foi possível enviar as suas respostas.',
    saveFailed:
      'Ainda não foi possível guardar a sua última resposta; será enviada juntamente com a seguinte.',
    'warn-tab-hidden':
      'Aviso {count} de {limit}: saiu do separador da avaliação. Isto ficou registado; ao fim de {limit} avisos, a tentativa é enviada.',
    'warn-copy':
      'Aviso {count} de {limit}: não é permitido copiar durante a avaliação. Isto ficou registado; ao fim de {limit} avisos, a tentativa é enviada.',
    'warn-paste':
      'Aviso {count} de {limit}: não é permitido colar durante a avaliação. Isto ficou registado; ao fim de {limit} avisos, a tentativa é enviada.',
    'warn-context-menu':
      'Aviso {count} de {limit}: o menu de contexto está desativado durante a avaliação. Isto ficou registado; ao fim de {limit} avisos, a tentativa é enviada.',
    warnUnsent: 'Aviso: isto não é permitido durante a avaliação.',
    resultTitle: '{name} — resultado',
    score: 'A sua pontuação: {score} de {total} (nota mínima {passMark}):',
    passed: 'Aprovado',
    failed: 'Não aprovado',
    securitySubmitted: 'A tentativa foi enviada após repetidos avisos de segurança.',
    deadlineSubmitted:
      'O tempo acabou: a tentativa foi enviada com as respostas guardadas até esse momento.',
    reviewPending:
      'A sua pontuação atinge a nota mínima, mas a tentativa terminou após repetidos avisos de segurança, pelo que não foi emitido nenhum certificado. Um administrador vai verificar a tentativa e decidir.',
    reviewGranted: 'Um administrador verificou a tentativa e concedeu o certificado.',
    reviewRefused: 'Um administrador verificou a tentativa e não concedeu o certificado.',
    certificateId: 'ID do certificado:',
    verifyLink: 'Verificar e transferir o certificado',
    copyLink: 'Copiar ligação',
    copied: 'Ligação copiada.',
    copyFailed: 'Não foi possível copiar a ligação: {link}',
    nextAttempt: 'A sua próxima tentativa é permitida a partir de {time}.',
    noAttemptsLeft: 'Já não tem tentativas disponíveis para este nível.',
    back: 'Voltar aos exames internos',
    'level-easy': 'fácil',
    'level-intermediate': 'intermédio',
    'level-advanced': 'avançado',
    'level-practice': 'prática',
  },
};
export default pt;
