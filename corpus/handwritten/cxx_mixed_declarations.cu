#include "prelude.cuh"
namespace outer { inline namespace v1 { struct P { int x; }; } }
struct Base { virtual ~Base() {} virtual int f() const = 0; };
struct Der final : Base { int f() const override { return 1; } };
template <class T> struct Holder { T t; template <class U> U as() const { return static_cast<U>(t); } };
union U { int i; float f; };
enum class Color : unsigned char { Red = 1, Green, Blue };
struct Bits { unsigned a : 3; unsigned : 0; unsigned b : 5; };
constexpr int sq(int x) { return x * x; }
static_assert(sq(3) == 9, "sq");
int use(outer::P p) {
    Holder<double> h{2.5};
    int arr[] = {1, 2, 3};
    auto [a, b, c] = arr;
    Der d; const Base &rb = d;
    U u; u.i = 3;
    Color col = Color::Green;
    Bits bits{}; bits.a = 2;
    int s = 0;
    for (int v : arr) s += v;
    switch (static_cast<int>(col)) { case 1: s++; break; default: s--; }
    do { s <<= 1; } while (s < 100);
    int *pn = new int[4]; delete[] pn;
    long long ll = 1LL << 40; unsigned long long ull = 0xFFull;
    char16_t c16 = u'x'; const char *raw = R"(a\b)";
    return p.x + h.as<int>() + a + b + c + rb.f() + u.i + s + bits.a + (int)ll + (int)ull + c16 + (raw[0] == 'a');
}
