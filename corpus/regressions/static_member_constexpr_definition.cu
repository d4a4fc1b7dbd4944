struct P { int v; constexpr P(int x) : v(x) {} static const P less; static const P more; static const int k; };
inline constexpr P P::less(1);
constexpr P P::more{2};
constexpr int P::k = 3;
struct Q { int v; static const Q z; };
constexpr Q Q::z = {4};
constexpr int g = 5;
constexpr P h(6);
int main() { return P::less.v + P::k + g + h.v + Q::z.v; }
struct R { static constexpr int a = 1; static const int b; };
constexpr int R::a;
const int R::b = 2;
int use() { return R::a + R::b; }
