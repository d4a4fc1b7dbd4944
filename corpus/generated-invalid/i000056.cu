// cudagen 0.1 seed 56 invalid:function_redefinition
// features: kernel,kernel_static,kernel_extern_c,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,device_var,constant_array,shared_var,extern_shared,constexpr_var,auto_var,static_local,struct,struct_template,aligned_struct,namespace,if,for,goto,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_functional,macro_object,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define RADIUS_1 4
#define CHUNK_2 32
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_6(a, b) a##b
struct __align__(16) Tile7 {
    int sum8;
    bool vel9;
};
constexpr double kL10 = 6.0;
struct Stats11 {
    int vel12, vel13;
};
__global__ void fold14(Stats11 p15, int len16, unsigned int *out17) {
    int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid18 >= len16)
        return;
    len16 <<= 7;
    if (!(6 >= (out17[gid18 & 7] * kL10))) {
        len16 |= (p15.vel12 + p15.vel12) & gridDim.x;
        unsigned int s19 = float(threadIdx.x);
    }
    out17[warpSize] |= gid18;
    double idx20 = threadIdx.x;
}
static __global__ void smooth21(unsigned b22, const int *__restrict__ in23, const unsigned char *__restrict__ src24, unsigned char *acc25) {
    int tid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    b22 = blockIdx.z;
    if (((*src24) == 013) && (acc25[4] & 0x1))
        return;
}
extern "C" __global__ void blend27_kernel(const int *src28) {
    unsigned gid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    double val30{double(gid29)};
    if (!(src28 != nullptr)) {
        goto skip31;
    }
    val30 = int(ADD3_4(gid29, (kL10), 35 >> gid29));
skip31:;
}
static_assert((037) == 31);
static __device__ double d_lerp32 = -31;
template <typename T>
struct Pixel33 {
    T w34;
    __host__ __device__ T bump35(T r36) const {
        return r36;
    }
};
static long long check_reduce37(double *__restrict__ out38, int stride39) {
    auto res40 = stride39;
    Stats11 u41 = Stats11{4, 017};
    return 3729u;
}
namespace math42 {
__constant__ float c_norm43[4] = {'z', 17lu, -11.625f, -20.625f};
} // namespace math42
__global__ void merge44_kernel(int n45, const char *input46) {
    unsigned int i47 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float e48{9.5f};
    auto lim49 = ((*input46) & CAT_6(n, 45)) / 0x14ull;
}
namespace kern50 {
__global__ void stencil51(unsigned int b52, int *dst53) {
    unsigned int i54 = (blockIdx.x * blockDim.x) + threadIdx.x;
    b52 %= 33;
    dst53[5] <<= 2l + b52;
}
__global__ void rank55(const int *input56, int n57, float *dst58) {
    extern __shared__ int dyn_59[];
    unsigned int idx60 = (blockIdx.x * blockDim.x) + threadIdx.x;
    double m61 = input56[n57];
    unsigned char tmp62 = RADIUS_1;
    double w63 = unsigned(4960 * input56[6]);
    (*dst58)++;
    --dyn_59[blockIdx.z];
    Stats11 diff64 = Stats11{0x1, n57};
}
__device__ unsigned d_fold65 = u' ';
} // namespace kern50
float helper70(float x)
{
    return x + 1;
}
float helper70(float x)
{
    return x - 1;
}
int main() {
    int n66 = 3666;
    for (int i67 = 0; i67 < n66; i67++) {
        unsigned f68 = 0x1f;
        static float stride69 = 15.375f;
    }
    fold14<<<dim3(64, 2 * (RADIUS_1 + RADIUS_1), (n66 + 255) / 256), RADIUS_1 + (RADIUS_1 + (RADIUS_1 + (RADIUS_1 + 16)))>>>(Stats11{-56, 3307}, check_reduce37(nullptr, 0x6), nullptr);
    smooth21<<<(1), (CHUNK_2 + 0x1e0), 0>>>(61, nullptr, nullptr, nullptr);
    blend27_kernel<<<(n66 + 127) / 0x80, 0x20, 0, nullptr>>>(nullptr);
    return 0x0;
}
