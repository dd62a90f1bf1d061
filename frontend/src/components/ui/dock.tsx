import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The strip above the bottom navigation where the rest timer and toasts sit. Its height is
 * published as `--dock-bottom` (and the top banners' as `--dock-top`) on the root element, and the
 * layout reserves that much room, so an overlay never covers a field, a button or the navigation.
 */
const DockContext = createContext<HTMLElement | null>(null);

/**
 * Keeps `--<name>` on the root element equal to the element's height while it is mounted. With
 * `pushesPage` (the bottom dock), a page scrolled into moves up as the dock grows and back as it
 * shrinks, so the rest timer or "Pause vorbei" pushes what was in view instead of covering it; the
 * room the page reserves below itself grows with the dock, so there is always that far to scroll.
 */
export function usePublishedHeight(element: HTMLElement | null, name: '--dock-top' | '--dock-bottom', { pushesPage = false } = {}): void {
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    let height = Math.ceil(element.getBoundingClientRect().height);
    const publish = () => {
      const next = Math.ceil(element.getBoundingClientRect().height);
      root.style.setProperty(name, `${next}px`);
      // At the top of a page (just opened or reloaded) nothing the lifter was using sits at the bottom edge.
      if (pushesPage && next !== height && window.scrollY > 0) window.scrollBy(0, next - height);
      height = next;
    };
    publish();
    // Without ResizeObserver (old browsers, jsdom) the first height stays: the dock starts empty.
    if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty(name);
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [element, name, pushesPage]);
}

/** The bottom dock of the signed-in layout; what is rendered into it through `InDock` stacks there. */
export function BottomDock({ children }: { children: ReactNode }) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  usePublishedHeight(element, '--dock-bottom', { pushesPage: true });
  return (
    <DockContext.Provider value={element}>
      {children}
      <div ref={setElement} className="dock dock--bottom" />
    </DockContext.Provider>
  );
}

/** Renders its children into the bottom dock, or (outside the signed-in layout) where `fallback` says. */
export function InDock({ children, fallback }: { children: ReactNode; fallback: 'body' | 'inline' }) {
  const dock = useContext(DockContext);
  if (dock) return createPortal(children, dock);
  return fallback === 'body' ? createPortal(children, document.body) : <>{children}</>;
}

/** Whether overlays land in the dock (true) or float on their own (false, outside the signed-in layout). */
export function useInDock(): boolean {
  return useContext(DockContext) !== null;
}
