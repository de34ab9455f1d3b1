import type { ReminderOptOutTranslation } from './en';

// Portuguese (Portugal): the renewal reminders' opt-out page.
const pt: ReminderOptOutTranslation = {
  reminderOptOut: {
    title: 'Lembretes de renovação',
    question: 'Parar os lembretes de renovação dos seus certificados?',
    explain:
      'Enviamos-lhe um e-mail 90 e 30 dias antes de um certificado expirar. Os seus certificados continuam válidos, seja qual for a sua escolha, e pode voltar a ativar os lembretes em A minha conta.',
    stop: 'Parar os lembretes',
    stopping: 'A parar os lembretes…',
    done: 'Feito: este endereço não receberá mais lembretes de renovação.',
    failed: 'Não foi possível parar os lembretes. Tente novamente mais tarde.',
    noToken:
      'Esta ligação está incompleta: abra novamente a ligação do seu e-mail de lembrete mais recente.',
  },
};

export default pt;
