import { describe, expect, it } from 'vitest';
import { isValidEmail, validateProductRating, validateProductRequest } from '../../widgets/core/shop/request-rules.ts';

const request = { name: 'Anna Berg', email: 'anna@example.org', phone: '', message: 'Ist der Ring in Größe 54 lieferbar?' };
const rating = { rating: 4, name: '', comment: '' };

describe('the product request form rules', () => {
  it('accepts name, e-mail and message, with or without a phone number', () => {
    expect(validateProductRequest(request)).toEqual({});
    expect(validateProductRequest({ ...request, phone: '+49 (0)761 / 20 21-010' })).toEqual({});
  });

  it('refuses a name with a line break and control or bidi characters anywhere; a message keeps its lines', () => {
    expect(validateProductRequest({ ...request, name: 'Anna\nBcc: x', message: 'Hallo\u202e' })).toEqual({ name: 'productRequest.errors.characters', message: 'productRequest.errors.characters' });
    expect(validateProductRequest({ ...request, message: 'Zwei\r\nZeilen\tund ein Tab' })).toEqual({});
    expect(validateProductRating({ rating: 4, name: 'A\u0000', comment: 'Schön\u001b' })).toEqual({ name: 'productRating.errors.characters', comment: 'productRating.errors.characters' });
  });

  it('requires name, e-mail and message, and counts blanks as missing', () => {
    expect(validateProductRequest({ name: ' ', email: '', phone: '', message: '\n' })).toEqual({
      name: 'productRequest.errors.nameRequired',
      email: 'productRequest.errors.emailRequired',
      message: 'productRequest.errors.messageRequired',
    });
  });

  it('rejects a mistyped e-mail address and a phone number without enough digits', () => {
    expect(validateProductRequest({ ...request, email: 'anna@example', phone: 'call me' })).toEqual({
      email: 'productRequest.errors.emailInvalid',
      phone: 'productRequest.errors.phoneInvalid',
    });
    expect(validateProductRequest({ ...request, phone: '12 3' }).phone).toBe('productRequest.errors.phoneInvalid');
  });

  it.each(['anna@example.org', ' anna.berg+ring@mail.example.de '])('takes %j as an e-mail address', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['anna', 'anna@', '@example.org', 'anna@example..org', 'an na@example.org', 'anna@@example.org'])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('limits the name to 80 and the message to 2000 characters', () => {
    expect(validateProductRequest({ ...request, name: 'x'.repeat(80), message: 'x'.repeat(2000) })).toEqual({});
    expect(validateProductRequest({ ...request, name: 'x'.repeat(81), message: 'x'.repeat(2001) })).toEqual({
      name: 'productRequest.errors.tooLong',
      message: 'productRequest.errors.tooLong',
    });
  });
});

describe('the product rating form rules', () => {
  it('needs only a rating; name and comment are optional', () => {
    expect(validateProductRating(rating)).toEqual({});
    expect(validateProductRating({ rating: 1, name: 'Anna', comment: 'Schön.' })).toEqual({});
  });

  it.each([null, 0, 6, 3.5, Number.NaN])('refuses the rating %s', (value) => {
    expect(validateProductRating({ ...rating, rating: value })).toEqual({ rating: 'productRating.errors.ratingRequired' });
  });

  it('limits the name to 80 and the comment to 2000 characters', () => {
    expect(validateProductRating({ rating: 5, name: 'x'.repeat(81), comment: 'x'.repeat(2001) })).toEqual({
      name: 'productRating.errors.tooLong',
      comment: 'productRating.errors.tooLong',
    });
  });
});
