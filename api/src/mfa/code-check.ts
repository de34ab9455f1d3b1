// The answer to a second-factor code, in a module of its own: ./totp.ts gives it and
// ./recovery-codes.ts (which ./totp.ts imports) gives its recovery-code part.
export type CodeCheck =
  | { ok: true; kind: 'totp'; timeStep: number }
  | { ok: true; kind: 'recovery'; recoveryId: string }
  | {
      ok: false;
      locked: boolean;
      lockedUntil?: string;
      /** Set when this very code started the lock: its length, for the owner's notice. */
      lockedMinutes?: number;
    };
