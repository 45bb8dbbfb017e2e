import 'preact/compat';
import { options, type VNode } from 'preact';

/**
 * The browser build renders with Preact through `preact/compat` (vite.config.ts: react-dom alone was
 * 67 of /login's 181 KiB). Two things the libraries we use rely on work differently there, and are put right
 * here, once, for every element:
 *
 * - `autoFocus` is a call to `focus()` when React mounts the element; Preact only sets the attribute, which a
 *   browser honours at page load, so a confirmation dialog opened later would not focus its safe button.
 * - React writes an element's only text child as the element's `textContent`; Preact keeps a text node and
 *   updates that node. MUI X's date field writes each section's `innerHTML` itself as the user types, which
 *   detaches Preact's node, so the next value would be written to a node no longer on the page. For an
 *   editable element, the text goes in as its markup instead, which Preact compares with the page's.
 *
 * - React runs the effects of an update that a keystroke or a click caused before the browser moves on; Preact
 *   runs them after the next frame. MUI X's date field counts on the first: the moment a typed month makes a
 *   valid date again, it starts a zero timeout that clears the date's sections unless an effect has recorded
 *   the new value by then. Effects run here as soon as their render is done, as React's do for input.
 *
 * Imported first by web/main.tsx, after compat's own hook, which this one follows.
 */
type Props = Record<string, unknown> & { children?: unknown };
type Ref = ((element: Element | null) => void) | { current: Element | null } | null | undefined;

const focusedOnMount = new WeakSet<Element>();

function focusOnMount(vnode: VNode<Props>) {
  const ref = vnode.ref as Ref;
  (vnode as { ref: Ref }).ref = (element) => {
    if (element instanceof HTMLElement && !focusedOnMount.has(element)) {
      focusedOnMount.add(element);
      // Once the render is done: a dialog opened over another registers as the top one in its effects, and
      // until then the lower dialog's focus trap would pull the focus back.
      queueMicrotask(() => element.isConnected && element.focus());
    }
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

function textAsMarkup(props: Props) {
  const text = String(props.children).replace(/[&<>]/g, (c) => ESCAPES[c] ?? c);
  props.dangerouslySetInnerHTML = { __html: text };
  delete props.children;
}

options.requestAnimationFrame = (runEffects) => queueMicrotask(runEffects);

const compatHook = options.vnode;
options.vnode = (vnode) => {
  compatHook?.(vnode);
  if (typeof vnode.type !== 'string') return;
  const props = vnode.props as Props;
  if (props.autoFocus === true || props.autofocus === true) focusOnMount(vnode as VNode<Props>);
  const editable = props.contentEditable === true || props.contentEditable === 'true';
  if (editable && (typeof props.children === 'string' || typeof props.children === 'number')) {
    textAsMarkup(props);
  }
};
