export { ChatWidget, type ChatWidgetProps, type ChatMessage, type ChatLink } from './ChatWidget';
export { ChatLauncher, type ChatLauncherProps, type ChatInvitationProps } from './ChatLauncher';
