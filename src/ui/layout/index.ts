export { Header, type HeaderProps, type HeaderLeading } from './Header';
export { Footer, type FooterProps } from './Footer';
export { AppShell, type AppShellProps } from './AppShell';
