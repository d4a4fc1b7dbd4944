void f1(int *const p);
void f2(int (*const fp)(int));
void f3(int *const a[]);
void f4(char *__restrict__ s, int a[], const int c[3]);
void f5(int *volatile *const pp);
void f6(int (&r)[3], int *const &rr);
__attribute__((nonnull(1))) extern double strtod2(const char *__restrict__ nptr, char **__restrict__ endptr);
