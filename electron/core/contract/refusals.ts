// The service's known refusal sentences, for the renderer to show in the cashier's language.
export { matchRefusal, refusalText, type KnownRefusal, type RefusalId, type RefusalLang } from '../service/wire/refusals';
