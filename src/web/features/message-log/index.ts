// The message log (decision 051): the profile's "Nachrichten".
export { MessageLogSection } from './message-log-section';
