// cudagen 0.1 seed 19 invalid:kernel_rvalue_ref_param
// features: kernel,kernel_static,kernel_template,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,local_array,struct,struct_methods,operator_overload,namespace,nested_namespace,if,if_else,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

namespace img5::sub6 {
char rank7(int len8)
{
    if (len8 > (len8 % 54)) {
        auto lam11 = [](int m9) -> int {
            const char *v10 = "\"q\"";
            m9 %= m9 + v10[0];
            return 14;
        };
        lam11(len8);
        unsigned long long lim12 = +len8;
    }
    int flag13[8]{37, 0x2l, len8, 7, 6, 31, len8, 996};
    return (11 - flag13[0x4]) % (((flag13[1] != 57) ? flag13[len8] : 2280) + len8);
}
} // namespace img5::sub6
constexpr unsigned int DEPTH14 = 0x2;

struct Acc15 {
    int id16;
    float count17;
    int x18;
    long mass19;
    __host__ __device__ long apply20() const
    {
        return 2 - (mass19 + 20UL);
    }
    __host__ __device__ void bump21(long off22)
    {
        int r23 = (((CAT_4(count, 17) > 31L) ? CAT_4(x, 18) : 63L) | (0x2cul ^ mass19)) + 0U;
    }
};

inline __host__ __device__ Acc15 operator+(Acc15 a, Acc15 b)
{
    Acc15 r = a;
    r.id16 += b.id16;
    r.count17 += b.count17;
    r.x18 += b.x18;
    r.mass19 += b.mass19;
    return r;
}
/* NOTE: keep in sync with the host reference. */

__global__ void update24(unsigned int beta25, int n26, float *data27, long a28)
{
    int tid29 = threadIdx.x;
    if (tid29 >= a28) {
        return;
    }
    if ((threadIdx.x & 2128) < n26) {
        return;
    }
    float val30 = 14.25F;
}
// Computes one element per thread.

__global__ void blend31_kernel(int *dst32, int len33, const unsigned int *input34)
{
    Acc15 r35{3, static_cast<float>(threadIdx.x), 040, 6l};
    double *lim36 = reinterpret_cast<double*>(dst32);
}

template <typename T, int N = 2>
__global__ void lerp37_kernel(T cfg38)
{
    cfg38 = 0x8;
    double m39 = (DEPTH14 - cfg38) + (N % threadIdx.y) + ((threadIdx.z * DEPTH14) - N);
}

static __global__ void shade40_kernel(const float *coef41, float *data42, const unsigned char *coef43, const int *input44)
{
    int i45 = threadIdx.x;
    unsigned v46 = ((DEPTH14 >> (*input44)) & (DEPTH14 * blockDim.x)) - DEPTH14;
    if ((*input44) <= CAT_4(i, 45)) {
        return;
    }
    int r47 = blockIdx.x;
    data42[r47] = sizeof(int) / (CAT_4(v, 46) * DEPTH14);
    ++v46;
}
__global__ void rvalue_kernel49(int &&x)
{
}

int main()
{
    int count48 = 3325;
    if (count48 < 0x1A) {
        count48++;
    } else {
        update24<<<dim3(sizeof(float) * (DEPTH14 + 62), (count48 + 255) / 256, 32 * DEPTH14), sizeof(float) * 32, 0x0, (cudaStream_t)0>>>(0x29, (DEPTH14 * count48) + 64, (float*)nullptr, ((count48 > DEPTH14) ? count48 : DEPTH14) - (count48 + DEPTH14));
    }
    blend31_kernel<<<dim3(1 << (DEPTH14 + 7)), dim3((count48 + 31) / 32, (count48 + 63) / 0100), (DEPTH14 + 03776) * DEPTH14, nullptr>>>(nullptr, DEPTH14, (const unsigned int*)nullptr);
    lerp37_kernel<<<dim3((count48 + 127) / 128, DEPTH14 + (DEPTH14 + (DEPTH14 + 58)), (DEPTH14 + 2) * (DEPTH14 + 2)), (DEPTH14 + 6) * 0x8>>>(static_cast<long>(DEPTH14));
    shade40_kernel<<<dim3((512), (count48 + 63) / 64), sizeof(int) * (DEPTH14 + 126)>>>(nullptr, (float*)nullptr, (const unsigned char*)nullptr, nullptr);
    return 0;
}
