typedef int myint; typedef myint myint2; enum E { e0, e1 }; typedef E TE; typedef int* IP; typedef const int CI;
namespace n { typedef long L; } struct S { typedef char C; };
int x;
void g() { myint2 a = myint2(); TE b = TE(); IP c = IP(); CI d = CI(); long l = n::L(); char ch = S::C();
  a = x + myint(); long long q = (long long)myint();
  E ee = E(); int* ip = (int*)0; unsigned u = unsigned(); int i = int(); }
template<class T> struct tr { static void f() { myint a = myint(); typedef char ct; ct c = ct(); c = T() + ct(); } };
template<class C> struct ct { typedef C char_type; static bool eq(C a, C b) { return a == b; }
  static int len(const char_type* s) { int i = 0; while (!eq(s[i], char_type())) ++i; return i; } };
template<> struct ct<char> { typedef char char_type; static bool eq(char a, char b) { return a == b; }
  static int len(const char_type* s) { int i = 0; while (!eq(s[i], char_type())) ++i; return i; } };
