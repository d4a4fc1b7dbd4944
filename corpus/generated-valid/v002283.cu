// cudagen 0.1 seed 2283 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,shared_var,shared_2d,static_shared,constexpr_var,enum_class,if,goto,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 9
#else
#define TUNE_4 36
#endif

#if TUNE_4 > 109
#define CONFIG_5 6
#else
#define CONFIG_5 32
#endif
enum class Kind6 {
    Busy7 = 1,
    Mul8,
    Idle9,
    Mul10,
    Fast11
};

__device__ unsigned probe12(const unsigned* src13)
{
    __shared__ float sh_14[128 * 2];
    if ((src13[blockDim.y] / TUNE_4) != sh_14[blockDim.x]) {
        return blockDim.x;
    }
    --sh_14[gridDim.x];
    Kind6 f15 = Kind6::Fast11;
    return src13[4] + (src13[blockIdx.z] * sh_14[48]);
}

template <class T, int N>
__global__ void fuse16(T cfg17, const float* src18, const T* __restrict__ src19)
{
    unsigned int idx20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    T s21 = blockDim.y * (N - (idx20 + idx20));
    if (0b111010 <= static_cast<float>(idx20)) {
        goto done22;
    }
    probe12(nullptr);
done22:;
}
// Layout: row-major, no padding.

__device__ size_t filter23(const unsigned char* coef24, int lane25)
{
    static __shared__ double sh_26[13][5];
    lane25 = static_cast<float>(probe12(nullptr));
    __shared__ float sh_27[6][11];
    return 5;
}

template <typename T, typename U>
__global__ void __launch_bounds__(256, 2) grow28(T* __restrict__ dst29, double* dst30, unsigned long* out31)
{
    unsigned int i32 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Kind6 q33 = Kind6::Idle9;
    out31[i32] = +((*out31) % (3496 * CAT_2(i, 32)));
    ++(*dst30);
    dst29[4] = ((24.875 - out31[i32]) * probe12((const unsigned*)nullptr)) + (filter23(nullptr, out31[2]) + NUM_ITERS_1);
    out31[i32] |= CAT_2(i, 32);
}

__device__ void probe34(const int* input35, int lane36)
{
    ++lane36;
    if (input35 == nullptr) {
        goto finish37;
    }
    lane36 += (int)(lane36 + 39);
    probe12(nullptr);
    --lane36;
finish37:;
}
static constexpr float kD38 = 9.25f;
enum struct Op39 : unsigned char { Busy40, Off41, Low42 = 7, Off43 = 13 };

__global__ void __launch_bounds__((32), 4) scatter44_kernel(const int* coef45, int* acc46)
{
    unsigned gid47 = (blockIdx.x * blockDim.x) + threadIdx.x;
    filter23(nullptr, blockDim.x);
    acc46[blockIdx.x] = 22;
    __shared__ unsigned sh_48[15][5];
    ++sh_48[threadIdx.x][gid47];
    acc46[blockIdx.x] += (int)kD38;
    acc46[2] += CONFIG_5;
}

int host_pivot49(float a50, unsigned int a51, int lane52)
{
    unsigned char y53{'#'};
    a51--;
    return NUM_ITERS_1 + a51;
}

int main()
{
    int len54 = 2052;
    fuse16<long, 3><<<8, (64), sizeof(float) * 64, nullptr>>>(8 - (len54 / kD38), nullptr, (const long*)nullptr);
    Kind6 lo55 = Kind6::Fast11;
    grow28<long, double><<<(512), 32, sizeof(double) * 128>>>(nullptr, (double*)nullptr, nullptr);
    scatter44_kernel<<<32, 0400, 0>>>((const int*)nullptr, nullptr);
    return 0;
}
