export { ChatWidget, type ChatWidgetProps, type ChatMessage } from './ChatWidget';
