// cudagen 0.1 seed 967 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_noinline,host_device_function,main,managed_var,shared_var,extern_shared,constexpr_var,local_array,const_local,struct,class_private,aligned_struct,if,static_assert,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_function,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 12
#else
#define TUNE_6 36
#endif
__managed__ int m_bias7 = 2574;
inline constexpr int WIDTH8 = 64;
static_assert((TUNE_6 + 1) > 12, "expected value");
// NOTE: keep in sync with the host reference.

__device__ __noinline__ void merge9(double q10, int count11)
{
    ACCUM_3(count11, (8 + (count11 += -55, WIDTH8)));
    q10 = LOW_BITS_2((short)count11);
    count11 = LOW_BITS_2(count11);
    float k12 = 64u;
}
// NOTE: keep in sync with the host reference.

extern "C" __global__ void __launch_bounds__(256) weigh13_kernel(double p14, short *__restrict__ dst15)
{
    extern __shared__ float dyn_16[];
    unsigned int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int acc18 = threadIdx.x;
    if (!dst15)
        return;
    (++dyn_16[acc18], (acc18 = MIN2_1(dyn_16[6], 22u)));
    const int r19 = dyn_16[7];
}
// NOTE: keep in sync with the host reference.

struct __align__(16) Bounds20 {
    float hi21;
    unsigned char val22;
    float hi23;
};

template <typename T, int N = 2>
__global__ void reduce24(T *out25, const short *src26, const int *coef27)
{
    int idx28 = threadIdx.x;
    T cnt29 = coef27[3];
    long y30 = N - threadIdx.x;
    static_assert(sizeof(int) == 4, "tile must fit");
    cnt29 = static_cast<float>(23.125f) - ((coef27[2] * N) / warpSize);
    bool val31 = cnt29 >= (m_bias7 * CAT_4(idx, 28));
    if (out25[blockDim.x] >= out25[m_bias7])
        return;
    y30 = 27;
}

__host__ __device__ void march32(int lane33, int stride34, int len35)
{
    float hi36[8]{3.5F, 26, static_cast<float>(len35), 15.875f, 36L, -14, 47, 15.375f};
    long long acc37[5] = {4726, static_cast<long long>(-hi36[stride34]), static_cast<long long>(MIN2_1(lane33, 49))};
    acc37[lane33] = 15;
    ACCUM_3(stride34, (stride34 - (LOW_BITS_2(lane33) + acc37[stride34])));
}
// Returns the accumulated value.

class Particle38 {
    int w39;
    int z40;
public:
    __host__ __device__ Particle38(int init41, int init42) : w39(init41), z40(init42) {}
    __host__ __device__ int scale43() const
    {
        if (!(WIDTH8 < CAT_4(z, 40)))
            return 61;
        return w39;
    }
};

int main(void)
{
    int n44 = 3556;
    weigh13_kernel<<<dim3(1, (m_bias7 + 63) / 64), (TUNE_6 + (WIDTH8 + (TUNE_6 + (WIDTH8 + (TUNE_6 + 92)))))>>>((float)MIN2_1(m_bias7, CAT_4(n, 44)), nullptr);
    int lim45 = WIDTH8;
    ACCUM_3(m_bias7, (55LL));
    reduce24<unsigned, 1><<<16, (TUNE_6 + (TUNE_6 + 8))>>>((unsigned int*)nullptr, nullptr, &n44);
    return 0;
}
