// cudagen 0.2 seed 196 valid headers
// features: kernel,kernel_static,kernel_from_macro,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,main,shared_var,extern_shared,auto_var,enum_class,if,if_else,if_init,for,nested_block,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_function,union,union_anonymous,enum_underlying,variadic_template,pack_expansion,fold_expression,hdr_cmath
// nvcc: -std=c++20 --extended-lambda -rdc=true
#include <cuda_runtime.h>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Word4 {
    int tag;
    union {
        int i;
        float f;
        double d;
    };
};
__device__ float use5(int x) {
    Word4 v{};
    v.tag = x;
    if (x > 3) {
        v.f = 3.5f;
        return v.f;
    }
    v.i = static_cast<int>(x);
    return static_cast<float>(v.i) + 1.0f;
}
enum class Axis6 : unsigned char { Mul7, Busy8, Fast9, Idle10 };
template <typename... Ts>
__device__ double fold11(Ts... xs) {
    return (static_cast<double>(xs) * ... * 1.0);
}
template <typename... Ts>
__device__ int count12(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__device__ bool all13(Ts... xs) { return (... || (xs == 0)); }
__device__ int spread14(int x) {
    return static_cast<int>(fold11(x, 7.5f, 7u)) + count12(x, x, 1.0) + (all13(x, 7) ? 1 : 0);
}

static __global__ void tally15_kernel(int *acc16, int *data17, float p18, const double *__restrict__ coef19)
{
    extern __shared__ double dyn_20[];
    int i21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)i21;
    dyn_20[5] /= 42lu;
    Axis6 off22 = Axis6::Fast9;
    (void)off22;
    double k23 = 6.875f;
    (void)k23;
    {
        expf(fold11(fold11(blockIdx.x, 17.0F), p18));
        p18 = 12.0F;
    }
}
#define DEFINE_MAP_KERNEL_24(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_24(map_reduce25, double)
DEFINE_MAP_KERNEL_24(map_fold26, double)

__host__ unsigned int run_trace27(float cfg28, size_t cfg29, int n30)
{
    if (unsigned int w31{3ll}; ceilf(cosf(16.375f)) > fabsf(cfg29)) {
        auto f32 = w31;
        if ((cfg29 + f32) > fabsf(2.75f)) {
            for (int j33 = 0x0; j33 < n30; j33 += 1) {
                f32 = sizeof(unsigned char);
                bool y34 = (cfg29 + w31) == sizeof(int);
                (void)y34;
            }
        }
        f32 = w31;
    } else if (cfg29 == n30) {}
    return 29;
}

int main(void)
{
    int n35 = 2084;
    if (n35 > (n35 & n35)) {
        tally15_kernel<<<(n35 + 255) / 256, 256 * 2>>>((int*)nullptr, &n35, n35, nullptr);
        ceilf(u8'#');
    }
    map_reduce25<<<1 << 0x3, 1 << 8>>>(nullptr, 0b11001);
    map_fold26<<<8, sizeof(float) * 16, sizeof(int) * 0b1000000>>>(static_cast<double*>(nullptr), n35);
    return 0;
}
