import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { http, isApiFailure, serverMessage } from '../http/client';
import {
  clearStoredSession,
  readStoredSession,
  writeStoredSession,
  type StoredUser,
} from './storage';

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

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** Clears state and the four storage keys; the caller then goes to /login with a reload. */
    loggedOut(state) {
      clearStoredSession();
      state.user = null;
      state.token = null;
      state.role = null;
      state.username = null;
      state.loading = false;
    },
    sessionExpired(state, action: PayloadAction<string>) {
      clearStoredSession();
      state.user = null;
      state.token = null;
      state.role = null;
      state.username = null;
      state.loading = false;
      state.error = action.payload;
    },
    errorCleared(state) {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(login.fulfilled, (state, { payload }) => {
      writeStoredSession(payload.token, payload.user);
      state.loading = false;
      state.token = payload.token;
      state.user = payload.user;
      state.username = payload.user.username;
      state.role = payload.user.role ?? null;
    });
    builder.addCase(login.rejected, (state, action) => {
      state.loading = false;
      state.error = action.payload ?? authMessages.loginFailed;
    });
    const fallbacks = [
      [signup, authMessages.signupFailed],
      [sendOtp, authMessages.sendOtpFallback],
      [verifyOtp, authMessages.verifyOtpFallback],
      [resetPassword, authMessages.resetFallback],
    ] as const;
    for (const [thunk, fallback] of fallbacks) {
      builder.addCase(thunk.fulfilled, (state) => {
        state.loading = false;
      });
      builder.addCase(thunk.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? fallback;
      });
    }
    for (const thunk of [login, signup, sendOtp, verifyOtp, resetPassword]) {
      builder.addCase(thunk.pending, (state) => {
        state.loading = true;
        state.error = null;
      });
    }
  },
});

export const { loggedOut, sessionExpired, errorCleared } = authSlice.actions;
export const authReducer = authSlice.reducer;

type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;
export const selectToken = (state: WithAuth) => state.auth.token;
export const selectIsLoggedIn = (state: WithAuth) => !!state.auth.token;
export const selectUser = (state: WithAuth) => state.auth.user;
export const selectRole = (state: WithAuth) => state.auth.role;
export const selectIsAdmin = (state: WithAuth) => state.auth.role === 'admin';
export const selectAuthLoading = (state: WithAuth) => state.auth.loading;
export const selectAuthError = (state: WithAuth) => state.auth.error;
