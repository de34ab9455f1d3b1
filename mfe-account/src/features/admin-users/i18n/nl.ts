import type { UsersTranslation } from './en';

// Dutch: the Users tab.
const nl: UsersTranslation = {
  adminUsers: {
    tab: 'Gebruikers',
    title: 'Gebruikers',
    search: 'Zoeken op naam of e-mailadres',
    searchButton: 'Zoeken',
    username: 'Gebruikersnaam',
    email: 'E-mail',
    role: 'Rol',
    joined: 'Lid sinds',
    roleOf: 'Rol van {name}',
    apply: 'Rol wijzigen',
    applyFor: 'De rol van {name} wijzigen',
    roleHint:
      'Medewerkers kunnen toetsen maken die voor medewerkers openstaan; beheerders beheren de site. Na een wijziging wordt het account overal uitgelogd.',
    confirm:
      'De rol van {name} wijzigen van {from} in {to}? {name} wordt op elk apparaat uitgelogd en krijgt de nieuwe rol bij de volgende keer inloggen.',
    changed: '{name} is nu {role}. Alle sessies van dit account zijn beëindigd.',
    changeFailed: 'De rol kon niet worden gewijzigd.',
    loadFailed: 'De gebruikers konden niet worden geladen.',
    mfa: 'Aanmelden in twee stappen',
    mfaOn: 'Aan',
    mfaOff: 'Uit',
    mfaReset: 'Aanmelden in twee stappen resetten',
    mfaResetFor: 'Aanmelden in twee stappen van {name} resetten',
    mfaResetTitle: 'Aanmelden in twee stappen van {name} resetten?',
    mfaResetText:
      'De eigenaar logt dan alleen met het wachtwoord in en moet aanmelden in twee stappen zelf weer inschakelen; de eigenaar krijgt hierover een e-mail.',
    cancel: 'Annuleren',
    mfaResetDone: 'Het aanmelden in twee stappen van {name} is gereset.',
    mfaResetFailed: 'Het aanmelden in twee stappen kon niet worden gereset.',
    confirmAdmin:
      '{name} beheerder maken? {name} wordt op elk apparaat afgemeld en krijgt de nieuwe rol bij de volgende aanmelding.',
    stepUpCode: 'Je actuele code uit je authenticator-app, of een herstelcode',
    stepUpHint: 'Deze wijziging vraagt een code van je eigen aanmelden in twee stappen.',
    emailUnproven: 'E-mail nog niet bevestigd: tot dan alleen de rol Gebruiker.',
  },
};
export default nl;
