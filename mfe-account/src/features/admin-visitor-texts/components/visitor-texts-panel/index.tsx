import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast, useTranslation } from 'shared';
import { useList } from '../../../../components/use-list';
import {
  listVisitorTexts,
  type VisitorTextItem,
  type VisitorTextKind,
} from '../../api/visitor-texts-api';
import { ItemEditor } from './item-editor';
import { ItemsSection } from './items-section';
import { messages } from './texts';

const listReviews = () => listVisitorTexts('review');
const listPosts = () => listVisitorTexts('blog_post');

/**
 * The Visitor texts tab: the reviews and blog posts, each with the languages its texts lack, and
 * one item's translations open above the lists.
 */
export function VisitorTextsPanel() {
  const t = useTranslation(messages);
  const toast = useToast();
  const lists = { review: useList(listReviews), blog_post: useList(listPosts) };
  const [open, setOpen] = useState<{ kind: VisitorTextKind; item: VisitorTextItem } | null>(null);
  // The button that opened the item gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [refocus, setRefocus] = useState(0);

  useEffect(() => {
    if (!refocus) return;
    const target = opener.current?.isConnected ? opener.current : heading.current;
    target?.focus();
  }, [refocus]);

  const close = useCallback(() => {
    setOpen(null);
    setRefocus((n) => n + 1);
  }, []);

  function saved(changed: boolean) {
    if (!open) return;
    toast(changed ? t('saved', { item: open.item.label }) : t('unchanged'), {
      tone: changed ? 'success' : 'info',
    });
    close();
    // The list says again which languages the item lacks.
    if (changed) void lists[open.kind].reload();
  }

  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        {t('title')}
      </h2>
      <p>{t('intro')}</p>
      {open ? (
        <ItemEditor
          key={`${open.kind}-${open.item.id}`}
          kind={open.kind}
          item={open.item}
          onSaved={saved}
          onClose={close}
        />
      ) : null}
      {(['review', 'blog_post'] as const).map((kind) => (
        <ItemsSection
          key={kind}
          kind={kind}
          rows={lists[kind].rows}
          error={lists[kind].error}
          editing={open !== null}
          onTranslate={(item, button) => {
            opener.current = button;
            setOpen({ kind, item });
          }}
        />
      ))}
    </>
  );
}
