// GNU builtins as the system headers use them: functions from the builtin table (declared on
// first use), type-generic ones, the va_list operations, __builtin_constant_p folded, __null.
typedef __builtin_va_list __gnuc_va_list;
constexpr bool ice() { return __builtin_is_constant_evaluated(); }
unsigned short sw16(unsigned short x) { return __builtin_bswap16(x); }
long la(long i) { return __builtin_labs(i); }
double fa(double x) { return __builtin_fabs(x) + __builtin_sqrtf(2.0f); }
int cz(unsigned x) { return __builtin_clz(x) + __builtin_isnan(1.0) + (int)__builtin_expect(x, 0); }
int vp(const char *f, __gnuc_va_list a);
void h(__gnuc_va_list a, int b[3]);
int pr(const char *f, ...) {
  __gnuc_va_list ap, ap2;
  __builtin_va_start(ap, f);
  __builtin_va_copy(ap2, ap);
  int r = __builtin_va_arg(ap, int) + vp(f, ap2);
  __builtin_va_end(ap);
  return r + __builtin_constant_p(r) + __builtin_constant_p(3) + __builtin_isgreater(1.0, 2.0);
}
struct S { int a; };
S *ad(S &s) { return __builtin_addressof(s) + 0; }
void g(int);
int ld(int *p, long *l) {
  int x = __atomic_load_n(p, 5);
  g(__atomic_load_n(p, 5));
  x = __atomic_fetch_add(p, 1, 5) * 2 - __atomic_load_n(p, 5);
  __atomic_store_n(p, 1, 5);
  long *q = __builtin_launder(l) + 1;
  bool b = __atomic_compare_exchange_n(p, &x, 2, false, 5, 5);
  return (__sync_fetch_and_add(p, 1) ? 1 : 2) + b + (q != __null);
}
void f(int *);
int *np = __null;
long nl = __null;
void nulls() { f(__null); g(__null); int *q = __null; if (q == __null) {} auto s = sizeof(__null); (void)s; }
template <class T> T *tn() { return __null; }
__attribute__((device)) float dv(float x) { return __builtin_fabsf(x) + __builtin_expf(x); }
