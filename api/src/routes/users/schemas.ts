import { errors, paging, pagedResponse, successMessage } from '../../schemas';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../lib/passwords';
import { fullNameSchema } from './full-name';

export const ROLES = ['user', 'employee', 'admin'] as const;

const email = { type: 'string', format: 'email', maxLength: 254 } as const;
const password = {
  type: 'string',
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
} as const;
/** Single-line free text: no control characters (they have no place in these fields). */
const line = (maxLength: number) =>
  ({ type: 'string', maxLength, pattern: '^[^\\u0000-\\u001f\\u007f]*$' }) as const;

export interface RegisterBody {
  email: string;
  password: string;
  username: string;
  phoneNumber?: string;
  address?: string;
  pinCode?: string;
  country?: string;
  linkedIn?: string;
  interest?: string;
}

export const registerSchema = {
  tags: ['users'],
  summary: 'Create an account (always role user)',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['email', 'password', 'username'],
    properties: {
      email,
      password,
      username: {
        type: 'string',
        minLength: 3,
        maxLength: 40,
        pattern: '^[A-Za-z0-9][A-Za-z0-9._ -]*$',
      },
      phoneNumber: { type: 'string', maxLength: 30, pattern: '^[0-9+() .-]*$' },
      address: line(300),
      pinCode: { type: 'string', maxLength: 12, pattern: '^[A-Za-z0-9 -]*$' },
      country: line(80),
      linkedIn: line(300),
      interest: line(200),
    },
  },
  response: { 201: successMessage, ...errors(400, 409, 429) },
} as const;

export interface LoginBody {
  email: string;
  password: string;
}

export const publicUser = {
  type: 'object',
  required: ['username', 'email', 'role'],
  properties: {
    username: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string', enum: [...ROLES] },
  },
} as const;

export const loginSchema = {
  tags: ['users'],
  summary: 'Sign in; returns a bearer token',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['email', 'password'],
    properties: {
      email: { type: 'string', minLength: 1, maxLength: 254 },
      password: { type: 'string', minLength: 1, maxLength: 1024 },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['success', 'message', 'token', 'user'],
      properties: {
        success: { type: 'boolean' },
        message: { type: 'string' },
        token: { type: 'string' },
        user: publicUser,
      },
    },
    ...errors(400, 401, 429),
  },
} as const;

export const sendOtpSchema = {
  tags: ['users'],
  summary: 'E-mail a 6-digit password reset code (same answer whether or not the account exists)',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['email'],
    properties: { email },
  },
  response: { 200: successMessage, ...errors(400, 429) },
} as const;

export interface VerifyOtpBody {
  email: string;
  otp: string;
}

export const verifyOtpSchema = {
  tags: ['users'],
  summary: 'Check a reset code; returns a single-use reset token',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['email', 'otp'],
    properties: {
      email,
      otp: { type: 'string', pattern: '^[0-9]{6}$' },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['success', 'message', 'resetToken'],
      properties: {
        success: { type: 'boolean' },
        message: { type: 'string' },
        resetToken: { type: 'string' },
      },
    },
    ...errors(400, 429),
  },
} as const;

export interface ResetPasswordBody {
  email: string;
  newPassword: string;
  resetToken: string;
}

export const resetPasswordSchema = {
  tags: ['users'],
  summary: 'Set a new password with the reset token from verifyOtp',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['email', 'newPassword', 'resetToken'],
    properties: {
      email,
      newPassword: password,
      resetToken: { type: 'string', minLength: 1, maxLength: 200 },
    },
  },
  response: { 200: successMessage, ...errors(400, 429) },
} as const;

export const accountUser = {
  type: 'object',
  required: ['id', 'username', 'email', 'role', 'fullName', 'createdAt'],
  properties: {
    id: { type: 'string' },
    username: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string', enum: [...ROLES] },
    fullName: { type: 'string' },
    phoneNumber: { type: 'string' },
    address: { type: 'string' },
    pinCode: { type: 'string' },
    country: { type: 'string' },
    linkedIn: { type: 'string' },
    interest: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;

const bearer = [{ bearerAuth: [] }];

export const meSchema = {
  tags: ['users'],
  summary: 'The signed-in user (confirms a restored session)',
  security: bearer,
  response: {
    200: {
      type: 'object',
      required: ['success', 'user'],
      properties: { success: { type: 'boolean' }, user: accountUser },
    },
    ...errors(401),
  },
} as const;

export const updateMeSchema = {
  tags: ['users'],
  summary: 'Change your own profile: the full name printed on certificates',
  security: bearer,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['fullName'],
    properties: {
      fullName: {
        ...fullNameSchema,
        description: '2-100 characters: letters of any script, spaces, apostrophes, hyphens, dots',
      },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['success', 'data'],
      properties: { success: { type: 'boolean' }, data: accountUser },
    },
    ...errors(400, 401),
  },
} as const;

export interface ListUsersQuery {
  page: number;
  pageSize: number;
  search?: string;
}

export const listUsersSchema = {
  tags: ['admin'],
  summary: 'List accounts (admin)',
  security: bearer,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { ...paging, search: { type: 'string', maxLength: 100 } },
  },
  response: { 200: pagedResponse(accountUser), ...errors(400, 401, 403) },
} as const;

export const updateUserSchema = {
  tags: ['admin'],
  summary: "Change an account's role (user, employee, admin; admin only); ends its sessions",
  security: bearer,
  params: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', format: 'uuid' } },
  },
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['role'],
    properties: { role: { type: 'string', enum: [...ROLES] } },
  },
  response: {
    200: {
      type: 'object',
      required: ['success', 'data'],
      properties: { success: { type: 'boolean' }, data: accountUser },
    },
    ...errors(400, 401, 403, 404, 409),
  },
} as const;
