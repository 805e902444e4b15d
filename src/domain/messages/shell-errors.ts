// The two failures the web's shell must be able to name before it has loaded the error catalogue (web/lib/error-
// messages.ts): the server out of reach (offline, too, when the catalogue cannot load either) and anything unexpected.
export const shellErrorMessages = {
  UNAVAILABLE: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte später erneut versuchen.',
  INTERNAL: 'Ein unerwarteter Fehler ist aufgetreten. Versuchen Sie es bitte erneut.',
} as const;
