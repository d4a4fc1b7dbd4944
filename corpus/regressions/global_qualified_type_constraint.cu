// A compound requirement's type-constraint may be written with a global qualifier
// (`-> ::lib::same_as<T>`, as libcu++ spells its mdspan concepts).
namespace lib {
template <class T, class U> concept same_as = __is_same(T, U);
template <class T> concept integral = __is_same(T, int) || __is_same(T, long);

template <class M>
concept has_members = requires(M m) {{ m.size() } -> ::lib::same_as<int>; { m.count() } -> ::lib::integral;};
} // namespace lib

template <class T>
concept sized = requires(T t) { { t.size() } -> ::lib::same_as<int>; };

template <::lib::integral I> int twice(I i) { return i + i; }

struct X { int size() const; long count() const; };
static_assert(lib::has_members<X>);
static_assert(sized<X>);

int main() { return twice(1) - 2; }
