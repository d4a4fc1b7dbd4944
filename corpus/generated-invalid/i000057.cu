// cudagen 0.1 seed 57 invalid:variable_redefinition
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,default_args,main,constant_array,managed_var,shared_var,extern_shared,constexpr_var,const_local,enum_class,if,if_else,for,do_while,static_assert,compound_assign,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_static,sizeof,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 8
#else
#define TUNE_2 33
#endif

#if TUNE_2 % 2 == 0 || TUNE_2 < 4
#define CONFIG_3 5
#else
#define CONFIG_3 21
#endif
#undef CONFIG_3
#define CONFIG_3 48
enum class State4 { Add5 = 3, Busy6 };
// Computes one element per thread.

extern "C" __global__ void __launch_bounds__(0200, 2) spread7_kernel(unsigned short beta8, signed char *acc9, const unsigned int *input10, int *__restrict__ dst11) {
    extern __shared__ float dyn_12[];
    int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*dst11) = 63;
    const int u14 = *acc9;
}
__managed__ int m_spread15 = -6;
// Computes one element per thread.

template <typename T, int N>
__global__ void __launch_bounds__(sizeof(unsigned int) * TUNE_2) rank16(const T *in17, unsigned int beta18) {
    int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    beta18 *= (m_spread15 += CONFIG_3, (tid19));
    int acc20 = 1L;
    int w21 = 0;
    do {
        State4 t22 = State4::Add5;
        static_assert((6 * 6) > 35, "bad config");
        beta18++;
        ++w21;
    } while (w21 < acc20);
}
static_assert(10 > 9, "size check");
__constant__ unsigned int c_update23[8] = {3874, 'A', 40l, 56, 61u, '\0', 32, '#'};

__device__ __forceinline__ float rank24(State4 q25, State4 a26, float beta27 = 17.75F) {
    if (q25 != State4::Busy6)
        return c_update23[3];
    int z28 = static_cast<long long>(m_spread15) * ((c_update23[3] + m_spread15) * threadIdx.x);
    if (c_update23[z28] <= m_spread15) {
        for (int it29 = 0, j30 = TUNE_2 + 5; it29 < j30; (++it29, (--j30))) {
            z28 = (int)CONFIG_3;
            const unsigned v31 = beta27 - j30;
        }
    } else {
    }
    return sizeof(int);
}
enum class Op32 : long { On33, Fast34 = 5 };
int g_limit37 = 1;
int g_limit37 = 2;

int main(void) {
    int size35 = 01425;
    const char *z36 = "tile";
    rank16<double, ((2))><<<(size35 + 127) / 128, (TUNE_2 + 8) * (TUNE_2 + TUNE_2), sizeof(double) * 128>>>(nullptr, (unsigned short)((unsigned int)CONFIG_3));
    spread7_kernel<<<dim3(64, (TUNE_2 + TUNE_2) * 16), dim3(16 * 2, (512), CONFIG_3 + (CONFIG_3 + (CONFIG_3 + 368))), 0>>>((24U % m_spread15) + 52u, (signed char*)nullptr, nullptr, (int*)nullptr);
    return 0;
}
