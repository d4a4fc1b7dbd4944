// cudagen 0.1 seed 112 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,host_function,constexpr_function,default_args,main,shared_var,extern_shared,host_global,constexpr_var,local_array,namespace,nested_namespace,if,goto,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_static,macro_statement,pp_ifdef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 4
#else
#define TUNE_3 30
#endif

namespace kern4::v5 {
template <typename T, typename U>
__global__ void lerp6_kernel(const U *__restrict__ src7, U b8, float cfg9)
{
    extern __shared__ float dyn_10[];
    unsigned i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned x12[0x2] = {i11, static_cast<unsigned int>(cfg9 - i11)};
    if (x12[i11] > blockDim.x) {
        return;
    }
    static_assert(5 == 5);
    static_assert(sizeof(int) == 0b100, "bad config");
    int *diff13 = static_cast<int*>(nullptr);
    cfg9 = static_cast<unsigned char>((cfg9 / gridDim.x) + static_cast<int>(TUNE_3));
    dyn_10[1] = x12[i11 & 0b1];
}

constexpr __host__ __device__ int combine14(int lane15, double beta16)
{
    int hi17 = ((lane15 > beta16) ? lane15 : (15 * beta16)) - (lane15);
    int mid18 = hi17;
    return 0L % mid18;
}
} // namespace kern4::v5
const int g_score19 = 41;

inline __host__ __device__ float pivot20(double alpha21 = 15.0)
{
    alpha21 = 0xAED ^ ((alpha21 += alpha21, 0U) * kern4::v5::combine14(alpha21, alpha21));
    ACCUM_1(alpha21, ((((alpha21 > alpha21) && (alpha21 < 61)) ? (alpha21 + 21.25) : (alpha21 - alpha21)) - kern4::v5::combine14(alpha21, kern4::v5::combine14(alpha21, alpha21))));
    long long *u22 = nullptr;
    static_assert(sizeof(int) == 4, "size check");
    if (!u22) {
        goto out23;
    }
    alpha21 = kern4::v5::combine14(u22[6] - 7, u22[1]);
    u22[0x2] = u22[0x5];
    alpha21 /= -8.625f;
out23:;
    return alpha21;
}

constexpr int run_mix24(int n25, int count26)
{
    unsigned char base27{static_cast<unsigned char>((kern4::v5::combine14(count26, 10.125f) | (count26 | 31ul)) + TUNE_3)};
    return kern4::v5::combine14(base27 & TUNE_3, kern4::v5::combine14(count26, 4'410)) << n25;
}

int main(void)
{
    int len28 = 3262;
    char stride29 = 127;
    dim3 flag30(0x8, 1 << 0x2, 1 << 0b1001);
    kern4::v5::lerp6_kernel<unsigned, double><<<(1), 256, 0>>>(static_cast<const double*>(nullptr), stride29, (pivot20()));
    return 0;
}
