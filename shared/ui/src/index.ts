// The public surface of @omad/ui. Design tokens and the base layer ship separately
// as '@omad/ui/tokens.css', imported once by the shell.

export { breakpoints, mediaOnly, mediaUp } from './breakpoints';
export type { BreakpointName, BreakpointRange } from './breakpoints';

export { Badge } from './badge';
export type { BadgeProps, BadgeSize, BadgeTone } from './badge';
export { Button } from './button';
export type {
  ButtonAsButtonProps,
  ButtonAsLinkProps,
  ButtonProps,
  ButtonSize,
  ButtonVariant,
} from './button';
export { Card } from './card';
export type { CardElement, CardPadding, CardProps } from './card';
export { Checkbox } from './checkbox';
export type { CheckboxProps } from './checkbox';
export { Container } from './container';
export type { ContainerElement, ContainerProps } from './container';
export { Dialog } from './dialog';
export type { DialogCloseReason, DialogProps, DialogVariant } from './dialog';
export { EmptyState } from './empty-state';
export type { EmptyStateProps } from './empty-state';
export { ErrorRegion } from './error-region';
export type { ErrorRegionProps } from './error-region';
export { Icon, iconNames, isIconName } from './icon';
export type { IconName, IconProps } from './icon';
export { IconButton } from './icon-button';
export type { IconButtonProps, IconButtonSize, IconButtonVariant } from './icon-button';
export { LoadFailed } from './load-failed';
export type { LoadFailedProps } from './load-failed';
export { Logo } from './logo';
export type { LogoProps, LogoVariant } from './logo';
export { Notice } from './notice';
export type { NoticeProps, NoticeTone } from './notice';
export { Panel } from './panel';
export type { PanelProps } from './panel';
export { ProgressBar } from './progress-bar';
export type { ProgressBarProps, ProgressBarTone } from './progress-bar';
export { RadioGroup } from './radio-group';
export type { RadioGroupProps, RadioOption } from './radio-group';
export { SectionFrame } from './section-frame';
export type { SectionFrameProps, SectionLink } from './section-frame';
export { Select } from './select';
export type { SelectOption, SelectProps } from './select';
export { Skeleton } from './skeleton';
export type { SkeletonProps, SkeletonVariant } from './skeleton';
export { Spinner } from './spinner';
export type { SpinnerProps, SpinnerSize } from './spinner';
export { Stack } from './stack';
export type { SpaceStep, StackElement, StackProps } from './stack';
export { SystemPage } from './system-page';
export type { SystemPageProps, SystemPageTone } from './system-page';
export { Tabs } from './tabs';
export type { TabItem, TabsProps } from './tabs';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { TextArea } from './text-area';
export type { TextAreaProps } from './text-area';
export { UiLocaleProvider, useUiTexts } from './ui-locale';
export type { UiLocale, UiTexts } from './ui-texts';
export { Toast, ToastViewport } from './toast';
export type { ToastKind, ToastProps, ToastViewportProps } from './toast';
