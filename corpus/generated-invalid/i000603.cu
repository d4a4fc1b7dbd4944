// cudagen 0.1 seed 603 invalid:kernel_rvalue_ref_param
// features: kernel,kernel_template,launch_explicit_template_args,launch,builtin_vars,host_device_function,host_function,main,shared_var,extern_shared,host_global,constexpr_var,local_array,const_local,if,do_while,goto,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,cast_reinterpret,cast_const,sizeof,macro_object,macro_function,macro_statement,pp_undef
#include "prelude.cuh"

#define RADIUS_1 64
#define NUM_ITERS_2 4
#define NUM_ITERS_3 (128)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define SQR_5(x) ((x) * (x))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_7(x) #x
#define STR_8(x) STR_IMPL_7(x)
#undef NUM_ITERS_2
#define NUM_ITERS_2 8

__global__ void clamp9_kernel(const int *input10)
{
    extern __shared__ short dyn_11[];
    unsigned gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float hi13 = gid12 | input10[6];
    hi13 = (NUM_ITERS_3 ^ gid12) + (8.375f + (*input10));
    float r14 = NUM_ITERS_2;
    hi13 = r14;
    unsigned short hi15 = 23;
    int z16 = input10[gid12] * (sizeof(long) | gid12);
    int lo17 = 43;
}

__global__ void filter18_kernel(unsigned short q19, int *dst20, int count21, int lane22)
{
    int idx23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int iter24 = 0;
    do {
        (*dst20) = ((idx23 << count21) | 'a') + 48;
        ++iter24;
    } while (iter24 < 2);
    double cnt25 = iter24;
    q19 = MIN2_4(SQR_5(cnt25), MIN2_4(cnt25, count21 + 57));
    float v26 = SQR_5(dst20[1] - 63UL) + SQR_5((*dst20) + NUM_ITERS_2);
    double lo27 = 37;
    double cnt28 = 56u;
}

template <class T, typename U>
__global__ void grow29_kernel(T cfg30, const double *coef31, int n32, const float *input33)
{
    unsigned int idx34 = threadIdx.x;
    --n32;
    U lim35 = u'#' << n32;
    lim35 = 46 / (n32 += sizeof(T), cfg30);
}
const long g_sweep36 = 20;

inline __host__ __device__ void stencil37(const int *coef38, const long *coef39, const int *input40)
{
    int idx41 = SQR_5(*coef38);
    idx41 = NUM_ITERS_2 & idx41;
    if (coef39[idx41] > (*coef38)) {
        return;
    }
    int *cnt42 = const_cast<int*>(coef38);
    if ((*input40) < 47u) {
        goto skip43;
    }
    idx41 &= NUM_ITERS_3 - (((*coef38) % idx41) + (*coef39));
    cnt42[4] = (static_cast<long>(idx41) << 5) - ((61 * idx41) + 442l);
skip43:;
}

int check_shade44(unsigned int *acc45, const int *in46)
{
    stencil37((const int*)nullptr, reinterpret_cast<const long*>(in46), in46);
    if ((*in46) > (*acc45)) {
        goto done47;
    }
    (*acc45) = in46[5];
    acc45[2] = 18;
    acc45[4] = (*acc45);
done47:;
    return 3537;
}
__global__ void rvalue_kernel53(int &&x)
{
}

int main()
{
    int count48 = 209;
    const double z49 = sizeof(double);
    const char *tmp50 = R"(raw \n text)";
    int flag51 = check_shade44(nullptr, static_cast<const int*>(nullptr)) + (013lu ^ (tmp50[0] + count48));
    clamp9_kernel<<<1 << 5, 512>>>((const int*)nullptr);
    count48 = (NUM_ITERS_3 | flag51) << 0b1;
    double off52[8] = {};
    filter18_kernel<<<2, (NUM_ITERS_2 + (NUM_ITERS_2 + (NUM_ITERS_2 + 050)))>>>(flag51, nullptr, (flag51 % sizeof(double)) + check_shade44(nullptr, nullptr), L'#');
    grow29_kernel<unsigned, unsigned int><<<2 * 2, 4 * 0b10000>>>(flag51, off52, check_shade44(nullptr, nullptr), nullptr);
    return 0;
}
