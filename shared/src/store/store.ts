import { useDispatch, useSelector, useStore } from 'react-redux';
import {
  applyMiddleware,
  combineReducers,
  legacy_createStore as createStore,
  type UnknownAction,
} from 'redux';
import { thunk, type ThunkDispatch, type ThunkMiddleware } from 'redux-thunk';
import { authReducer, restoreAuthState, type AuthState } from './auth-slice';
import { clearStoredSession, writeStoredSession } from './storage';

const rootReducer = combineReducers({ auth: authReducer });

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Keeps the four storage keys (storage.ts) in step with the session: written when a session
 * starts, cleared when it ends. The one place that writes them (the reducer stays pure).
 */
function persistSession(store: {
  getState(): RootState;
  subscribe(listener: () => void): unknown;
}) {
  let last: AuthState = store.getState().auth;
  store.subscribe(() => {
    const auth = store.getState().auth;
    if (auth.token === last.token && auth.user === last.user) return;
    last = auth;
    if (auth.token && auth.user) writeStoredSession(auth.token, auth.user);
    else clearStoredSession();
  });
}

/**
 * A fresh store: plain Redux with redux-thunk (`await dispatch(login(…))` resolves with the
 * call's `AuthResult`). Without preloaded state the session is restored from local storage
 * (when a token and a stored user both exist).
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = createStore(
    rootReducer,
    { auth: restoreAuthState(), ...preloadedState },
    applyMiddleware(thunk as ThunkMiddleware<RootState, UnknownAction>),
  );
  persistSession(store);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
