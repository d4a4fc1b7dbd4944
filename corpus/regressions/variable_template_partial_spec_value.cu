// A variable template with partial or explicit specializations: the primary's initializer
// does not give the value of an id the specializations may claim (`same<int, int>` is the
// partial specialization's `true`, `ext<float>` the explicit one's).
#include "prelude.cuh"

namespace lib { inline namespace v2 {
template <class T, class U> inline constexpr bool same = false;
template <class T> inline constexpr bool same<T, T> = true;
template <class T> inline constexpr bool ext = false;
template <> inline constexpr bool ext<float> = true;
template <class T> struct traits { using category = int; };
template <class T> struct traits<T *> { using category = long; };
} }

static_assert(lib::same<int, int>, "partial");
static_assert(lib::same<lib::traits<float *>::category, long>, "through a partial class specialization");
static_assert(lib::ext<float>, "explicit");

__global__ void k(int *out) { out[0] = lib::same<char, char> + lib::ext<float>; }
