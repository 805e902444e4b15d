// Text that carries an AHV number: 756 and ten more digits (756.1234.5678.97, 756 1234 5678 97, 7561234567897)
// or, in a field meant for a name, any 13 digits however they are grouped. A name field is stored in clear and
// goes into mails, where the mail guard refuses the number: better to say so while the parent is still typing.
const THIRTEEN_DIGITS = /\d(?:[\s./-]*\d){12}/;

export function containsAhvLikeNumber(value: string): boolean {
  return THIRTEEN_DIGITS.test(value);
}
