import type { UnknownAction } from 'redux';
import type { ThunkAction } from 'redux-thunk';
import type {
  LoginBody,
  LoginMfaBody,
  LoginResponse,
  RegisterBody,
  SuccessMessage,
  VerifyOtpResponse,
} from 'contracts';
import { http, isApiFailure, serverMessage } from '../http/client';
import { readStoredSession, type StoredUser } from './storage';

/** The session's state: the signed-in user and token, and the last call's outcome. */
export interface AuthState {
  user: StoredUser | null;
  token: string | null;
  loading: boolean;
  role: string | null;
  username: string | null;
  error: string | null;
}

export const initialAuthState: AuthState = {
  user: null,
  token: null,
  loading: false,
  role: null,
  username: null,
  error: null,
};

/** The messages shown when the server gives none. */
export const authMessages = {
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  sendOtpFailed: 'OTP Failed to be Sent',
  verifyOtpFailed: 'OTP Failed to be Verified',
  resetFailed: 'New Password Failed to be Changed',
} as const;

/** The account calls' shapes, from the API's contract. */
export type LoginRequest = LoginBody;
/** The sign-up form sends every field (blank when not given). */
export type SignupRequest = Required<RegisterBody>;
/** An answer with a message; on a refusal the message may be all there is. */
export type ApiMessage = SuccessMessage;
export type { VerifyOtpResponse };

function messageOf(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** Restores the session from storage when a token and a stored user both exist. */
export function restoreAuthState(): AuthState {
  const stored = readStoredSession();
  if (!stored) return initialAuthState;
  return {
    ...initialAuthState,
    token: stored.token,
    user: stored.user,
    username: stored.username ?? stored.user.username,
    role: stored.role || stored.user.role || null,
  };
}

/**
 * What a rejected account call knew: the HTTP status when the server answered (absent for a
 * network failure or timeout) and the server's own message. Screens with their own fallbacks
 * (the reset screen's 'Failed to send OTP' versus 'Please try again later') read this.
 */
export interface AuthFailureMeta {
  status?: number;
  serverMessage?: string;
}

/** What `await dispatch(login(…))` (and the other account calls) resolves with. */
export type AuthResult<T> =
  { ok: true; data: T } | { ok: false; error: string; failure: AuthFailureMeta };

// ---- Actions (plain objects; the reducer below is their only reader)

export const authRequested = () => ({ type: 'auth/requested' }) as const;
export const authSucceeded = () => ({ type: 'auth/succeeded' }) as const;
export const authFailed = (error: string) => ({ type: 'auth/failed', payload: error }) as const;
export const loggedIn = (session: { token: string; user: StoredUser }) =>
  ({ type: 'auth/loggedIn', payload: session }) as const;
/** Clears the session (the store's subscriber clears the four storage keys). */
export const loggedOut = () => ({ type: 'auth/loggedOut' }) as const;
/** A refused stored token (session-expiry.ts): as loggedOut, and shows why. */
export const sessionExpired = (message: string) =>
  ({ type: 'auth/sessionExpired', payload: message }) as const;
export const errorCleared = () => ({ type: 'auth/errorCleared' }) as const;

export type AuthAction = ReturnType<
  | typeof authRequested
  | typeof authSucceeded
  | typeof authFailed
  | typeof loggedIn
  | typeof loggedOut
  | typeof sessionExpired
  | typeof errorCleared
>;

type AuthThunk<T> = ThunkAction<Promise<AuthResult<T>>, { auth: AuthState }, unknown, AuthAction>;

function failed<T>(
  dispatch: (action: AuthAction) => unknown,
  error: string,
  failure: AuthFailureMeta,
): AuthResult<T> {
  dispatch(authFailed(error));
  return { ok: false, error, failure };
}

function failureOf(error: unknown): AuthFailureMeta {
  return {
    status: isApiFailure(error) ? error.status : undefined,
    serverMessage: serverMessage(error),
  };
}

/** The first step's answer for an account with a second factor: no token yet. */
export interface MfaChallenge {
  mfaRequired: true;
  challenge: string;
}

type Session = { token: string; user: StoredUser };

/**
 * A sign-in call: on success the session is in the state (and, by the subscriber, stored). For an
 * account with a second factor, POST /users/login answers a challenge instead, and the screen
 * asks for the code (POST /users/login/mfa, the same answer as a login).
 */
function signIn<Body>(path: string) {
  return (body: Body): AuthThunk<Session | MfaChallenge> =>
    async (dispatch) => {
      dispatch(authRequested());
      try {
        // A refusal may carry only `success` and `message`, so every field is checked.
        const { data, status } = await http.post<Partial<LoginResponse>>(path, body);
        if (data.success === true && data.mfaRequired === true && data.challenge) {
          dispatch(authSucceeded());
          return { ok: true, data: { mfaRequired: true, challenge: data.challenge } };
        }
        if (data.success !== true || !data.token || !data.user) {
          const message = data.message || authMessages.loginFailed;
          return failed(dispatch, message, { status, serverMessage: data.message || undefined });
        }
        const session = { token: data.token, user: data.user };
        dispatch(loggedIn(session));
        return { ok: true, data: session };
      } catch (error) {
        return failed(dispatch, messageOf(error, authMessages.loginFailed), failureOf(error));
      }
    };
}

/** POST /users/login. */
export const login = signIn<LoginRequest>('/users/login');
/** POST /users/login/mfa: the second step, with a TOTP code or a recovery code. */
export const loginWithCode = signIn<LoginMfaBody>('/users/login/mfa');

/** An account call without state of its own, with its message when the server gives none. */
function simpleCall<Req, Res extends ApiMessage>(path: string, failedMessage: string) {
  return (body: Req): AuthThunk<Res> =>
    async (dispatch) => {
      dispatch(authRequested());
      try {
        const { data, status } = await http.post<Res>(path, body);
        if (data.success === false) {
          const failure = { status, serverMessage: data.message || undefined };
          return failed(dispatch, data.message || failedMessage, failure);
        }
        dispatch(authSucceeded());
        return { ok: true, data };
      } catch (error) {
        return failed(dispatch, messageOf(error, failedMessage), failureOf(error));
      }
    };
}

export const signup = simpleCall<SignupRequest, ApiMessage>(
  '/users/register',
  authMessages.signupFailed,
);
export const sendOtp = simpleCall<{ email: string }, ApiMessage>(
  '/users/sendOTPToEmail',
  authMessages.sendOtpFailed,
);
export const verifyOtp = simpleCall<{ email: string; otp: string }, VerifyOtpResponse>(
  '/users/verifyOtp',
  authMessages.verifyOtpFailed,
);
export const resetPassword = simpleCall<
  { email: string; newPassword: string; resetToken: string },
  ApiMessage
>('/users/reset_password', authMessages.resetFailed);

const signedOut = { user: null, token: null, role: null, username: null, loading: false };

/** `state` with `changes`, or `state` itself when nothing changes (no needless re-render). */
function update(state: AuthState, changes: Partial<AuthState>): AuthState {
  for (const key of Object.keys(changes) as (keyof AuthState)[]) {
    if (changes[key] !== state[key]) return { ...state, ...changes };
  }
  return state;
}

/** A pure reducer: storage is written by the store's subscriber (store.ts), never here. */
export function authReducer(
  state: AuthState = initialAuthState,
  incoming: UnknownAction,
): AuthState {
  const action = incoming as AuthAction;
  switch (action.type) {
    case 'auth/requested':
      return update(state, { loading: true, error: null });
    case 'auth/succeeded':
      return update(state, { loading: false });
    case 'auth/failed':
      return update(state, { loading: false, error: action.payload });
    case 'auth/loggedIn': {
      const { token, user } = action.payload;
      return update(state, {
        loading: false,
        token,
        user,
        username: user.username,
        role: user.role ?? null,
      });
    }
    case 'auth/loggedOut':
      return update(state, signedOut);
    case 'auth/sessionExpired':
      return update(state, { ...signedOut, error: action.payload });
    case 'auth/errorCleared':
      return update(state, { error: null });
    default:
      return state;
  }
}

type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;
export const selectToken = (state: WithAuth) => state.auth.token;
export const selectIsLoggedIn = (state: WithAuth) => !!state.auth.token;
export const selectUser = (state: WithAuth) => state.auth.user;
export const selectRole = (state: WithAuth) => state.auth.role;
export const selectIsAdmin = (state: WithAuth) => state.auth.role === 'admin';
/** Whether the admin panel has tabs for this role: admins, and sales staff (orders, payments). */
export const selectIsStaff = (state: WithAuth) =>
  state.auth.role === 'admin' || state.auth.role === 'sales';
export const selectAuthLoading = (state: WithAuth) => state.auth.loading;
export const selectAuthError = (state: WithAuth) => state.auth.error;
