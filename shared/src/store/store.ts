import { useDispatch, useSelector, useStore } from 'react-redux';
import { applyMiddleware, combineReducers, legacy_createStore as createStore } from 'redux';
import { thunkMiddleware } from './async-thunk';
import { authReducer, restoreAuthState } from './auth-slice';

const rootReducer = combineReducers({ auth: authReducer });

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A fresh store: plain Redux with the thunk middleware (`dispatch(login(…))` returns the
 * promise of its last action). Without preloaded state the session is restored from local
 * storage (SPEC §4: when a token and a stored user both exist).
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return createStore(
    rootReducer,
    { auth: restoreAuthState(), ...preloadedState },
    applyMiddleware(thunkMiddleware<RootState>()),
  );
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
