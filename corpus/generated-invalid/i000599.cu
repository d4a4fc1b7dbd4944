// cudagen 0.1 seed 599 invalid:kernel_operator
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,static_host_function,constexpr_function,main,shared_var,shared_2d,static_shared,constexpr_var,enum_class,if,switch,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_object,macro_function,macro_statement,pp_if,comments
#include "prelude.cuh"

#define CHUNK_1 5
#define NUM_ITERS_2 4
#define NUM_ITERS_3 (4)
#define SQR_4(x) ((x) * (x))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#if (NUM_ITERS_2 * 2) >= 43 && NUM_ITERS_2 != 0
#define CONFIG_6 2
#elif NUM_ITERS_2 < 0
#error unreachable configuration
#else
#define CONFIG_6 25
#endif
// Helper used by the kernels below.

static __host__ int sift7(int count8)
{
    count8 &= 10;
    ACCUM_5(count8, (12));
    count8++;
    ACCUM_5(count8, (count8 * count8));
    count8 = 42lu;
    return static_cast<long>(count8) ^ CONFIG_6;
}

static double lerp9(int count10, int stride11)
{
    stride11++;
    stride11 -= count10;
    return stride11;
}
// Layout: row-major, no padding.

constexpr __host__ __device__ int count12(int lane13, float alpha14)
{
    lane13--;
    --alpha14;
    return 60;
}

__global__ void __launch_bounds__(32) march15(const long long *src16, float beta17, double *data18, bool a19)
{
    int tid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    bool lim21 = count12(count12(tid20, tid20) * CHUNK_1, static_cast<double>(13.875) * (beta17 - 18.75f));
    __shared__ int sh_22[15][12];
}

__global__ void combine23(const long long *coef24, int *out25, int *dst26)
{
    if ((coef24[3] == 22) || (coef24[7] != 22)) {
        return;
    }
    switch (*coef24) {
    case 0:
        --dst26[4];
        break;
    default:
        count12(*dst26, static_cast<int>(gridDim.x));
        break;
    }
    unsigned int mid27 = (out25[blockDim.x] - ((*dst26) - (*coef24))) + count12(coef24[blockDim.x], warpSize);
    count12(blockIdx.x, (coef24[threadIdx.z & 7]));
}

__global__ void update28_kernel(unsigned char cfg29, float *buf30)
{
    unsigned int gid31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    cfg29 += (blockIdx.x < 8) ? CHUNK_1 : (63ll * cfg29);
    --buf30[gridDim.y & 7];
    if ((11ul < (threadIdx.y - 6)) || (gid31 <= SQR_4(cfg29))) {
        static __shared__ int sh_32[256];
    }
    int q33 = cfg29 * gid31;
    --q33;
    int q34 = 23;
}
enum struct Level35 : unsigned char { Red36, Mul37, Mul38 };
// NOTE: keep in sync with the host reference.

int run_filter39(double p40, const unsigned *input41, int stride42)
{
    p40 /= -16.375;
    long long tmp43{29};
    march15<<<(NUM_ITERS_3 + NUM_ITERS_3), 32, (NUM_ITERS_2 + 508) * (NUM_ITERS_2 + 4), 0>>>(reinterpret_cast<const long long*>(input41), tmp43, nullptr, (tmp43 + tmp43) > input41[4]);
    return tmp43;
}
struct Pair46 {
    int a, b;
};
__global__ void operator+(Pair46 x, Pair46 y)
{
}

int main()
{
    int count44 = 1727;
    cudaStream_t y45 = 0;
    update28_kernel<<<CONFIG_6 + (NUM_ITERS_2 + (NUM_ITERS_3 + (CHUNK_1 + (CHUNK_1 + (NUM_ITERS_2 + (CONFIG_6 + 440)))))), 64 * 2, 2048 * 2, y45>>>(count44, nullptr);
    combine23<<<(count44 + 63) / 64, (128)>>>(nullptr, (int*)nullptr, nullptr);
    return 0;
}
