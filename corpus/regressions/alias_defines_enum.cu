// An alias declaration whose type-id defines an enum prints the definition in
// place of the name, each enumerator at its line.
enum lg { a0 = 0, a1 = 1 };
namespace n {
using mo = enum mo {
  r = a0,
  c = a1,
  d,
};
using e2 = enum { x1, x2 = 5 };
typedef enum t3 { y1 = 3, y2 } t3a;
mo g(mo m) { return m == r ? c : d; }
}
int main() { return n::g(n::r); }
