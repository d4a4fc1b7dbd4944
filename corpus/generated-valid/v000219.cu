// cudagen 0.1 seed 219 valid
// features: kernel,launch,launch_dim3,host_device_function,main,constexpr_var,using_alias,namespace,if,if_else,for,while,ternary,shift,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
constexpr int WIDTH3 = 0x40;
static constexpr float kL4 = 6.5f;
using idx5_t = long;

namespace ops6 {
__host__ __device__ void probe7(int lane8)
{
    for (int j9 = 0; j9 < lane8; ++j9) {
        lane8 = (j9 * kL4) + lane8;
        for (int j10 = 0; j10 < j9; j10++) {
            long stride11 = 40;
            stride11 = WIDTH3;
            lane8 = j9;
        }
        int val12 = -48;
    }
}

inline __device__ __host__ void decay13(float b14, int len15)
{
    for (int n16 = 7; n16 > 0x0; --n16) {
        if ((b14 - kL4) == (n16 / kL4)) {
            unsigned int* f17 = (unsigned*)nullptr;
        } else if (b14 <= len15) {
            long long* lim18 = (long long*)nullptr;
        } else {
            b14 = 2 + ((n16) >> len15);
        }
        bool z19 = 53U << ((kL4 != len15) ? n16 : 63);
    }
}
} // namespace ops6

__global__ void march20_kernel(int n21)
{
    if (0x35 > (n21 + ((n21 < kL4) ? WIDTH3 : n21))) {
        if (n21 + WIDTH3) {
            return;
        }
        n21 = (n21 += n21, float(n21));
    }
    double mid22 = 18.5f;
    int iter23 = 0;
    while (iter23 < 2) {
        n21 = (iter23 + ((iter23 >= WIDTH3) ? 0x2A : n21)) - 0x8;
        ++iter23;
    }
    n21 = WIDTH3;
}

int main()
{
    int size24 = 3131;
    march20_kernel<<<32, dim3((size24 + 31) / 32)>>>((0xCB7 + size24));
    const double* hi25 = nullptr;
    int w26 = 0;
    while (w26 < (1 << 2)) {
        size24 = static_cast<long>(WIDTH3);
        march20_kernel<<<WIDTH3 + 448, 1 << 5>>>(((6 <= w26) ? WIDTH3 : 61) << (WIDTH3 - size24));
        ++w26;
    }
    return 0;
}
