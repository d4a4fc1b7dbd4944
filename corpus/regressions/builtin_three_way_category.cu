// The built-in a <=> b has the type of a comparison category class of std:
// strong_ordering for integral operands, partial_ordering for floating ones; a constant one
// (3 <=> 5) is wrapped as a constant initializer.
namespace std {
enum class Ord : signed char { less = -1, equivalent = 0, greater = 1, unordered = 2 };
class partial_ordering {
  signed char v;
public:
  constexpr explicit partial_ordering(Ord o) : v((signed char)o) {}
  static const partial_ordering less, equivalent, greater, unordered;
  friend constexpr bool operator==(partial_ordering a, partial_ordering b) noexcept { return a.v == b.v; }
};
inline constexpr const partial_ordering partial_ordering::less(Ord::less);
inline constexpr const partial_ordering partial_ordering::equivalent(Ord::equivalent);
inline constexpr const partial_ordering partial_ordering::greater(Ord::greater);
inline constexpr const partial_ordering partial_ordering::unordered(Ord::unordered);
class weak_ordering {
  signed char v;
public:
  constexpr explicit weak_ordering(Ord o) : v((signed char)o) {}
  static const weak_ordering less, equivalent, greater;
};
inline constexpr const weak_ordering weak_ordering::less(Ord::less);
inline constexpr const weak_ordering weak_ordering::equivalent(Ord::equivalent);
inline constexpr const weak_ordering weak_ordering::greater(Ord::greater);
class strong_ordering {
  signed char v;
public:
  constexpr explicit strong_ordering(Ord o) : v((signed char)o) {}
  static const strong_ordering less, equal, equivalent, greater;
  friend constexpr bool operator==(strong_ordering a, strong_ordering b) noexcept { return a.v == b.v; }
};
inline constexpr const strong_ordering strong_ordering::less(Ord::less);
inline constexpr const strong_ordering strong_ordering::equal(Ord::equivalent);
inline constexpr const strong_ordering strong_ordering::equivalent(Ord::equivalent);
inline constexpr const strong_ordering strong_ordering::greater(Ord::greater);
}
int f(int a, double d) {
  std::strong_ordering o = 3 <=> 5;
  std::partial_ordering p = 1.0 <=> d;
  auto q = 2u <=> 1u;
  auto r = a <=> 'c';
  return o == q && r == o;
}
