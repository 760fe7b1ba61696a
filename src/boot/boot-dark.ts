// On the root element when the page opens dark (the is_dark option or its cookie): index.html's skeleton
// takes the app's dark colours at once (src/boot/early-start.ts), and the crash page reads it
// (src/app/CrashBoundary.tsx). Its own module: the early start is inlined in index.html, never bundled, and
// writes the same name itself.
export const BOOT_DARK_CLASS = 'boot-dark';
