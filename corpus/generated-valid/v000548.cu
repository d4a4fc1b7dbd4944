// cudagen 0.1 seed 548 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,main,managed_var,constexpr_var,auto_var,if,for,pragma_unroll,static_assert,ternary,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 64
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifdef USE_FAST_PATH_7
#define TUNE_8 13
#else
#define TUNE_8 30
#endif

__global__ void __launch_bounds__((256)) lerp9_kernel(unsigned *dst10, unsigned short *buf11, float *dst12) {
    #pragma unroll
    for (int i13 = 0; i13 < (13); ++i13) {
        auto tmp14 = dst10[4];
    }
    (++(*dst10), (dst12[2] = (60 >= (*dst12)) ? static_cast<int>(TUNE_8) : dst12[5]));
}

__global__ void __maxnreg__(128) decay15(int *__restrict__ acc16, int count17) {
    count17 = 22L;
    (*acc16) = (acc16[5] % count17) / (*acc16);
    --count17;
    if (count17 <= sizeof(float)) {
        return;
    }
    --acc16[count17];
}
__managed__ int m_gather18 = 27;

template <typename T, int N>
__global__ void sift19(const T *__restrict__ input20, T beta21, const T *coef22, int *dst23) {
    int diff24 = (input20[m_gather18 & 7]);
    for (int it25 = 0x0, j26 = diff24; it25 < j26; (++it25, (--j26))) {
        #pragma unroll 2
        for (int i27 = 0; i27 < 11; ++i27) {
            dst23[1]--;
        }
        m_gather18++;
    }
}

int main() {
    int len28 = 0x2C1;
    static_assert(sizeof(int) == 4);
    len28 = WARPS_1;
    --len28;
    m_gather18 = (((unsigned short)m_gather18) * (m_gather18 / m_gather18)) + 1;
    lerp9_kernel<<<8, 8 * 16, (TUNE_8 + (WARPS_1 + (TUNE_8 + 132)))>>>(nullptr, nullptr, nullptr);
    decay15<<<0x10, (0x200), 4096>>>(nullptr, 064 % (len28 += 20L, len28));
    sift19<unsigned, 6><<<2 * 0x2, 128>>>(nullptr, 4850U, nullptr, nullptr);
    return 0x0;
}
