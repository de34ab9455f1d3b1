import { applyMiddleware, legacy_createStore as createStore, type UnknownAction } from 'redux';
import { createAction, createAsyncThunk, thunkMiddleware } from './async-thunk';

/** A store that records every action its reducer sees. */
function recordingStore() {
  const seen: UnknownAction[] = [];
  const store = createStore((state: number = 0, action: UnknownAction) => {
    if (!action.type.startsWith('@@redux')) seen.push(action);
    return state;
  }, applyMiddleware(thunkMiddleware<number>()));
  return { store, seen };
}

interface Failure {
  status?: number;
}

const fetchName = createAsyncThunk<string, number, { rejectValue: string; rejectedMeta: Failure }>(
  'test/fetchName',
  async (id, { rejectWithValue }) => {
    if (id === 1) return 'asha';
    if (id === 2) return rejectWithValue('No such user', { status: 404 });
    if (id === 3) throw rejectWithValue('Thrown refusal', { status: 409 });
    throw new TypeError('boom');
  },
);

describe('createAsyncThunk', () => {
  it('dispatches pending at once, then fulfilled with the result, and resolves to it', async () => {
    const { store, seen } = recordingStore();
    const promise = store.dispatch(fetchName(1));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      type: 'test/fetchName/pending',
      payload: undefined,
      meta: { arg: 1, requestStatus: 'pending' },
    });
    const [pending] = seen;
    if (!fetchName.pending.match(pending)) throw new Error('expected the pending action first');
    const result = await promise;
    expect(seen).toEqual([pending, result]);
    expect(result).toEqual({
      type: 'test/fetchName/fulfilled',
      payload: 'asha',
      meta: { arg: 1, requestId: pending.meta.requestId, requestStatus: 'fulfilled' },
    });
    expect(fetchName.fulfilled.match(result)).toBe(true);
    expect(fetchName.rejected.match(result)).toBe(false);
  });

  it.each([
    [2, 'No such user', 404],
    [3, 'Thrown refusal', 409],
  ])(
    'rejects with the value and meta of rejectWithValue (returned or thrown) for id %i',
    async (id, payload, status) => {
      const { store, seen } = recordingStore();
      const result = await store.dispatch(fetchName(id));
      expect(seen.map((action) => action.type)).toEqual([
        'test/fetchName/pending',
        'test/fetchName/rejected',
      ]);
      expect(result).toEqual({
        type: 'test/fetchName/rejected',
        payload,
        error: { message: 'Rejected' },
        meta: {
          arg: id,
          requestId: expect.any(String),
          requestStatus: 'rejected',
          rejectedWithValue: true,
          status,
        },
      });
      if (fetchName.rejected.match(result) && result.meta.rejectedWithValue) {
        expect(result.meta.status).toBe(status);
      } else {
        throw new Error('expected a rejection with a value');
      }
    },
  );

  it('rejects with the serialized error, no payload and no meta of its own when it throws', async () => {
    const { store } = recordingStore();
    const result = await store.dispatch(fetchName(4));
    expect(result).toEqual({
      type: 'test/fetchName/rejected',
      payload: undefined,
      error: { name: 'TypeError', message: 'boom' },
      meta: {
        arg: 4,
        requestId: expect.any(String),
        requestStatus: 'rejected',
        rejectedWithValue: false,
      },
    });
  });

  it('gives each call its own request id', async () => {
    const { store } = recordingStore();
    const [first, second] = await Promise.all([
      store.dispatch(fetchName(1)),
      store.dispatch(fetchName(1)),
    ]);
    expect(first.meta.requestId).not.toBe(second.meta.requestId);
  });

  it('builds each action by hand with the same type and meta', () => {
    expect(fetchName.pending.type).toBe('test/fetchName/pending');
    expect(fetchName.fulfilled('ravi', 'req', 7)).toEqual({
      type: 'test/fetchName/fulfilled',
      payload: 'ravi',
      meta: { arg: 7, requestId: 'req', requestStatus: 'fulfilled' },
    });
    expect(fetchName.rejected(null, 'req', 7, 'Gone', { status: 410 }).meta).toEqual({
      arg: 7,
      requestId: 'req',
      requestStatus: 'rejected',
      rejectedWithValue: true,
      status: 410,
    });
  });
});

describe('createAction', () => {
  it('makes { type, payload } and matches only its own type', () => {
    const renamed = createAction<string>('test/renamed');
    expect(renamed('ravi')).toEqual({ type: 'test/renamed', payload: 'ravi' });
    expect(renamed.type).toBe('test/renamed');
    expect(renamed.match(renamed('x'))).toBe(true);
    expect(renamed.match({ type: 'test/other' })).toBe(false);
    expect(renamed.match('test/renamed')).toBe(false);
  });
});

describe('thunkMiddleware', () => {
  it('passes plain actions on and calls a function with dispatch and getState', () => {
    const { store, seen } = recordingStore();
    const returned = store.dispatch((dispatch, getState) => {
      dispatch({ type: 'test/inner' });
      return getState() + 41;
    });
    expect(returned).toBe(41);
    expect(seen).toEqual([{ type: 'test/inner' }]);
  });
});
