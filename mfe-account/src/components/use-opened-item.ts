import {
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';

export interface OpenedItem<Key, Item> {
  /** What is open (null: the list shows). */
  open: Key | null;
  setOpen: Dispatch<SetStateAction<Key | null>>;
  /** The opened item once loaded (null while it loads or when it failed). */
  item: Item | null;
  setItem: Dispatch<SetStateAction<Item | null>>;
  /** Why the item could not be loaded, in the page's language as of the refusal. */
  failure: string | null;
  /** Put on the opened item's heading: focused when an item opens. */
  heading: RefObject<HTMLHeadingElement | null>;
  /** Put on the list's heading: focused when the person comes back from an item. */
  listHeading: RefObject<HTMLHeadingElement | null>;
}

/**
 * A list tab that opens one item in its place (Orders, Inbox): loads the item when it opens,
 * says why when it cannot, and moves the focus as a screen reader user expects: to the item's
 * heading when it opens, back to the list's heading when they return. `failureText` is read
 * when a refusal arrives, so a later change of language alone does not load the item again.
 */
export function useOpenedItem<Key, Item>(
  load: (key: Key) => Promise<Item>,
  failureText: (error: unknown) => string,
): OpenedItem<Key, Item> {
  const [open, setOpen] = useState<Key | null>(null);
  const [item, setItem] = useState<Item | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(false);
  const latest = useRef({ load, failureText });
  latest.current = { load, failureText };

  useEffect(() => {
    if (open === null) return undefined;
    let live = true;
    setItem(null);
    setFailure(null);
    latest.current.load(open).then(
      (loaded) => live && setItem(loaded),
      (error: unknown) => live && setFailure(latest.current.failureText(error)),
    );
    heading.current?.focus();
    return () => {
      live = false;
    };
  }, [open]);

  useEffect(() => {
    if (open !== null) wasOpen.current = true;
    else if (wasOpen.current) listHeading.current?.focus();
  }, [open]);

  return { open, setOpen, item, setItem, failure, heading, listHeading };
}
