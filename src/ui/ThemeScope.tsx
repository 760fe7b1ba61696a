import { createContext, useContext, type ReactNode } from 'react';

/**
 * Carries the active theme class to content rendered in portals (Radix Dialog renders into
 * document.body, outside the AppShell element that holds the theme class).
 */
const ThemeClassContext = createContext<string>('');

export function ThemeScope({ className, children }: { className: string; children: ReactNode }) {
  return <ThemeClassContext.Provider value={className}>{children}</ThemeClassContext.Provider>;
}

export function useThemeClassName(): string {
  return useContext(ThemeClassContext);
}
