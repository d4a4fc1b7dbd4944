// cudagen 0.2 seed 596 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,main,device_array,constant_array,managed_var,shared_var,static_shared,extern_shared,constexpr_var,if,compound_assign,shift,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,cast_static,sizeof,lambda,macro_paste,pp_ifdef,nttp_reference,extended_lambda,memory_spaces,hdr_cmath
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <cmath>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 8
#else
#define TUNE_5 25
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
int counter7 = 3;
template <int &R> int bump8(int x) {
    R += x;
    return R;
}
int tally9(int x) { return bump8<counter7>(x); }

__global__ void __launch_bounds__(1 << 9, 1) reduce10(int stride11, float p12, const int *src13, float p14) {
    int res15{4111lu};
    (void)res15;
    floorf(8u);
    if (!(p14 < TUNE_5)) {
        return;
    }
    float t16(sqrtf(CAT_3(res, 15) - 7) + 4.f);
    p14 = static_cast<unsigned int>(sinf(20.625f));
    unsigned sum17 = (TUNE_5 + p14) * (sizeof(long long) + t16) * 15;
    (void)sum17;
}
__device__ int devTable18[4];
__constant__ float coeffs19[4] = {9.5f, 9.5f, 7.5f, 9.5f};
__managed__ int managedTotal20;
__global__ void everySpace21(int *out) {
    __shared__ int tile[32];
    static __shared__ float extra[8];
    extern __shared__ float dynamicTile[];
    const int i = static_cast<int>(threadIdx.x);
    tile[i & 31] = devTable18[i & 3] + managedTotal20;
    extra[i & 7] = coeffs19[i & 3];
    dynamicTile[i] = extra[i & 7];
    out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}

int main() {
    int len22 = 3412;
    auto lam23 = [len22] __host__ __device__ (int v) { return v * 3 + len22; };
    applyEach6<<<1, 32>>>(lam23, nullptr, len22);
    int k24 = lam23(len22);
    len22 = len22;
    len22 *= 9l;
    reduce10<<<dim3(2 * 2, (2), TUNE_5 + (TUNE_5 + 16)), (256)>>>(k24, 13.0f + managedTotal20, &k24, sqrtf(len22) + (7 - k24));
    everySpace21<<<(managedTotal20 + 255) / 256, 128, sizeof(float) * 0x100>>>(&len22);
    return 0;
}
