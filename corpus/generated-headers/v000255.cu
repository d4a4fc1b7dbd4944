// cudagen 0.2 seed 255 valid headers
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,host_function,static_host_function,main,constexpr_var,static_assert,bitwise,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <type_traits>
#include <utility>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define CHUNK_1 128
#define RADIUS_2 32
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void __maxnreg__(32) sift7(long long* __restrict__ data8, int* data9, const unsigned short* __restrict__ in10) {
    static_assert(61 == 61, "tile must fit");
    constexpr unsigned char base11 = 11;
    (void)base11;
    double prod12 = expf(((*data8) + RADIUS_2) & RADIUS_2);
    (void)prod12;
}

static int run_weigh13(float beta14, const int* __restrict__ in15) {
    int x16 = ((beta14 - 18l) - RADIUS_2) - sizeof(unsigned);
    (void)x16;
    constexpr long long x17 = -0x29;
    return x17;
}

int main() {
    int n18 = 553;
    n18 = static_cast<unsigned int>(fminf(fminf(15.625F, n18), fminf(-19.5F, 13.5F)));
    sinf(0x1p0f);
    ACCUM_3(n18, (n18 / (3174 - fminf(n18, 5))));
    double v19 = fmaxf(RADIUS_2 + n18, (int)n18) - static_cast<int>(n18 + 0x26);
    v19 = v19;
    v19 = (23l) * (n18 ^ static_cast<short>(n18));
    sift7<<<sizeof(unsigned int) * 0x20, 256, 0>>>(static_cast<long long*>(nullptr), nullptr, nullptr);
    return 0;
}
