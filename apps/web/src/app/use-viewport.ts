import { useEffect, useState } from 'react';
import { isMobileDevice, rootFontSize } from './device';

const measure = () => {
  const width = window.innerWidth;
  const touch = 'ontouchstart' in window || navigator.maxTouchPoints > 0;
  return { width, isMobile: isMobileDevice(navigator.userAgent, width, touch) };
};

/**
 * Spec §2 scaling: 1rem is one design pixel (width/375 on phones, width/1920 on desktop) and the
 * desktop body keeps its 1550px minimum width. Recomputed on resize.
 */
export function useViewport() {
  const [viewport, setViewport] = useState(measure);
  useEffect(() => {
    const handleResize = () => setViewport(measure());
    window.addEventListener('resize', handleResize);
    return () => window.removeEventListener('resize', handleResize);
  }, []);
  useEffect(() => {
    const root = document.documentElement;
    root.style.fontSize = `${rootFontSize(viewport.width, viewport.isMobile)}px`;
    document.body.classList.toggle('ksa-desktop', !viewport.isMobile);
    document.body.classList.toggle('ksa-mobile', viewport.isMobile);
  }, [viewport]);
  return viewport;
}
