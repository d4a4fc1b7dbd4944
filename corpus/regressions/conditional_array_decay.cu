// A ?: between two arrays of one type decays branch by branch where its value is used:
// the third operand is then a converted operand, printed in parentheses.
extern "C" int printf(const char *, ...);
void take(const char *);
struct S { int a[3]; int b[3]; } s;
struct M { const char *s; M(bool ok) : s(ok ? "yes" : "nop") {} };
const char *r1(bool ok) { return ok ? "yes" : "nop"; }
void f(bool ok, int bad) {
  printf("%s\n", ok ? "PASS" : "FAIL");
  printf("%s\n", (bad == 0) ? "PASS" : "FAIL");
  take(ok ? "PASS" : "FAIL");
  const char *p = ok ? "PASS" : "FAIL";
  const char *q(ok ? "PASS" : "FAIL");
  auto r = ok ? "PASS" : "FAIL";
  bool b = ok ? "PASS" : "FAIL";
  char c = (ok ? "PASS" : "FAIL")[1];
  const char (&ref)[5] = ok ? "PASS" : "FAIL";
  unsigned long n = sizeof(ok ? "PASS" : "FAIL");
  int *ip = ok ? s.a : s.b;
  p = ok ? "PASS" : "FAIL";
}
