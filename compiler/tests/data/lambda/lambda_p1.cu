#include "prelude.cuh"
__device__ int dev(int a)
{
    auto l = [](int x) { return x + 1; };
    auto m = [a](int x) { return x + a; };
    return l(a) + m(2);
}
__global__ void kern(int *p)
{
    auto l = [=](int x) { return x + p[0]; };
    p[1] = l(3);
}
__host__ __device__ int hd(int a)
{
    auto l = [&]() { return a * 2; };
    return l();
}
struct S {
    int v;
    int get() { auto l = [this]() { return v; }; return l(); }
    int get2() { auto l = [=]() { return v + 1; }; return l(); }
    int get3() { auto l = [*this]() { return v + 1; }; return l(); }
};
int outer(int q)
{
    auto a = [q](int x) {
        auto b = [q, x](int y) { return q + x + y; };
        return b(1);
    };
    auto a2 = a;
    static auto s = [](int z) { return z; };
    auto d = [](int x, int y = 3) noexcept { return x + y; };
    auto e = [](int x) constexpr { return x; };
    const auto f = [](int x) -> int { return x; };
    auto g = [&q]() mutable -> int { q++; return q; };
    return a(1) + a2(2) + s(3) + d(4) + e(5) + f(6) + g();
}
int main()
{
    int n = outer(3) + hd(2);
    kern<<<1, 1>>>(nullptr);
    return n;
}
