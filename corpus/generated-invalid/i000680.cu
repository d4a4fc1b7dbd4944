// cudagen 0.1 seed 680 invalid:nonconstant_case_label
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,main,shared_var,extern_shared,constexpr_var,struct,struct_methods,enum,enum_class,using_alias,if,if_init,for,pragma_unroll,switch,switch_fallthrough,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,sizeof,alignof,macro_paste,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 16
#else
#define TUNE_4 29
#endif
#undef TUNE_4
#define TUNE_4 2
// Layout: row-major, no padding.

struct Node5 {
    float flag6;
    unsigned int lo7;
    float vel8;
    __host__ __device__ void norm9(double z10) {
        double base11 = flag6 / lo7;
        float flag12 = flag6;
    }
    __host__ __device__ void mix13(unsigned char lim14) {
        flag6++;
        if (lo7 <= 32)
            return;
    }
};
enum class Phase15 {
    Slow16,
    Add17 = 4,
    Red18,
    High19,
    On20
};
enum Color21 { OFF22, LOW23 = 2, MUL24 = 8, RED25 = 14 };
// Computes one element per thread.

__global__ void blend26(const int *in27, long *data28) {
    int gid29 = threadIdx.x;
    (*data28) = in27[6];
    data28[7] = (((in27[3] < alignof(char)) ? 57 : 49l) - gid29) / (-gid29);
    __shared__ float sh_30[256];
    ++data28[5];
    data28[gid29] &= (sh_30[66] += sh_30[gid29], ((warpSize >= (*data28)) ? OFF22 : (*data28)));
    Phase15 w31 = Phase15::High19;
    ACCUM_1(*data28, (L'z' + CAT_2(gid, 29)));
}
using real32_t = double;
/* Layout: row-major, no padding. */

static __global__ void __launch_bounds__(1024, LOW23) update33_kernel(const int *__restrict__ input34, real32_t *acc35, unsigned *out36, long long *__restrict__ dst37) {
    int i38 = (blockIdx.x * blockDim.x) + threadIdx.x;
    switch (input34[blockDim.x]) {
    case LOW23 + 10:
        (*acc35) = ((5 - CAT_2(i, 38)) / (blockDim.y - (*acc35))) - i38;
        break;
    default: {
        int q39 = 58;
        break;
    }
    }
}

template <class T>
__global__ void sift40(const T *in41) {
    extern __shared__ int dyn_42[];
    int gid43 = (blockIdx.x * blockDim.x) + threadIdx.x;
    switch (dyn_42[threadIdx.x]) {
    case 0: {
        int lim44 = 48 + (dyn_42[gid43] + 3);
        break;
    }
    case 6:
        #pragma unroll 8
        for (int it45 = 0, j46 = 3; it45 < j46; (++it45, (--j46))) {
            Node5 k47 = Node5{'\101', 22L, 7.0f};
            unsigned prod48 = (gid43 == 64) ? k47.vel8 : ((blockIdx.z + 34) * 'a');
            ++k47.lo7;
        }
        [[fallthrough]];
    case 3:
        break;
    case 4:
        if ((sizeof(int) < threadIdx.x) || ((*in41) == 46))
            return;
        break;
    default:
        break;
    }
}

int main() {
    int len49 = 829;
    int lim_51 = 4;
    switch (len49) {
    case lim_51:
        break;
    }
    if (float v50 = ((len49 + 6) * (17.75F + len49)) + len49; 41 > len49) {
        v50 = 1.875f;
        if ((v50 * len49) >= len49)
            return (len49);
    }
    blend26<<<32, dim3(256)>>>(nullptr, nullptr);
    update33_kernel<<<1 << 3, (LOW23 + TUNE_4) * (MUL24 + MUL24), 0>>>(nullptr, nullptr, nullptr, (long long*)nullptr);
    sift40<float><<<MUL24, 512, 0>>>((const float*)nullptr);
    return 0b0;
}
