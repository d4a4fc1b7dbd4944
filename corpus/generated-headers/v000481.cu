// cudagen 0.2 seed 481 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,main,constexpr_var,static_local,namespace,if,if_init,for,pragma_unroll,switch,goto,ternary,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,cast_static,sizeof,macro_object,pp_ifdef,comments,local_class,if_constexpr,structured_binding,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <type_traits>
#include <utility>
#include <tuple>
#include <cuda_fp16.h>

#define RADIUS_1 16

#ifdef USE_FAST_PATH_2
#define TUNE_3 12
#else
#define TUNE_3 18
#endif
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
// Layout: row-major, no padding.

__device__ void step5(int len6) {
    if (size_t f7 = 0x31 | gridDim.z; gridDim.x) {
        if constexpr (sizeof(long) == 8) {
            f7 &= 19U;
        } else {
        }
    }
}
struct Split8 {
    int first;
    double second;
};
__device__ Split8 make9(int x) { return Split8{x, static_cast<double>(x)}; }
__device__ int unpack10(int x) {
    auto [a, b] = make9(x);
    int arr[3] = {x, 1, 2};
    auto &[p, q, r] = arr;
    Split8 v{x, static_cast<double>(x)};
    auto &&[m, n] = v;
    return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}

namespace detail11 {
__global__ void blend12(int len13, int count14, const int* input15) {
    int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid16 >= count14) {
        return;
    }
    unsigned int w17 = ((tid16 & 1) ? input15[1] : tid16) - len13;
    if (tid16 == (5 - count14)) {
        char flag18 = gridDim.z | (~w17);
        (void)flag18;
        for (int j19 = 0; j19 < 0xC; j19++) {
            int w20 = (j19 + warpSize) | ((count14 - 14ull) * (tid16 | count14));
            (void)w20;
        }
    }
    char q21 = len13 * count14;
    (void)q21;
}

__device__ void pack22(unsigned char beta23, int stride24, float alpha25) {
    if ((stride24 & 1)) {
        goto skip29;
    }
    #pragma unroll
    for (int n26 = 0x0; n26 < stride24; n26++) {
        unsigned char stride27 = (49u * stride24);
        #pragma unroll 2
        for (int n28 = 0; n28 < 15; ++n28) {
            switch (gridDim.x - stride27) {
            case 4:
                stride24 = n28 - ((n28 == 20) ? 0x31L : n28);
                break;
            }
            stride27 &= TUNE_3;
        }
    }
skip29:;
}
} // namespace detail11

int main() {
    int n30 = 0x92;
    n30 -= static_cast<float>(TUNE_3);
    static double z31 = -0.0f;
    int device32 = 0;
    cudaGetDevice(&device32);
    cudaDeviceProp prop33;
    cudaGetDeviceProperties(&prop33, device32);
    int sms34 = prop33.multiProcessorCount + prop33.warpSize;
    if constexpr (sizeof(int) == 8) {
        struct Local35 {
            int s;
            int add(int v) { s += v; return s; }
        };
        Local35 k36{6};
        int res37 = k36.add(z31 - 0x6);
        (void)res37;
    } else {
    }
    detail11::blend12<<<(n30 + 127) / 128, 512, sizeof(float) * 32>>>(static_cast<int>(0x2f - sms34), static_cast<unsigned>(z31) % sms34, &n30);
    return 0;
}
