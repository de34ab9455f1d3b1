import type { SignInSecurityTranslation } from './en';

// European Portuguese: the Sign-in security tab and the enrolment gate.
const pt: SignInSecurityTranslation = {
  adminSignIn: {
    tab: 'Segurança do início de sessão',
    title: 'Segurança do início de sessão',
    intro:
      'Proteja a sua conta de administrador com um segundo passo ao iniciar sessão e veja onde tem sessão iniciada.',
    loading: 'A carregar…',
    loadFailed: 'Não foi possível carregar as definições de início de sessão.',
    mfaTitle: 'Início de sessão em dois passos',
    statusOn: 'O início de sessão em dois passos está ativo.',
    statusOff: 'O início de sessão em dois passos está desativado.',
    codesLeft_one: 'Resta {count} código de recuperação.',
    codesLeft_other: 'Restam {count} códigos de recuperação.',
    codesLow: 'Gere novos códigos de recuperação antes que se esgotem.',
    requiredNote: 'Os administradores deste site têm de usar o início de sessão em dois passos.',
    gateTitle: 'Ative o início de sessão em dois passos',
    gateIntro:
      'Os administradores têm de ativar o início de sessão em dois passos antes de usar o painel de administração.',
    enrolIntro:
      'Depois da palavra-passe, vai introduzir também um código de uma aplicação de autenticação no seu telemóvel. Quem descobrir a sua palavra-passe continua sem conseguir iniciar sessão sem esse código.',
    turnOn: 'Ativar o início de sessão em dois passos',
    starting: 'A preparar…',
    startFailed: 'Não foi possível começar a ativar o início de sessão em dois passos.',
    scanTitle: 'Adicione a sua conta à aplicação de autenticação',
    scanIntro: 'Abra a sua aplicação de autenticação, adicione uma conta e leia este código QR.',
    qrLabel: 'Código QR para a sua aplicação de autenticação',
    qrLoading: 'A desenhar o código QR…',
    qrFailed:
      'Não foi possível desenhar o código QR. Em vez disso, escreva na aplicação a chave abaixo.',
    manualIntro:
      'Não consegue ler o código? Escreva antes esta chave na aplicação (conta baseada no tempo):',
    keyLabel: 'Chave',
    copyKey: 'Copiar a chave',
    keyCopied: 'Chave copiada.',
    copyFailed: 'Não é possível copiar aqui. Selecione o texto e copie-o manualmente.',
    codeLabel: 'Código da aplicação',
    codeHint: 'Introduza o código de 6 dígitos que a aplicação mostra agora para esta conta.',
    confirmOn: 'Verificar e ativar',
    checking: 'A verificar…',
    cancel: 'Cancelar',
    codeFormat: 'Introduza os 6 dígitos apresentados na sua aplicação de autenticação.',
    anyCodeFormat:
      'Introduza os 6 dígitos da sua aplicação de autenticação ou um código de recuperação (xxxx-xxxx-xxxx).',
    confirmFailed: 'Não foi possível verificar o código.',
    turnedOn:
      'O início de sessão em dois passos está ativo. As suas outras sessões foram terminadas.',
    codesTitle: 'Guarde os seus códigos de recuperação',
    codesIntro:
      'Se perder o telemóvel, cada um destes códigos permite-lhe iniciar sessão uma vez. Guarde-os num local seguro, como um gestor de palavras-passe: só são mostrados agora.',
    codesLabel: 'Códigos de recuperação',
    copy: 'Copiar',
    codesCopied: 'Códigos copiados.',
    download: 'Transferir (.txt)',
    downloaded: '{file} transferido.',
    fileTitle: 'Códigos de recuperação de {account}',
    fileNote: 'Cada código só funciona uma vez. Novos códigos substituem todos estes.',
    saved: 'Guardei estes códigos',
    savedFirst: 'Assinale a caixa depois de guardar os códigos num local seguro.',
    done: 'Concluído',
    regenerate: 'Gerar novos códigos de recuperação',
    regenerateIntro:
      'Os novos códigos substituem todos os antigos. Introduza o código atual da sua aplicação de autenticação.',
    generate: 'Gerar',
    generating: 'A gerar…',
    regenerateFailed: 'Não foi possível gerar novos códigos de recuperação.',
    regenerated: 'Novos códigos de recuperação gerados. Os antigos deixaram de funcionar.',
    turnOff: 'Desativar o início de sessão em dois passos',
    turnOffTitle: 'Desativar o início de sessão em dois passos?',
    turnOffIntro:
      'A sua conta ficará protegida apenas pela palavra-passe e as suas outras sessões serão terminadas. Para confirmar, introduza um código da aplicação de autenticação ou um código de recuperação.',
    turnOffRequired:
      'Os administradores têm de usar o início de sessão em dois passos: terá de o ativar novamente antes de poder usar o painel de administração.',
    anyCodeLabel: 'Código da aplicação ou código de recuperação',
    confirmOff: 'Desativar',
    turningOff: 'A desativar…',
    turnOffFailed: 'Não foi possível desativar o início de sessão em dois passos.',
    turnedOff:
      'O início de sessão em dois passos está desativado. As suas outras sessões foram terminadas.',
  },
};
export default pt;
