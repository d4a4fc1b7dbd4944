// cudagen 0.1 seed 1239 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,kernel_extern_c,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,constexpr_var,local_array,auto_var,const_local,enum,using_alias,if,for,goto,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define BLOCK_SIZE_2 (128)
#define WARPS_3 8
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 9
#else
#define TUNE_6 47
#endif
enum Color7 { GREEN8 = 2, ADD9 = 4, IDLE10 };

template <typename T, int N>
__global__ void kick11(T cfg12, const T *coef13, int *__restrict__ out14, T *acc15)
{
    int gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*out14) += (T)(-cfg12);
    acc15[2] = ~(cfg12 += 6.875f, out14[gid16]);
    (*acc15) -= 50 ^ (out14[gid16 & 7]);
}
using real17_t = double;

long check_pack18(unsigned char a19, int lane20, int len21)
{
    kick11<long, 010><<<(lane20 + 077) / 64, (256), 0, (cudaStream_t)0>>>(0 / (a19 * len21), nullptr, &len21, nullptr);
    len21++;
    return -39LL;
}

__host__ __device__ int norm22(Color7 a23, float *buf24)
{
    const bool lo25 = (unsigned char)(a23 * 1 * (buf24[1] * sizeof(short)));
    for (int it26 = 0; it26 < (GREEN8 * 8); it26++) {
        auto e27 = lo25;
        a23 = GREEN8;
        unsigned long res28[2]{static_cast<size_t>(1243), 28};
    }
    return 0b11;
}

extern "C" {
__global__ void count29(int *dst30, int stride31)
{
    unsigned int idx32 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx32 >= stride31) {
        return;
    }
    Color7 flag33 = IDLE10;
    float x34 = NUM_ITERS_1;
}
}

template <typename T, int N = 3>
__global__ void grow35(const T *__restrict__ coef36, double *acc37)
{
    int i38 = threadIdx.x;
    float w39[6] = {};
    float lim40{11};
}

extern "C" __global__ void trace41(int *data42, Color7 a43)
{
    int gid44 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int lo45[2]{static_cast<int>(gridDim.x), 10lu};
    if ((a43 == ADD9) || (a43 != GREEN8)) {
        goto skip46;
    }
    lo45[0] = ((36ll ^ a43) - data42[gid44 & 7]) * WARPS_3;
    --(*data42);
skip46:;
}

__host__ __device__ real17_t combine47(int n48)
{
    for (int i49 = 8; i49 > 0; --i49) {
        if (n48 < i49) {
            break;
        }
        --n48;
    }
    constexpr long base50 = 11;
    return 13.25;
}

inline void check_apply51(float q52)
{
    if ((q52 > q52) && ((q52 + q52) != 36l)) {
        if (((float)q52) >= (q52 + 1)) {
            count29<<<(WARPS_3 + 504), ADD9 + (IDLE10 + 119)>>>(nullptr, q52);
            trace41<<<8, 64>>>(static_cast<int*>(nullptr), GREEN8);
            grow35<<<512, 128>>>(static_cast<const unsigned int*>(nullptr), nullptr);
        }
    }
}

int main(void)
{
    int size53 = 3053;
    kick11<long, 3><<<ADD9 + (TUNE_6 + 3), 0b100000>>>(size53 / (+size53), nullptr, &size53, (long*)nullptr);
    kick11<int, ((GREEN8 + 5))><<<GREEN8 * 2, (WARPS_3 + 56) * 2>>>(42, &size53, &size53, &size53);
    ++size53;
    int stride54{34};
    SWAP_4(int, stride54, size53);
    int x55 = (34 * stride54) ^ size53;
    return 0;
}
