// Input on a prerendered page before it is hydrated (docs/PERFORMANCE.md 'Prerendering').
// A prerendered page is on screen, with its buttons and fields, before its JavaScript has run;
// a click on a button there would do nothing (or submit a form natively, reloading the page)
// and a value typed into a field would not reach React's state. This small script, inline in
// the head of every shell document (allowed by its hash in the CSP, not by 'unsafe-inline'),
// records that input until the page is hydrated and the record replayed:
// - a click on a button of the prerendered page: held (its default prevented and its propagation
//   stopped, so neither the browser nor a React still hydrating acts on it) and the button kept;
// - a form submitted from the keyboard (Enter in a field): held the same way and the form kept;
// - a field of the prerendered page typed into or changed: the field kept (the event goes on).
// Links keep their native behaviour (a full navigation works without JavaScript), except one
// marked `data-early-click` (the Pay Now placeholder, which the page handles itself once it
// runs): its click is held and replayed like a button's.
// shared/src/app/start-app.tsx takes the record once React has committed the hydrated page
// (setting `__earlyInputDone`, which stops this recording) and replays it: the fields' values
// first, then the clicks and submissions, on the same elements React has just hydrated. A click
// made while React hydrates is held too: React would otherwise handle it before it knows a value
// typed earlier. A part of the page React hydrates after the rest (a lazy page, a Suspense
// boundary) is not React's when the page commits, and React drops a click on it: after the
// commit (start-app sets `__earlyInputLate`) such a click is still held, and replayed once React
// has hydrated that button. A form of the prerendered page that React has not hydrated is never
// submitted natively: that would put its fields, a password too, into the address.
import { createHash } from 'node:crypto';

export const EARLY_INPUT_SCRIPT = [
  '(function(){',
  'var w=window;w.__earlyInput=[];',
  // Whether React has hydrated an element (it then holds React's props).
  'function R(n){return Object.keys(n).some(function(k){return k.indexOf("__reactProps")===0})}',
  'function rec(e){',
  'var q=w.__earlyInput,t=e.target,B="button,[data-early-click]";',
  'if(!(t instanceof Element)||!t.closest("#root[data-prerendered]"))return;',
  // After hydration, for a while: values typed into a part hydrated since go to React before a
  // click or a submission it handles (__earlyInputFlush), and a click on a button of a part React
  // has not hydrated yet is held.
  'if(w.__earlyInputDone||!q){if((e.type==="click"||e.type==="submit")&&w.__earlyInputFlush)w.__earlyInputFlush();',
  'var L=w.__earlyInputLate,b=e.type==="click"&&t.closest(B);',
  'if(L&&b&&!b.disabled&&!R(b)){e.preventDefault();e.stopPropagation();L(b)}',
  'if(e.type==="submit"&&!R(t)){e.preventDefault();e.stopPropagation()}return}',
  'if(e.type==="submit"){e.preventDefault();e.stopPropagation();q.push({type:"submit",target:t,submitter:e.submitter||null});return}',
  'if(e.type==="click"){var b=t.closest(B);',
  'if(b&&!b.disabled){e.preventDefault();e.stopPropagation();q.push({type:"click",target:b})}return}',
  // The value as chosen: hydration sets a <select> back to the option the server rendered.
  'for(var i=0;i<q.length;i++)if(q[i].type==="value"&&q[i].target===t){q[i].value=t.value;return}',
  'q.push({type:"value",target:t,value:t.value})',
  '}',
  '["click","submit","input","change"].forEach(function(n){document.addEventListener(n,rec,true)})',
  '})();',
].join('');

/** The CSP source that allows exactly this script. */
export const EARLY_INPUT_SCRIPT_HASH = `'sha256-${createHash('sha256')
  .update(EARLY_INPUT_SCRIPT)
  .digest('base64')}'`;

const TAG = `<script>${EARLY_INPUT_SCRIPT}</script>`;

/** The document with the script first in its head, so it listens before the page can be used. */
export function withEarlyInput(html: string): string {
  return html.replace(/<head(\s[^>]*)?>/i, (head) => head + TAG);
}
