// An attribute after an alias declaration's name prints at its own line when
// that is not the line the declaration starts on.
template <class...>
using V __attribute__((deprecated)) = void;
template <class T> using V2 __attribute__((deprecated)) = T;
using W __attribute__((deprecated)) = int;
using W2
  __attribute__((deprecated)) = int;
template <class T>
using V3
  = T;
namespace n {
template <class...>
using V4 __attribute__((deprecated)) = void;
}
struct S {
  template <class...>
  using V5 __attribute__((deprecated)) = void;
};
int main() { return 0; }
