// cudagen 0.1 seed 1278 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,builtin_vars,host_device_function,main,shared_var,static_shared,constexpr_var,enum_class,anon_namespace,if,static_assert,ternary,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,macro_object,macro_function,macro_paste,pp_if,comments
#include "prelude.cuh"

#define CHUNK_1 4
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#if CHUNK_1 == 4
#define CONFIG_6 1
#else
#define CONFIG_6 19
#endif

__global__ void count7(double a8, float b9)
{
    int tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    a8 = a8 + 0x6F4UL;
    float f11 = 15.25f;
    if (!(tid10 < warpSize)) {
        return;
    }
    int* m12 = nullptr;
    static __shared__ int sh_13[32];
    f11 = *m12;
    --a8;
}
constexpr int RADIUS14 = CONFIG_6 + 6;
enum class Level15 { Red16, On17 = 4, Green18, Fast19 };

__device__ __host__ long lerp20(size_t alpha21, signed char* acc22, double alpha23)
{
    ++acc22[alpha21];
    alpha23--;
    (*acc22)++;
    static_assert((25) > 0x18, "bad config");
    acc22[alpha21] = MAX2_2(((*acc22) - 46), 18l);
    int prod24 = static_cast<int>(RADIUS14) + alpha21;
    return (acc22[3] - (CONFIG_6 * (*acc22))) / (CAT_5(alpha, 21) % 38ll);
}
// Layout: row-major, no padding.

__global__ void scatter25_kernel(const unsigned int* in26, int count27, const float* coef28)
{
    int gid29 = threadIdx.x;
    if (gid29 >= count27) {
        return;
    }
    if ((count27 - gridDim.z) > 23) {
        return;
    }
    __shared__ float sh_30;
    count27 = lerp20((sh_30 <= count27) ? 15 : (*in26), nullptr, 21.) / 2782U;
}

namespace {
enum class Phase31 : int { On32, Idle33, Low34, Idle35 };
} // namespace

static __global__ void __launch_bounds__(64 * 0x4, 2) pack36(long long* buf37, const double* coef38, const double* coef39, int len40)
{
    int i41 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((CAT_5(len, 40) * i41) >= 067) {
        return;
    }
    lerp20(lerp20(coef39[len40], reinterpret_cast<signed char*>(buf37), ((*coef39) == RADIUS14) ? buf37[i41] : coef39[4]), nullptr, threadIdx.z + 0x3);
    len40 = MAX2_2(coef39[i41], 494 / len40) + 0x3f;
    len40 = 61;
    __shared__ int sh_42[CONFIG_6 + (CONFIG_6 + 14)];
    int z43{int((30 + coef38[1] + 5) / 29)};
    sh_42[z43] = (RADIUS14 - (buf37[1] += RADIUS14, len40)) - (gridDim.z + (*buf37));
}

int main()
{
    int len44 = 640;
    count7<<<CONFIG_6 + 15, (CHUNK_1 + (CONFIG_6 + (RADIUS14 + 116))) * (CONFIG_6 + 1)>>>(lerp20(CHUNK_1, nullptr, RADIUS14) + RADIUS14, (CONFIG_6 + len44) / 0.875f);
    if ((CAT_5(len, 44) >= len44) || (len44 < 052)) {
        return (10ul + len44) - ((len44 > 46ul) ? 22 : RADIUS14);
    }
    scatter25_kernel<<<(CHUNK_1 + (CONFIG_6 + 0x1FB)), 64>>>((const unsigned*)nullptr, (RADIUS14 == len44) ? (len44 / len44) : len44, (const float*)nullptr);
    pack36<<<dim3(32, (len44 + 0x1f) / 32), dim3(8, (len44 + 0x1f) / 0x20, (CONFIG_6 + (CONFIG_6 + (CONFIG_6 + CONFIG_6))))>>>(nullptr, nullptr, nullptr, +(RADIUS14 + len44));
    return 0;
}
