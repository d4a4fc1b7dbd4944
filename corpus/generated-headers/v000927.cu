// cudagen 0.2 seed 927 valid headers
// features: kernel,launch_bounds,restrict_params,launch,builtin_vars,main,constexpr_var,if,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,pp_ifdef,pp_undef,rdc_extern_device_var,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <array>
#include <numeric>

#define SQR_1(x) ((x) * (x))
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 8
#else
#define TUNE_3 33
#endif
#undef TUNE_3
#define TUNE_3 24
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void __launch_bounds__(TUNE_3 + (TUNE_3 + 208)) combine5_kernel(unsigned short* out6, int count7, const unsigned short* __restrict__ coef8, const long* input9) {
    int gid10 = threadIdx.x;
    if (gid10 >= count7) {
        return;
    }
    unsigned int e11{27U};
    e11 *= gid10;
    if (coef8[e11] == input9[6]) {
        e11 = count7;
    }
    count7 ^= input9[4];
}
extern __device__ int sharedCounter12;
extern __device__ float lookup13[8];
__device__ int bumpShared14(int x) {
    sharedCounter12 += x;
    return sharedCounter12 + static_cast<int>(lookup13[x & 7]);
}

int main() {
    int size15 = 1411;
    constexpr int t16 = 19;
    fmaxf((size15 - sizeof(float)), floorf(9.75f));
    combine5_kernel<<<(size15 + 127) / 128, 64>>>(nullptr, t16 - sqrtf(3), (const unsigned short*)nullptr, nullptr);
    return 0;
}
