/** The shortest password accepted (ADR 035); its own module so the sign-in code carries no more. */
export const minimumPasswordLength = 8;
