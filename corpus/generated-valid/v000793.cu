// cudagen 0.1 seed 793 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,device_var,shared_var,extern_shared,constexpr_var,auto_var,namespace,if,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 64
#endif

#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 6
#else
#define CONFIG_5 11
#endif
#undef TUNE_4
#define TUNE_4 48
__device__ float d_stencil6 = 0x3e;

__global__ void __launch_bounds__(1 << (CONFIG_5 + 3)) shade7_kernel(int* acc8, int lane9) {
    unsigned int hi10 = blockIdx.z;
    lane9 = hi10;
    auto m11 = threadIdx.x;
    m11--;
}

namespace img12 {
template <typename T, typename U>
__global__ void __launch_bounds__(sizeof(int) * (TUNE_4 + (CONFIG_5 + 74))) lerp13(T p14) {
    unsigned tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((tid15 - p14) != p14) {
        if (tid15 > tid15) {
            d_stencil6 = CONFIG_5;
            p14 = 1.25 - d_stencil6;
        }
    }
}

__global__ void __maxnreg__(64) march16(long* __restrict__ buf17, unsigned* data18, const double* coef19) {
    extern __shared__ long dyn_20[];
    int idx21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dyn_20[idx21] = d_stencil6;
    bool w22 = dyn_20[0x2] <= sizeof(long);
    (*buf17) = TUNE_4;
    data18[idx21] = 3069;
    buf17[4]++;
    w22 = w22;
}
} // namespace img12

int main() {
    int size23 = 829;
    size23 = size23;
    shade7_kernel<<<(size23 + 0b111111) / 64, 1 << 0x8, 0, (cudaStream_t)0>>>(&size23, 10);
    ++size23;
    size23 = sizeof(int);
    if (size23)
        return 32l;
    img12::lerp13<unsigned, unsigned><<<0x20 * 16, 1 << (CONFIG_5 + 2)>>>(size23);
    img12::march16<<<dim3(CONFIG_5 + 250, (1)), 128 * 0b100, sizeof(double) * 0x20, 0>>>(nullptr, (unsigned int*)nullptr, (const double*)nullptr);
    return 0;
}
