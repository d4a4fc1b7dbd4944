// A static data member named through a qualified template-id whose arguments select a
// partial specialization: its value is the specialization's initializer evaluated with the
// arguments (sizeof, casts, functional casts, sibling members), never the primary's.
#include "prelude.cuh"

namespace lib { inline namespace v1 {
enum class kind { integral, boolean, other };
template <class T> constexpr kind make_kind() { return kind::other; }
template <class T, kind = make_kind<T>()> class impl { public: static constexpr int digits = 0; };
template <class T> class impl<T, kind::integral> {
public:
  using type = T;
  static constexpr bool is_signed = type(-1) < type(0);
  static constexpr int digits = static_cast<int>(sizeof(type) * 8 - is_signed);
  static constexpr int digits10 = digits * 3 / 10;
};
template <class T> class impl2 { public: static constexpr int bits = 0; };
template <class T> class impl2<T *> { public: static constexpr int bits = sizeof(T *) * 8; };
template <class T> class limits : public impl<T> {};
} }

static_assert(lib::impl<int, lib::kind::integral>::digits == 31, "int");
static_assert(lib::impl<unsigned, lib::kind::integral>::digits == 32, "unsigned");
static_assert(lib::impl<short, lib::kind::integral>::digits10 == 4, "digits10");
static_assert(lib::impl2<int *>::bits == 64, "pointer");
static_assert(!lib::impl<int>::digits, "primary");
int table[lib::impl<long, lib::kind::integral>::digits];

__global__ void k(int *out) { out[0] = lib::impl2<char *>::bits + lib::limits<int>::digits; }
