import type { ReminderOptOutTranslation } from './en';

// Dutch: the renewal reminders' opt-out page.
const nl: ReminderOptOutTranslation = {
  reminderOptOut: {
    title: 'Verlengingsherinneringen',
    question: 'Wil je de verlengingsherinneringen voor je certificaten stopzetten?',
    explain:
      'We mailen je 90 en 30 dagen voordat een certificaat verloopt. Je certificaten blijven geldig, wat je ook kiest, en via Mijn account zet je de herinneringen weer aan.',
    stop: 'Herinneringen stopzetten',
    stopping: 'De herinneringen worden stopgezet…',
    done: 'Klaar: dit adres krijgt geen verlengingsherinneringen meer.',
    failed: 'De herinneringen konden niet worden stopgezet. Probeer het later opnieuw.',
    noToken: 'Deze link is onvolledig: open de link in je laatste herinneringsmail opnieuw.',
  },
};

export default nl;
