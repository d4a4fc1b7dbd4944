#include "prelude.cuh"
auto gl = [](int a) { return a + 1; };
namespace ns { auto nl = [](int a) { return a * 2; }; }
__device__ int dev2(int a)
{
    auto l = [] { return 7; };
    auto outer = [=](int x) {
        auto inner = [x](int y) { return x + y; };
        return inner(a);
    };
    int r = [](int q) { return q; }(a);
    return l() + outer(1) + r;
}
template <class F> int call(F f) { return f(1); }
template <class T> T tl(T t) { auto l = [](T v) { return v; }; auto m = [&] { return t; }; return l(t) + m(); }
int host2(int n)
{
    int r = call([](int z) { return z + 1; });
    r += call([&](int z) {
        return z + n;
    });
    auto mk = [](int a) { return [a](int b) { return a + b; }; };
    auto add = mk(3);
    if (auto c = [](int x) { return x > 0; }; c(n)) { r++; }
    for (auto f = [](int i) { return i + 1; }; r < 10; r = f(r)) { }
    auto multi = [](int a,
                    int b) {
        return a - b;
    };
    auto g2 = [](auto &&x, auto... rest) { return x; };
    return r + add(1) + tl(2) + multi(1, 2) + g2(1, 2, 3);
}
__global__ void kk(int *p) { p[0] = dev2(p[1]); }
int main()
{
    return host2(1) + gl(2) + ns::nl(3);
}
