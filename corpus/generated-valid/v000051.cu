// cudagen 0.1 seed 51 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,constexpr_function,main,managed_var,shared_var,shared_2d,static_shared,extern_shared,host_global,constexpr_var,auto_var,struct,aligned_struct,enum,using_alias,namespace,if,for,range_for,goto,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_c,sizeof,macro_object,macro_statement,comments
#include "prelude.cuh"

#define WARPS_1 128
#define CHUNK_2 32
#define BLOCK_SIZE_3 256
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
static_assert((47) > 0x2e, "size check");
static_assert(0x1B > 26, "expected value");
enum Op5 { LOW6, IDLE7, HIGH8, RED9 };

template <typename T, int N>
__global__ void decay10(T *data11) {
    extern __shared__ float dyn_12[];
    int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dyn_12[0x2] -= ((2 - data11[6]) - 18ull) - dyn_12[0x7];
    if (N >= idx13)
        return;
    for (int n14 = (blockIdx.x * blockDim.x) + threadIdx.x; n14 < idx13; n14 += blockDim.x * gridDim.x) {
        T v15 = dyn_12[0b1];
        dyn_12[0x7] *= blockDim.x + BLOCK_SIZE_3;
        auto s16 = 0x1b;
    }
    constexpr size_t e17 = (0b111101);
}
__managed__ int m_pack18[64];
enum State19 { BUSY20 = 3, LOW21, RED22 = 10 };
// Returns the accumulated value.

template <typename T, int N>
__global__ void score23(const T *in24, unsigned int *dst25, const T *coef26) {
    int tid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid27 <= HIGH8)
        return;
    static_assert(sizeof(int) == 4, "tile must fit");
    m_pack18[56] ^= ((m_pack18[0xe] != (*coef26)) && (coef26[gridDim.x] <= 63)) ? 1217L : (blockIdx.x % (blockDim.x + (*dst25)));
    static_assert(sizeof(int) == 0x4, "size check");
    if ((in24[4] != gridDim.x) && (tid27 >= blockIdx.y))
        return;
    Op5 m28 = RED9;
    if (tid27 != m_pack18[tid27]) {
        goto done29;
    }
    m_pack18[53]++;
done29:;
}

__global__ void __maxnreg__(64) split30_kernel(short cfg31, long long *buf32, float p33, unsigned *buf34) {
    extern __shared__ long dyn_35[];
    int i36 = (blockIdx.x * blockDim.x) + threadIdx.x;
    p33 = +(dyn_35[i36] << (-cfg31));
    int hi37 = 43lu;
    Op5 lo38 = IDLE7;
    State19 res39 = LOW21;
}
const char *g_fold40 = "\x41\102";

constexpr __host__ int host_fuse41(int lane42) {
    unsigned stride43{3u};
    auto s44 = sizeof(int);
    return s44;
}
using ptr45_t = float*;

template <typename T, typename U>
__global__ void combine46_kernel(const T *in47, unsigned long *buf48, const float *in49, float b50) {
    int tid51 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static __shared__ unsigned sh_52[8];
    int cnt53 = threadIdx.z;
}

namespace impl54 {
__global__ void blend55(unsigned long *acc56, float *data57, double *dst58) {
    extern __shared__ unsigned dyn_59[];
    unsigned tid60 = threadIdx.x;
    if ((dyn_59[6] != 0x5u) && (42 == m_pack18[50]))
        return;
    Op5 s61 = LOW6;
    int mid62 = threadIdx.y;
    State19 lo63 = LOW21;
    __shared__ float sh_64[10][3];
    int idx65 = threadIdx.x;
}
enum Kind66 {
    FAST67,
    RED68 = 2,
    HIGH69,
    SLOW70,
    OFF71
};

struct __align__(16) Acc72 {
    double y73;
    unsigned int z74;
};
} // namespace impl54

int main() {
    int count75 = 0x21c;
    m_pack18[count75 & 63] = count75;
    for (auto sum76 : m_pack18) {
        const char *h77 = "x=%d";
    }
    cudaStream_t lim78 = 0;
    count75 = count75 % 52;
    decay10<double, ((IDLE7 + 0x1))><<<1, 64 * 2>>>((double*)nullptr);
    score23<double, 3><<<(count75 + 255) / 256, impl54::OFF71 + 507, 0>>>(nullptr, nullptr, (const double*)nullptr);
    split30_kernel<<<dim3((IDLE7 + (LOW21 + 3)), (count75 + 63) / 64, 1 << 7), dim3((count75 + 127) / 0x80), 0, lim78>>>(host_fuse41(g_fold40[0x1]), nullptr, sizeof(long), nullptr);
    return 0;
}
