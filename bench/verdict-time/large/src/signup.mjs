// Checks the sign-up form of the widgets site: an e-mail address and, optionally, a website.
// The large change of bench/verdict-time.ts: every field is checked twice, once strictly and once
// as the old form did, roughly doubling the benchmark's work.
import validator from 'validator';

/** The fields of a submission that are not acceptable, in form order (empty: accept it). */
export function checkSignup({ email, website }) {
  const problems = [];
  if (!validator.isEmail(email) || !validator.isEmail(email, { allow_utf8_local_part: false })) problems.push('email');
  if (website !== '' && (!validator.isURL(website) || !validator.isURL(website, { require_valid_protocol: true }))) problems.push('website');
  return problems;
}
