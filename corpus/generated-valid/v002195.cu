// cudagen 0.1 seed 2195 valid
// features: kernel,kernel_extern_c,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,auto_var,anon_namespace,if,compound_assign,bitwise,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_float_exponent,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,macro_object,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 32
#define RADIUS_2 64
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifndef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 38
#endif

__global__ void clamp7(int count8, float* buf9, float a10) {
    extern __shared__ float dyn_11[];
    unsigned int i12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i12 >= count8) {
        return;
    }
    ++count8;
    float off13 = (a10 += count8, 19.125f);
}

__global__ void __launch_bounds__(32) spread14(int len15, int count16) {
    extern __shared__ float dyn_17[];
    int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid18 >= len15) {
        return;
    }
    len15--;
    int res19 = dyn_17[0];
    auto prod20 = (('\n' - count16) % 6) * count16;
}

namespace {
__global__ void __maxnreg__(32) shade21_kernel(unsigned int b22, const int* src23, float* buf24, float* data25) {
    extern __shared__ float dyn_26[];
    unsigned int idx27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dyn_26[idx27]--;
    (*data25) += threadIdx.x * ((unsigned int)0x6FE) * 875e-3F;
    buf24[0] = -14.25f;
    unsigned long long f28((dyn_26[idx27] - (b22 / 0x1L)) + (*src23));
}
} // namespace

extern "C" __global__ void __maxnreg__(32) tally29_kernel(float* buf30, int* data31) {
    unsigned int gid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float e33 = gridDim.x / (double(data31[6]) * gridDim.x);
    buf30[0] = threadIdx.z;
    unsigned int cnt34 = e33;
    bool x35 = data31[cnt34];
    auto cnt36 = *buf30;
}

int check_apply37(long long p38) {
    p38 &= 0x9 * ((p38 - 030L) + (p38 + p38));
    p38 = (p38 - p38) * (-p38);
    p38 &= p38 % (p38 - p38);
    clamp7<<<2, 32, 0>>>(42, nullptr, 57);
    p38--;
    return 48 * int(p38) * (4698 + p38);
}

int main() {
    int count39 = 1406;
    spread14<<<(RADIUS_1 + 480), (RADIUS_1 + RADIUS_1), 1024, 0>>>(count39, (count39 += 19, (count39 + 34)));
    count39 = count39;
    shade21_kernel<<<dim3((count39 + 255) / 256, 8 * 2), 0x80, 0x0, nullptr>>>(check_apply37(04023) * TUNE_6, &count39, (float*)nullptr, (float*)nullptr);
    tally29_kernel<<<TUNE_6 + 122, (RADIUS_2 + (RADIUS_1 + 32)) * 4, 1024>>>(nullptr, &count39);
    return 0;
}
