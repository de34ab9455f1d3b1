import { defineDictionary } from 'shared';
import { chromeEn, type ChromeKey } from './en';

export const chromeMessages = defineDictionary<ChromeKey>(chromeEn, {
  hi: () => import(/* webpackChunkName: "chrome-hi" */ './hi'),
  nl: () => import(/* webpackChunkName: "chrome-nl" */ './nl'),
  fr: () => import(/* webpackChunkName: "chrome-fr" */ './fr'),
  pt: () => import(/* webpackChunkName: "chrome-pt" */ './pt'),
  it: () => import(/* webpackChunkName: "chrome-it" */ './it'),
  ar: () => import(/* webpackChunkName: "chrome-ar" */ './ar'),
});
