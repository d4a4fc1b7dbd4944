// cudagen 0.2 seed 857 valid headers
// features: restrict_params,launch,launch_dim3,launch_shared_mem,host_function,main,constexpr_var,auto_var,anon_namespace,if,ternary,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef,pp_undef,rdc_extern_device_var,hdr_cub
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <cstdio>
#include <tuple>
#include <cub/block/block_reduce.cuh>

#define WARPS_1 128
#define TILE_DIM_2 (3)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 7
#else
#define TUNE_8 36
#endif
#undef WARPS_1
#define WARPS_1 8
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__global__ void blockTotal10(const int *in, int *out) {
    using Reduce = cub::BlockReduce<int, 128>;
    __shared__ typename Reduce::TempStorage storage;
    int v = in[threadIdx.x];
    int total = Reduce(storage).Sum(v);
    if (threadIdx.x == 0) {
        out[blockIdx.x] = total;
    }
}

namespace {
int run_tile11(float* __restrict__ out12, int stride13, int lane14) {
    if (out12 != nullptr) {
        return (CAT_6(stride, 13) * 3);
    }
    unsigned sum15 = (static_cast<float>(39L) - (CAT_6(stride, 13) + stride13)) / (stride13 * stride13);
    (void)sum15;
    blockTotal10<<<dim3(0100), TILE_DIM_2 + 509>>>(reinterpret_cast<const int*>(out12), &lane14);
    const float* diff16 = out12;
    (void)diff16;
    blockTotal10<<<(lane14 + 0b11111111) / 256, (WARPS_1 + (TUNE_8 + (TILE_DIM_2 + 14))) * 4, sizeof(double) * 32>>>(reinterpret_cast<const int*>(out12), reinterpret_cast<int*>(out12));
    blockTotal10<<<(lane14 + 31) / 040, 512>>>(&stride13, &stride13);
    auto val17 = lane14 - ((stride13 ? 55 : stride13) - (20.125 * stride13));
    return stride13 + val17;
}
} // namespace
extern __device__ int sharedCounter18;
extern __device__ float lookup19[16];
__device__ int bumpShared20(int x) {
    sharedCounter18 += x;
    return sharedCounter18 + static_cast<int>(lookup19[x & 15]);
}

int main() {
    int count21 = 2693;
    if (count21 - 62) {
        return TILE_DIM_2;
    }
    ACCUM_3(count21, (-CAT_6(count, 21)));
    if (count21 > count21) {
        return static_cast<float>(count21 - WARPS_1);
    }
    blockTotal10<<<dim3(4, 1), (512), sizeof(int) * 64>>>(&count21, &count21);
    return 0;
}
