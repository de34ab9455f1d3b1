// Operations: health and readiness, the web-vitals beacon and the visitor counter.
import { Type, type Static } from 'typebox';
import { StringEnum, withDefaults } from './common';
import { VITAL_NAMES } from './rules';

export const HealthResponse = Type.Object({ status: Type.Literal('ok') });
export type HealthResponse = Static<typeof HealthResponse>;

export const ReadyResponse = Type.Object({ status: Type.String() });
export type ReadyResponse = Static<typeof ReadyResponse>;

/** POST /vitals: one web-vitals measurement (sent with sendBeacon, so often as text/plain). */
export const VitalBody = Type.Object(
  {
    name: StringEnum(VITAL_NAMES),
    value: Type.Number({ minimum: 0, maximum: 3_600_000 }),
    id: Type.String({ maxLength: 100 }),
    page: Type.String({ maxLength: 300 }),
  },
  { additionalProperties: false },
);
export type VitalBody = Static<typeof VitalBody>;

export const VisitsQuery = withDefaults(
  Type.Object(
    { days: Type.Integer({ minimum: 1, maximum: 366, default: 30 }) },
    { additionalProperties: false },
  ),
);
export type VisitsQuery = Static<typeof VisitsQuery>;

export const VisitsResponse = Type.Object({
  success: Type.Boolean(),
  total: Type.Integer(),
  days: Type.Array(Type.Object({ day: Type.String(), count: Type.Integer() })),
});
export type VisitsResponse = Static<typeof VisitsResponse>;
