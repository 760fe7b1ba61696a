// Design system entry point. Importing anything from here also registers the global styles
// (theme.css.ts is imported by every component's styles).
export { vars, themeClass, themes } from './theme.css';
export type { ThemeBrand } from './theme-class';
export { ThemeScope, useThemeClassName } from './ThemeScope';
export { DESKTOP_MIN_WIDTH, DESKTOP_MEDIA, MOBILE_MEDIA, useIsDesktop } from './breakpoints';
export { visuallyHidden, focusRing } from './a11y.css';
export { inlineVars } from './css-vars';
export { cx } from './cx';

export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { IconButton, type IconButtonProps } from './IconButton';
export { TextField, type TextFieldProps } from './TextField';
export { AmountField, type AmountFieldProps } from './AmountField';
export { Chip, PresetButton, PresetRow, type ChipProps, type PresetButtonProps, type PresetRowProps, type AmountPreset } from './Chip';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { progressPercent } from './progress';
export { Spinner, type SpinnerProps, type SpinnerSize } from './Spinner';
export { OverlayLoader, type OverlayLoaderProps } from './OverlayLoader';
export { Modal, ModalClose, type ModalProps } from './Modal';
export {
  CloseIcon,
  BackIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  InfoIcon,
  ErrorIcon,
  SuccessIcon,
  CheckIcon,
  CopyIcon,
  ClockIcon,
  EyeIcon,
  EyeOffIcon,
} from './icons';

export * from './logos';
export * from './layout';

export { MeanList, MeanTile, type MeanListProps, type MeanListItem, type MeanTileProps, type MeanListScrollStatus } from './MeanList';
export { offsetScrollLeft, nearestScrollLeft, pageScrollLeft, scrollEdges } from './mean-list-scroll';
export { Banner, type BannerProps } from './Banner';
export { CountdownLabel, type CountdownLabelProps } from './CountdownLabel';
export { countdownLabel, msUntil, type CountdownParts } from './countdown';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmDialogMode } from './ConfirmDialog';
export { SuccessAnimation, ErrorAnimation, type SuccessAnimationProps, type SuccessAnimationVariant, type ErrorAnimationProps } from './StatusAnimation';
export { CopyButton, type CopyButtonProps } from './CopyButton';
export { Snackbar, useSnackbar, type SnackbarProps, type SnackbarTone, type UseSnackbar } from './Snackbar';
export { copyText } from './clipboard';
export { ReferenceCard, type ReferenceCardProps } from './ReferenceCard';
export { groupReference } from './reference';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { cssUrl } from './css-url';
export { SCROLL_DEBOUNCE_MS, SCROLLING_RESET_MS, DEFAULT_SCROLL_OFFSET, SNACKBAR_MS } from './timing';
