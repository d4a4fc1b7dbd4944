// cudagen 0.1 seed 158 invalid:kernel_constexpr
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_device_function,host_function,default_args,main,constant_array,constexpr_var,local_array,auto_var,namespace,if,while,goto,nested_block,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define NUM_ITERS_1 5
#define SQR_2(x) ((x) * (x))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
__constant__ unsigned c_sweep6[8] = {54, 062, 044, 11, 56U, 63ll, 16, 2};

namespace kern7 {
__device__ unsigned int rank8(unsigned beta9, int count10, int stride11)
{
    if (stride11 < (count10 % gridDim.x)) {
        goto skip12;
    }
    ++beta9;
    {
        count10 = 'a';
        beta9 %= 57u - beta9;
    }
skip12:;
    return count10;
}

unsigned int sift13(const unsigned char *__restrict__ input14, int len15 = 15U)
{
    len15--;
    len15--;
    char m16 = (len15 - (*input14)) ^ (*input14);
    return 33;
}
} // namespace kern7

static __global__ void pack17(const unsigned char *input18)
{
    int idx19 = threadIdx.x;
    auto res20 = threadIdx.x;
    if ((~idx19) != c_sweep6[res20])
        return;
    constexpr unsigned v21 = (3);
}

inline __host__ __device__ void shade22(long *__restrict__ buf23, double *__restrict__ acc24, float p25)
{
    unsigned char v26[8] = {};
    ((*acc24)--, (v26[3] += (*buf23) + ((*buf23) & (buf23[6] ^ 48L))));
    int iter27 = 0;
    if (p25 >= buf23[iter27]) {
        goto out29;
    }
    while (iter27 < 8) {
        constexpr int off28 = 41;
        ++iter27;
    }
    acc24[iter27] = NUM_ITERS_1;
    ++(*acc24);
out29:;
}
/* Helper used by the kernels below. */

signed char run_step30(unsigned beta31 = 34)
{
    beta31 += ~(beta31 + (beta31));
    shade22(nullptr, (double*)nullptr, (CAT_5(beta, 31)));
    beta31 &= 047l;
    beta31 *= kern7::sift13((const unsigned char*)nullptr);
    unsigned int x32[5]{static_cast<unsigned>(CAT_5(beta, 31)), beta31, static_cast<unsigned>(beta31), 29U, beta31};
    pack17<<<(beta31 + 31) / 32, (512), 0>>>(nullptr);
    unsigned long long lim33((U'#' >> ((beta31 < x32[beta31]) ? 34 : x32[beta31])) * NUM_ITERS_1);
    return 127;
}
// Returns the accumulated value.

__device__ __forceinline__ void fuse34(int lane35, unsigned int a36)
{
    a36--;
    a36 = kern7::rank8((long long)25, c_sweep6[4] ? NUM_ITERS_1 : 20l, c_sweep6[3]) * c_sweep6[a36];
}
__global__ constexpr void constexpr_kernel39(int *p)
{
    p[threadIdx.x] = 1;
}

int main()
{
    int len37 = 3566;
    static_assert(sizeof(int) == 4);
    cudaStream_t t38 = (cudaStream_t)0;
    if ((len37 - len37) <= len37)
        return kern7::sift13(nullptr, (float)027);
    return 0;
}
