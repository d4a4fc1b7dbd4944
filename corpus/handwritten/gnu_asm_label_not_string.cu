// An asm label must be a string literal: one error, the declaration goes on.
int f() __asm__(1);
int g() __asm__("g2");
int h = g();
