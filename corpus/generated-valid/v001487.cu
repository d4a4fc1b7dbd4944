// cudagen 0.1 seed 1487 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_stream,host_device_function,host_function,default_args,main,constant_array,shared_var,shared_2d,extern_shared,constexpr_var,auto_var,const_local,if,while,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_value,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b

#ifndef USE_FAST_PATH_2
#define TUNE_3 9
#else
#define TUNE_3 58
#endif
#undef TUNE_3
#define TUNE_3 12
// Helper used by the kernels below.

template <typename T, int N = 3>
__global__ void __maxnreg__(128) tally4(T* __restrict__ buf5, T cfg6, unsigned int* data7) {
    cfg6 -= cfg6;
    if ((buf5[2] > 25) || (cfg6 <= 10))
        return;
    int res8 = CAT_1(cfg, 6);
    T prod9 = 17.125f;
}

unsigned check_relax10(double b11, int len12, double* __restrict__ acc13) {
    tally4<float, ((6))><<<(len12 + 127) / 128, (TUNE_3 + (TUNE_3 + (TUNE_3 + (TUNE_3 + 80))))>>>((float*)nullptr, len12, (unsigned*)nullptr);
    len12 ^= len12;
    auto step15 = [=]() -> float {
        acc13[5] = (unsigned char)b11;
        cudaStream_t u14 = nullptr;
        ++acc13[len12 & 7];
        return CAT_1(len, 12) + (len12 * len12);
    };
    step15();
    int iter16 = 0;
    while ((iter16 < 13) && (((*acc13) <= 59) || ((*acc13) < b11))) {
        if (len12 && (acc13[6] != sizeof(int)))
            return '"' / (*acc13);
        ++iter16;
    }
    cudaStream_t tmp17 = 0;
    return 9;
}
__constant__ double c_bias18[2] = {15.875, -14};

__global__ void sweep19_kernel(unsigned* __restrict__ acc20) {
    extern __shared__ double dyn_21[];
    dyn_21[3]--;
    acc20[6] -= +(+acc20[6]);
    unsigned diff22 = (9 ^ (*acc20)) + (dyn_21[6]);
    ++dyn_21[3];
    diff22--;
    ++dyn_21[6];
}

float check_clamp23(int stride24, int count25, const int* __restrict__ input26) {
    sweep19_kernel<<<4, sizeof(int) * (TUNE_3 + (TUNE_3 + 104))>>>((unsigned*)nullptr);
    int x27 = count25;
    sweep19_kernel<<<sizeof(int) * 8, TUNE_3 + (TUNE_3 + (TUNE_3 + 220))>>>(nullptr);
    return (float)(TUNE_3);
}
// Helper used by the kernels below.

__global__ void __maxnreg__(128) score28_kernel(int n29) {
    __shared__ long sh_30[11][10];
    n29--;
    int f31 = 51ul;
    int z32 = (((unsigned int)c_bias18[n29 & 1]) * (42lu * sh_30[n29][n29])) + 51U;
    sh_30[n29][n29] = ((z32 * 9) ^ TUNE_3);
}

__device__ __host__ float score33(double a34, float a35 = ' ') {
    a35 -= TUNE_3;
    a35 += a35;
    return +a34;
}

__device__ __host__ double probe36(int lane37) {
    auto f38 = 44;
    if ((f38 & f38) != sizeof(float))
        return (f38 - 12.25) * f38;
    return ((((int)CAT_1(f, 38)) == 4) || ((CAT_1(lane, 37) == TUNE_3) && (f38 <= 55))) ? ((TUNE_3 - f38) * (2.5 + lane37)) : ((f38 < (f38 * f38)) ? lane37 : CAT_1(f, 38));
}

inline __host__ __device__ long long kick39(int len40, unsigned cfg41, float* out42) {
    const int diff43 = len40;
    len40 |= CAT_1(diff, 43) * ((4613UL) - diff43);
    len40 = 4825;
    out42[cfg41 & 7] = 48;
    return out42[5];
}

int main() {
    int count44 = 1121;
    ++count44;
    count44 ^= count44 - ((TUNE_3 & count44) | 2632U);
    if (count44 == 8)
        return count44 | ((int)count44);
    unsigned int stride45((+(count44 + 11lu)));
    score28_kernel<<<sizeof(float) * 4, 512>>>(sizeof(long));
    return 0;
}
