import type { FastifyRequest } from 'fastify';
import {
  formatApiMessage,
  isLang,
  type ApiMessageCode,
  type ApiMessageParams,
  type Lang,
} from 'contracts';
import { apiMessageTexts } from './api-messages';

/**
 * The language to answer a request in: the first of its Accept-Language ranges, by weight,
 * that the site has ('ar-EG' is Arabic); English otherwise.
 */
export function requestLang(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return 'en';
  const ranges = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, order };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranges.map((range) => range.lang).find(isLang) ?? 'en';
}

/** A request's language (see requestLang). */
export function langOf(request: FastifyRequest): Lang {
  return requestLang(request.headers['accept-language']);
}

/** Params as a language writes them: a `time` (ISO) becomes that language's date and time. */
function localParams(params: ApiMessageParams, lang: Lang): ApiMessageParams {
  if (typeof params.time !== 'string') return params;
  const time = new Date(params.time);
  if (Number.isNaN(time.getTime())) return params;
  const written = new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(time);
  return { ...params, time: written };
}

/** The text of a message in `lang` (English where that language lacks it). */
export function apiText(code: ApiMessageCode, params: ApiMessageParams = {}, lang: Lang): string {
  const local = localParams(params, lang);
  return (
    formatApiMessage(apiMessageTexts[lang], lang, code, local) ??
    formatApiMessage(apiMessageTexts.en, 'en', code, local) ??
    code
  );
}

/** A success answer's `code` and `message`, in the request's language. */
export function said(
  request: FastifyRequest,
  code: ApiMessageCode,
  params?: ApiMessageParams,
): { code: ApiMessageCode; message: string } {
  return { code, message: apiText(code, params, langOf(request)) };
}
