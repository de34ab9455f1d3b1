import { defineDictionary } from 'shared';
import { componentTextsEn, type ComponentKey } from './en';

/** The shared components' texts: English bundled with them, the others in texts-<lang>. */
export const componentMessages = defineDictionary<ComponentKey>(componentTextsEn, {
  hi: () => import(/* webpackChunkName: "texts-hi" */ './hi'),
  nl: () => import(/* webpackChunkName: "texts-nl" */ './nl'),
  fr: () => import(/* webpackChunkName: "texts-fr" */ './fr'),
  pt: () => import(/* webpackChunkName: "texts-pt" */ './pt'),
  it: () => import(/* webpackChunkName: "texts-it" */ './it'),
  ar: () => import(/* webpackChunkName: "texts-ar" */ './ar'),
});

export type { ComponentKey } from './en';
