// cudagen 0.1 seed 1509 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_function,default_args,main,device_var,constant_var,shared_var,shared_2d,static_shared,host_global,constexpr_var,local_array,const_local,typedef,using_alias,namespace,anon_namespace,nested_namespace,if,range_for,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 11
#else
#define TUNE_6 59
#endif

#if (TUNE_6 * 2) >= 30 && TUNE_6 != 0
#define CONFIG_7 8
#else
#define CONFIG_7 14
#endif
#undef CONFIG_7
#define CONFIG_7 12

__global__ void filter8(float q9, float p10, const int *src11, unsigned int *__restrict__ buf12) {
    int tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ char sh_14[128];
    p10 += sh_14[127];
}
__constant__ long c_blend15 = -16;

namespace {
__global__ void kick16(long q17, double *dst18, int count19, long *acc20) {
    unsigned int i21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i21 >= count19) {
        return;
    }
    char hi22 = blockDim.z;
    bool tmp23 = q17 <= threadIdx.x;
    unsigned stride24{0xcUL};
    const float flag25 = count19;
    double tmp26[6] = {static_cast<double>(static_cast<float>(23.25F)), static_cast<double>(flag25), 0x1p1};
    ++q17;
}
typedef unsigned idx27_t;
} // namespace
__constant__ float c_decay28 = 0x2fU;
short g_shade29[] = {61, 16, 57U};
__device__ float d_blend30 = -23.125f;

extern "C" {
__device__ __noinline__ idx27_t grow37(int len38) {
    --len38;
    len38++;
    idx27_t x39 = CONFIG_7;
    return 50;
}

__global__ void tally31_kernel(char alpha32) {
    int idx33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    double m34 = -22;
    if (((idx33) & 1)) {
        return;
    }
    const idx27_t y35 = 2195L;
    static __shared__ signed char sh_36;
}
}

namespace detail40::v41 {
long warp42(unsigned char p43 = 57) {
    g_shade29[0x2] &= g_shade29[0];
    p43 |= 59;
    float lo44 = p43;
    tally31_kernel<<<128, CONFIG_7 + 20, 4096>>>(13);
    return static_cast<int>(49) - CAT_4(lo, 44);
}
using ptr45_t = long*;

template <class T, int N = 6>
__global__ void shade46_kernel(T *__restrict__ acc47, int count48, T beta49) {
    int i50 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i50 >= count48) {
        return;
    }
    __shared__ idx27_t sh_51[8][14];
    float lo52 = 12.25f;
    sh_51[4][0x7] = CONFIG_7;
    acc47[c_blend15] = grow37(c_blend15) * ((59l ^ i50) % (d_blend30 += 2.375F, sh_51[c_blend15][12]));
    T *k53 = acc47;
    sh_51[3][i50] = ((k53 == nullptr) ? TUNE_6 : (*acc47)) * 20UL * grow37(grow37(d_blend30));
}
} // namespace detail40::v41

int run_update54(unsigned char *__restrict__ buf55, int n56, int n57) {
    filter8<<<(n56 + 63) / 64, 01000>>>(detail40::v41::warp42(), detail40::v41::warp42(), (const int*)nullptr, nullptr);
    detail40::v41::shade46_kernel<int, (2 * 3)><<<(n57 + 255) / 256, TUNE_6 + 5, sizeof(float) * 128, (cudaStream_t)0>>>((int*)nullptr, *buf55, *buf55);
    return -n57;
}

int main() {
    int size58 = 3705;
    idx27_t lo59 = size58;
    int *tmp60 = nullptr;
    for (auto acc61 : g_shade29) {
        run_update54(nullptr, size58 - run_update54(nullptr, acc61, 41), g_shade29[size58] + detail40::v41::warp42(TUNE_6));
    }
    kick16<<<(lo59 + 31) / 32, 512, sizeof(double) * 256, 0>>>(0x838, static_cast<double*>(nullptr), detail40::v41::warp42(static_cast<int>(g_shade29[size58])), nullptr);
    size58 %= -28l;
    return 0x0;
}
