import type { ReminderOptOutTranslation } from './en';

// Italian: the renewal reminders' opt-out page.
const it: ReminderOptOutTranslation = {
  reminderOptOut: {
    title: 'Promemoria di rinnovo',
    question: 'Vuoi interrompere i promemoria di rinnovo dei tuoi certificati?',
    explain:
      'Ti scriviamo 90 e 30 giorni prima della scadenza di un certificato. I tuoi certificati restano validi qualunque cosa tu scelga, e puoi riattivare i promemoria da Il mio account.',
    stop: 'Interrompi i promemoria',
    stopping: 'Interruzione dei promemoria in corso…',
    done: 'Fatto: questo indirizzo non riceverà più promemoria di rinnovo.',
    failed: 'Non è stato possibile interrompere i promemoria. Riprova più tardi.',
    noToken:
      'Questo link è incompleto: apri di nuovo il link nella tua e-mail di promemoria più recente.',
  },
};

export default it;
