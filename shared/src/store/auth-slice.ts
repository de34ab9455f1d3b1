import type { UnknownAction } from 'redux';
import { http, isApiFailure, serverMessage } from '../http/client';
import {
  clearStoredSession,
  readStoredSession,
  writeStoredSession,
  type StoredUser,
} from './storage';
import { createAction, createAsyncThunk } from './async-thunk';

/** Session state of SPEC §3. */
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

/** SPEC §8's messages when the server gives none. */
export const authMessages = {
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  sendOtpFailed: 'OTP Failed to be Sent',
  sendOtpFallback: 'Failed to send OTP',
  verifyOtpFailed: 'OTP Failed to be Verified',
  verifyOtpFallback: 'OTP verification failed',
  resetFailed: 'New Password Failed to be Changed',
  resetFallback: 'Password reset failed',
} as const;

export interface LoginRequest {
  email: string;
  password: string;
}
export interface LoginResponse {
  success: boolean;
  message?: string;
  token?: string;
  user?: StoredUser;
}
export interface SignupRequest {
  email: string;
  password: string;
  username: string;
  phoneNumber: string;
  address: string;
  pinCode: string;
  country: string;
  linkedIn: string;
  interest: string;
}
export interface ApiMessage {
  success: boolean;
  message?: string;
}
export interface VerifyOtpResponse extends ApiMessage {
  resetToken?: string;
}

function messageOf(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** Restores the session from storage when a token and a stored user both exist (SPEC §4). */
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

export const login = createAsyncThunk<
  { token: string; user: StoredUser },
  LoginRequest,
  { rejectValue: string }
>('auth/login', async (body, { rejectWithValue }) => {
  try {
    const { data } = await http.post<LoginResponse>('/users/login', body);
    if (data.success !== true || !data.token || !data.user) {
      return rejectWithValue(data.message || authMessages.loginFailed);
    }
    return { token: data.token, user: data.user };
  } catch (error) {
    return rejectWithValue(messageOf(error, authMessages.loginFailed));
  }
});

/**
 * What a rejected account call knew: the HTTP status when the server answered (absent for a
 * network failure or timeout) and the server's own message. Screens with their own fallbacks
 * (the reset screen's 'Failed to send OTP' versus 'Please try again later') read this.
 */
export interface AuthFailureMeta {
  status?: number;
  serverMessage?: string;
}

function simpleCall<Req, Res extends ApiMessage>(type: string, path: string, failed: string) {
  return createAsyncThunk<Res, Req, { rejectValue: string; rejectedMeta: AuthFailureMeta }>(
    type,
    async (body, { rejectWithValue }) => {
      try {
        const { data, status } = await http.post<Res>(path, body);
        if (data.success === false) {
          return rejectWithValue(data.message || failed, {
            status,
            serverMessage: data.message || undefined,
          });
        }
        return data;
      } catch (error) {
        const status = isApiFailure(error) ? error.status : undefined;
        return rejectWithValue(messageOf(error, failed), {
          status,
          serverMessage: serverMessage(error),
        });
      }
    },
  );
}

export const signup = simpleCall<SignupRequest, ApiMessage>(
  'auth/signup',
  '/users/register',
  authMessages.signupFailed,
);
export const sendOtp = simpleCall<{ email: string }, ApiMessage>(
  'auth/sendOtp',
  '/users/sendOTPToEmail',
  authMessages.sendOtpFailed,
);
export const verifyOtp = simpleCall<{ email: string; otp: string }, VerifyOtpResponse>(
  'auth/verifyOtp',
  '/users/verifyOtp',
  authMessages.verifyOtpFailed,
);
export const resetPassword = simpleCall<
  { email: string; newPassword: string; resetToken: string },
  ApiMessage
>('auth/resetPassword', '/users/reset_password', authMessages.resetFailed);

/** Clears state and the four storage keys; the caller then goes to /login with a reload. */
export const loggedOut = createAction('auth/loggedOut');
/** A refused stored token (session-expiry.ts): as loggedOut, and shows why. */
export const sessionExpired = createAction<string>('auth/sessionExpired');
export const errorCleared = createAction('auth/errorCleared');

const signedOut = { user: null, token: null, role: null, username: null, loading: false };

/** The thunks without a state of their own, with the message when the server gives none. */
const fallbacks = [
  [signup, authMessages.signupFailed],
  [sendOtp, authMessages.sendOtpFallback],
  [verifyOtp, authMessages.verifyOtpFallback],
  [resetPassword, authMessages.resetFallback],
] as const;
const thunks = [login, signup, sendOtp, verifyOtp, resetPassword];

/** `state` with `changes`, or `state` itself when nothing changes (no needless re-render). */
function update(state: AuthState, changes: Partial<AuthState>): AuthState {
  for (const key of Object.keys(changes) as (keyof AuthState)[]) {
    if (changes[key] !== state[key]) return { ...state, ...changes };
  }
  return state;
}

export function authReducer(state: AuthState = initialAuthState, action: UnknownAction): AuthState {
  if (loggedOut.match(action)) {
    clearStoredSession();
    return update(state, signedOut);
  }
  if (sessionExpired.match(action)) {
    clearStoredSession();
    return update(state, { ...signedOut, error: action.payload });
  }
  if (errorCleared.match(action)) return update(state, { error: null });
  if (login.fulfilled.match(action)) {
    const { token, user } = action.payload;
    writeStoredSession(token, user);
    return update(state, {
      loading: false,
      token,
      user,
      username: user.username,
      role: user.role ?? null,
    });
  }
  if (login.rejected.match(action)) {
    return update(state, { loading: false, error: action.payload ?? authMessages.loginFailed });
  }
  for (const [thunk, fallback] of fallbacks) {
    if (thunk.fulfilled.match(action)) return update(state, { loading: false });
    if (thunk.rejected.match(action)) {
      return update(state, { loading: false, error: action.payload ?? fallback });
    }
  }
  if (thunks.some((thunk) => thunk.pending.match(action))) {
    return update(state, { loading: true, error: null });
  }
  return state;
}

type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;
export const selectToken = (state: WithAuth) => state.auth.token;
export const selectIsLoggedIn = (state: WithAuth) => !!state.auth.token;
export const selectUser = (state: WithAuth) => state.auth.user;
export const selectRole = (state: WithAuth) => state.auth.role;
export const selectIsAdmin = (state: WithAuth) => state.auth.role === 'admin';
export const selectAuthLoading = (state: WithAuth) => state.auth.loading;
export const selectAuthError = (state: WithAuth) => state.auth.error;
