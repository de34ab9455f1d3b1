import { isAction, type Dispatch, type Middleware, type UnknownAction } from 'redux';

/**
 * The little of Redux Toolkit the auth store used, on plain Redux: action creators with `.type`
 * and `.match`, a thunk middleware and `createAsyncThunk` with the same actions (types, payloads,
 * meta) as the toolkit's. The toolkit is a shared module on every page, so it cannot be
 * tree-shaken, and this is all the site needs of it.
 */

/** A function dispatched instead of an action: the thunk middleware calls it. */
export type Thunk<R, S = unknown> = (dispatch: Dispatch<UnknownAction>, getState: () => S) => R;

/** What the thunk middleware adds to `dispatch`: a thunk returns what the thunk returns. */
export interface ThunkDispatchExtension<S> {
  <R>(thunk: Thunk<R, S>): R;
}

/** Runs dispatched functions with `dispatch` and `getState`; passes actions on. */
export function thunkMiddleware<S>(): Middleware<ThunkDispatchExtension<S>, S> {
  return ({ dispatch, getState }) =>
    (next) =>
    (action) =>
      typeof action === 'function'
        ? (action as Thunk<unknown, S>)(dispatch, getState)
        : next(action);
}

export type PayloadAction<P> = {
  type: string;
  payload: P;
};

/** Tells whether `action` is an action of `type` (the `.match` of every action creator). */
function matcher<A>(type: string) {
  return (action: unknown): action is A => isAction(action) && action.type === type;
}

/** An action creator `(payload) => { type, payload }` with `.type` and `.match(action)`. */
export function createAction<P = void>(type: string) {
  return Object.assign((payload: P): PayloadAction<P> => ({ type, payload }), {
    type,
    match: matcher<PayloadAction<P>>(type),
  });
}

export interface SerializedError {
  name?: string;
  message?: string;
}

/** The types an async thunk's failures carry: `rejectWithValue(value, meta)`. */
export interface AsyncThunkConfig {
  rejectValue?: unknown;
  rejectedMeta?: object;
}
type RejectValue<C> = C extends { rejectValue: infer V } ? V : unknown;
type RejectedMeta<C> = C extends { rejectedMeta: infer M } ? M : Record<never, never>;

interface RequestMeta<Arg> {
  arg: Arg;
  requestId: string;
}
export type PendingAction<Arg> = {
  type: string;
  payload: undefined;
  meta: RequestMeta<Arg> & { requestStatus: 'pending' };
};
export type FulfilledAction<R, Arg> = {
  type: string;
  payload: R;
  meta: RequestMeta<Arg> & { requestStatus: 'fulfilled' };
};
/** `meta.rejectedWithValue` says whether `payload` and the rejected meta fields are there. */
export type RejectedAction<Arg, C> = {
  type: string;
  payload: RejectValue<C> | undefined;
  error: SerializedError;
  meta: RequestMeta<Arg> & { requestStatus: 'rejected' } & (
      | ({ rejectedWithValue: true } & RejectedMeta<C>)
      | ({ rejectedWithValue: false } & { [K in keyof RejectedMeta<C>]?: undefined })
    );
};

/** What `rejectWithValue` returns; the payload creator returns (or throws) it. */
class Rejection<V, M> {
  payload: V;
  meta: M | undefined;
  constructor(payload: V, meta: M | undefined) {
    this.payload = payload;
    this.meta = meta;
  }
}

export interface AsyncThunkApi<C> {
  rejectWithValue(
    value: RejectValue<C>,
    meta?: RejectedMeta<C>,
  ): Rejection<RejectValue<C>, RejectedMeta<C>>;
}

export type AsyncThunk<R, Arg, C> = ((
  arg: Arg,
) => Thunk<Promise<FulfilledAction<R, Arg> | RejectedAction<Arg, C>>>) & {
  typePrefix: string;
  pending: ((requestId: string, arg: Arg) => PendingAction<Arg>) & {
    type: string;
    match: (action: unknown) => action is PendingAction<Arg>;
  };
  fulfilled: ((payload: R, requestId: string, arg: Arg) => FulfilledAction<R, Arg>) & {
    type: string;
    match: (action: unknown) => action is FulfilledAction<R, Arg>;
  };
  rejected: ((
    error: unknown,
    requestId: string,
    arg: Arg,
    payload?: RejectValue<C>,
    meta?: RejectedMeta<C>,
  ) => RejectedAction<Arg, C>) & {
    type: string;
    match: (action: unknown) => action is RejectedAction<Arg, C>;
  };
};

function serializeError(error: unknown): SerializedError {
  if (typeof error === 'object' && error !== null) {
    const { name, message } = error as Record<string, unknown>;
    return {
      ...(typeof name === 'string' ? { name } : {}),
      ...(typeof message === 'string' ? { message } : {}),
    };
  }
  return { message: String(error) };
}

let lastRequestId = 0;

/**
 * `createAsyncThunk(typePrefix, payloadCreator)` as in Redux Toolkit, without conditions,
 * aborting or `unwrap`. `thunk(arg)` dispatches `<typePrefix>/pending` at once, then
 * `/fulfilled` with what the payload creator resolved, or `/rejected`: with the value and meta
 * of `rejectWithValue(value, meta)` (`meta.rejectedWithValue: true`), or with the thrown error
 * serialized as `error` (`rejectedWithValue: false`, no payload). The promise `dispatch` returns
 * resolves to that last action; it never rejects.
 */
export function createAsyncThunk<R, Arg, C extends AsyncThunkConfig = Record<never, never>>(
  typePrefix: string,
  payloadCreator: (
    arg: Arg,
    api: AsyncThunkApi<C>,
  ) => Promise<R | Rejection<RejectValue<C>, RejectedMeta<C>>>,
): AsyncThunk<R, Arg, C> {
  type Thunked = AsyncThunk<R, Arg, C>;
  const pendingType = `${typePrefix}/pending`;
  const fulfilledType = `${typePrefix}/fulfilled`;
  const rejectedType = `${typePrefix}/rejected`;

  const pending = Object.assign(
    (requestId: string, arg: Arg): PendingAction<Arg> => ({
      type: pendingType,
      payload: undefined,
      meta: { arg, requestId, requestStatus: 'pending' },
    }),
    { type: pendingType, match: matcher<PendingAction<Arg>>(pendingType) },
  );
  const fulfilled = Object.assign(
    (payload: R, requestId: string, arg: Arg): FulfilledAction<R, Arg> => ({
      type: fulfilledType,
      payload,
      meta: { arg, requestId, requestStatus: 'fulfilled' },
    }),
    { type: fulfilledType, match: matcher<FulfilledAction<R, Arg>>(fulfilledType) },
  );
  const rejected = Object.assign(
    (
      error: unknown,
      requestId: string,
      arg: Arg,
      payload?: RejectValue<C>,
      meta?: RejectedMeta<C>,
    ): RejectedAction<Arg, C> => {
      const withValue = payload !== undefined;
      return {
        type: rejectedType,
        payload,
        error: serializeError(error ?? 'Rejected'),
        meta: {
          ...(withValue ? meta : undefined),
          arg,
          requestId,
          requestStatus: 'rejected',
          rejectedWithValue: withValue,
        } as RejectedAction<Arg, C>['meta'],
      };
    },
    { type: rejectedType, match: matcher<RejectedAction<Arg, C>>(rejectedType) },
  );

  const api: AsyncThunkApi<C> = {
    rejectWithValue: (value, meta) => new Rejection(value, meta),
  };

  const thunk = (arg: Arg) => (dispatch: Dispatch<UnknownAction>) => {
    const requestId = `${typePrefix}-${++lastRequestId}`;
    dispatch(pending(requestId, arg));
    return (async () => {
      let result: FulfilledAction<R, Arg> | RejectedAction<Arg, C>;
      try {
        const value = await payloadCreator(arg, api);
        result =
          value instanceof Rejection
            ? rejected(null, requestId, arg, value.payload, value.meta)
            : fulfilled(value, requestId, arg);
      } catch (error) {
        result =
          error instanceof Rejection
            ? rejected(null, requestId, arg, error.payload, error.meta)
            : rejected(error, requestId, arg);
      }
      dispatch(result);
      return result;
    })();
  };
  return Object.assign(thunk, { typePrefix, pending, fulfilled, rejected }) as Thunked;
}
