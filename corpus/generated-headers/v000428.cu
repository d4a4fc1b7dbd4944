// cudagen 0.2 seed 428 valid headers
// features: kernel,launch,host_function,default_args,main,constexpr_var,if,do_while,switch,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,call,lit_int_suffix,lit_nullptr,cast_static,macro_function,operator_overload_more,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <tuple>
#include <cuda/std/array>
#include <cuda/std/functional>

#define MOD8_1(x) ((x) % 8)
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Dual3 {
    int x, y;
    int operator[](int i) const { return i == 0 ? x : y; }
    Dual3 &operator+=(const Dual3 &o) { x += o.x; y += o.y; return *this; }
    Dual3 operator-() const { return Dual3{-x, -y}; }
    Dual3 &operator++() { ++x; return *this; }
    bool operator<(const Dual3 &o) const { return x < o.x; }
    friend bool operator==(const Dual3 &a, const Dual3 &b) { return a.x == b.x && a.y == b.y; }
};
Dual3 operator*(const Dual3 &a, int k) { return Dual3{a.x * k, a.y * k}; }
int ops4(int v) {
    Dual3 a{v, 1};
    Dual3 b = -a * 2;
    a += b;
    ++a;
    return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}

__global__ void rank5(const unsigned long long *in6, int count7)
{
    constexpr int acc8 = 62;
    (void)acc8;
    switch (static_cast<int>(in6[1])) {
    case 1 << 1:
        if ((*in6) > count7) {
            return;
        }
        break;
    }
    fabsf((count7 += count7, 10));
    float t9 = fmaxf((count7 | count7) - 8, (40 - in6[5]) % 3);
    (void)t9;
}

float host_norm10(unsigned short b11, int lane12 = 54)
{
    rank5<<<(lane12 + 63) / 64, 4 * 8>>>(nullptr, lane12);
    float acc13 = b11;
    (void)acc13;
    constexpr int r14 = 61;
    (void)r14;
    return b11;
}

int main()
{
    int size15 = 3309;
    int w16 = 0;
    do {
        if (((size15 > size15) && (w16 < size15)) || (host_norm10(57) == w16)) {
            floorf(host_norm10(static_cast<int>(61)));
        }
        if ((size15 & 1)) {
            if (46 < size15) {
                continue;
            }
            int e17(sqrtf(cosf(20 >> w16)));
            (void)e17;
        }
        ++w16;
    } while ((w16 < 10) && ((size15 - 11U) == 52));
    return 0;
}
