// cv-qualifiers written after a class definition's closing brace print before the class
// key, at their own line (`# 3` / `const ` / `# 1` / `struct A {`), in blocks and in
// templates too.
struct A {
  int a;
} const ga = {1};
struct {
  int b;
} volatile gb;
void f() {
  struct L {
    int x;
    L() : x(0) {}
  } const l;
  struct M { int y; } const m = {2}, m2 = {3};
  const struct K { int z; } k = {4};
}
template <class T> void g() {
  struct L {
    int x;
    L() : x(0) {}
  } const l;
}
int main() { g<int>(); return 0; }
typedef const struct TK { int t; } TKc;
const enum CE { ce0, ce1 } cev = ce1;
enum DE { de0 } const dev = de0;
