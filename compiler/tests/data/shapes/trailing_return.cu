auto t1() -> int;
auto t2(int x) -> decltype(x) { return x; }
auto t3() -> int { return 1; }
typedef int I;
auto h1() -> I { return 1; }
struct S { typedef double dt; auto m() const -> int { return 1; } auto n() -> S&; };
auto S::n() -> S& { return *this; }
auto h2() -> S::dt { return 1; }
template <class T> struct W { typedef T type; };
auto h3() -> W<int> { return {}; }
auto h4() -> W<int>::type { return 1; }
template <class T> auto tt(T t) -> decltype(t + 1) { return t + 1; }
auto fp() -> int (*)(int);
auto ne() noexcept -> int;
auto ar() -> int (&)[3];
constexpr auto ce() -> int { return 2; }
static auto st() -> int { return 3; }
struct V { virtual auto w() -> int { return 0; } virtual auto y() -> V * = 0; };
struct VB : V { auto w() -> int override { return 1; } auto y() -> VB * final { return this; } };
