import type { WithdrawalField } from './withdrawal-rules.ts';

/**
 * Element ids shared by the build's static first step and the widget that takes it over, so the
 * runtime moves typed values and the focus to the same fields.
 */
export const withdrawalFormId = 'withdrawal-form';
export const withdrawalFieldId = (field: WithdrawalField) => `withdrawal-${field}`;
export const withdrawalStepHeadingId = 'withdrawal-step-heading';
