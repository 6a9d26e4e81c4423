export { ChatWidget, type ChatWidgetProps, type ChatMessage, type ChatLink } from './ChatWidget';
export { ChatLauncher, ChatInvitation, type ChatLauncherProps, type ChatInvitationProps, type FloatingInvitationProps } from './ChatLauncher';
