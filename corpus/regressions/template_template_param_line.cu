// A template template parameter is at its `template` keyword's line (its name, on a
// later line, at its own).
#include "prelude.cuh"
template <typename D, typename A,
          template <typename...> class Op, typename... Args>
struct det { };
template <typename D,
          template <typename...> class
          Op2, typename... Args>
struct det2 { };
template <typename D, template <typename> class = det2, class Z = int>
struct det3 { };
