#include "prelude.cuh"

// Compiled as C++14 (-std=c++14): generic lambdas, return type deduction,
// relaxed constexpr, variable templates, binary literals, digit separators,
// [[deprecated]] declarations that are never used.
template <typename T> constexpr T kMask = T(0b1111'0000);

constexpr int bit_reverse8(int v)
{
    int r = 0;
    for (int i = 0; i < 8; ++i) {
        r = (r << 1) | (v & 1);
        v >>= 1;
    }
    return r;
}
static_assert(bit_reverse8(0b0000'0001) == 0b1000'0000, "reverse");

auto deduced_sum(int a, long b) { return a + b; }

[[deprecated("use scale_v2")]] void scale_v1(float *, int);

__global__ void mask_bytes(unsigned char *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] &= kMask<unsigned char>;
}

template <typename F>
void twice(F f) { f(1); f(2); }

int main()
{
    int total = 0;
    auto add = [&total](auto v) { total += static_cast<int>(v); };
    twice(add);
    add(2.5);
    auto make_adder = [](auto base) { return [base](auto v) { return base + v; }; };
    auto plus10 = make_adder(10);
    mask_bytes<<<4, 256>>>(nullptr, 1'024);
    return total + plus10(5) + (int)deduced_sum(1, 2L) + bit_reverse8(3);
}
