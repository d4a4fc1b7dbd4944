#include "prelude.cuh"
constexpr auto g1 = [](int v) { return v; };
int main()
{
    constexpr auto f1 = [](int v) { return v; };
    static constexpr auto f2 = [] { return 1; };
    const auto f3 = [] { return 2; };
    int (*fp)(int) = [](int x) { return x; };
    int (*fq)(int) = f1;
    auto f4 = [] { return 3; };
    return f1(1) + f2() + f3() + fp(1) + f4() + g1(2) + fq(1);
}
