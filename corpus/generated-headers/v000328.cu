// cudagen 0.2 seed 328 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,main,device_array,constant_var,constant_array,managed_var,shared_var,static_shared,extern_shared,auto_var,if,ternary,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_static,macro_object,macro_paste,pp_ifdef,pp_undef,nested_class,memory_spaces,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <numeric>
#include <cstdio>
#include <utility>

#define CHUNK_1 8
#define TILE_DIM_2 128
#define CHUNK_3 5
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7
#ifndef USE_FAST_PATH_7
#define TUNE_8 16
#else
#define TUNE_8 47
#endif
#undef CHUNK_1
#define CHUNK_1 2
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Pool10 {
    using value_type = unsigned;
    enum Kind { Small, Large };
    struct Leaf {
        value_type v;
        __device__ value_type scaled() const { return v * static_cast<value_type>(2); }
    };
    Leaf first, second;
    __device__ value_type total() const { return first.scaled() + second.v; }
};
__device__ unsigned walk11(int x) {
    using value_type = Pool10::value_type;
    Pool10::Leaf e{static_cast<value_type>(x)};
    Pool10 t{e, e};
    return t.total();
}
__constant__ int c_march12 = 0x2A;
__global__ void __launch_bounds__(CHUNK_3 + (CHUNK_3 + 22), CHUNK_1 + CHUNK_1) probe13(const int* coef14, long long* buf15, float beta16, int* __restrict__ acc17) {
    unsigned tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    double v19 = (35l > (fabsf(*coef14) * 995)) ? ceilf(blockDim.x) : ((53) + (acc17[tid18] * warpSize));
    (void)v19;
    auto acc20 = blockDim.z;
    (void)acc20;
    if (21u >= fabsf(c_march12)) {
        return;
    }
}
__device__ int devTable21[4];
__constant__ float coeffs22[4] = {3.5f, 2.5f, 3.5f, 5.5f};
__managed__ int managedTotal23;
__global__ void everySpace24(int *out) {
    __shared__ int tile[32];
    static __shared__ float extra[8];
    extern __shared__ float dynamicTile[];
    const int i = static_cast<int>(threadIdx.x);
    tile[i & 31] = devTable21[i & 3] + managedTotal23;
    extra[i & 7] = coeffs22[i & 3];
    dynamicTile[i] = extra[i & 7];
    out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}
__device__ int devTable25[4];
__constant__ float coeffs26[4] = {7.5f, 1.5f, 0.5f, 9.5f};
__managed__ int managedTotal27;
__global__ void everySpace28(int *out) {
    __shared__ int tile[32];
    static __shared__ float extra[8];
    extern __shared__ float dynamicTile[];
    const int i = static_cast<int>(threadIdx.x);
    tile[i & 31] = devTable25[i & 3] + managedTotal27;
    extra[i & 7] = coeffs26[i & 3];
    dynamicTile[i] = extra[i & 7];
    out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}
int main(void) {
    int n29 = 1885;
    dim3 t30 = dim3((managedTotal23 + 63) / 64);
    (void)t30;
    float base31 = n29;
    probe13<<<dim3(64, (managedTotal27 + 63) / 0x40, CHUNK_3 + (CHUNK_1 + (TILE_DIM_2 + (TUNE_8 + (CHUNK_3 + (CHUNK_3 + (CHUNK_3 + 59))))))), 512>>>(&n29, static_cast<long long*>(nullptr), sinf(base31), nullptr);
    everySpace24<<<2, 512>>>(&managedTotal27);
    everySpace28<<<dim3(8 * CHUNK_1), 0x100>>>(&managedTotal23);
    return 0;
}
