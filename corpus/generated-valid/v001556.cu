// cudagen 0.1 seed 1556 valid
// features: kernel,kernel_from_macro,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,static_device_function,host_device_function,main,shared_var,shared_2d,constexpr_var,local_array,if,for,do_while,goto,static_assert,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,macro_function,macro_statement
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define HALF_2(x) ((x) / 2)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
__device__ __forceinline__ float clamp4(int lane5, int* out6, float a7)
{
    if ((a7 += lane5, out6[lane5 & 7]) >= (*out6))
        return blockIdx.y;
    unsigned int u8 = threadIdx.x - 3020;
    lane5++;
    u8 = ((26u >= u8) ? out6[lane5 & 7] : u8) | (u8 + 260u + (lane5));
    u8 = 15;
    __shared__ float sh_9;
    return (((a7 > 41UL) ? u8 : u8) + (lane5 - sh_9));
}
__global__ void __maxnreg__(64) tile10(float* data11, float cfg12, int stride13)
{
    int tid14 = threadIdx.x;
    if (tid14 >= stride13)
        return;
    int iter15 = 0;
    do {
        short cnt16 = (tid14 + iter15) & (iter15 + tid14);
        int cnt17 = (55 ^ blockDim.x) ^ (tid14);
        ++iter15;
    } while ((iter15 < 10) && ((tid14 * threadIdx.x) & 1));
    stride13 = iter15 ^ (2 + ((cfg12 == cfg12) ? iter15 : threadIdx.x));
    static_assert(sizeof(int) == 4, "tile must fit");
    __shared__ int sh_18[128];
}
constexpr int DEPTH19 = 64;
__device__ short sweep20(double* out21)
{
    clamp4((DEPTH19 != clamp4(DEPTH19, reinterpret_cast<int*>(out21), DEPTH19)) ? clamp4(threadIdx.z, reinterpret_cast<int*>(out21), out21[threadIdx.y & 7]) : blockDim.x, reinterpret_cast<int*>(out21), clamp4(*out21, reinterpret_cast<int*>(out21), clamp4(gridDim.x, reinterpret_cast<int*>(out21), gridDim.x)));
    unsigned int cnt22[7]{static_cast<unsigned>(sizeof(float)), 57, 070, 506, 58, static_cast<unsigned>(3668), static_cast<unsigned int>(04035l)};
    return HALF_2((clamp4(44, reinterpret_cast<int*>(out21), (out21 != nullptr) ? (*out21) : 3)));
}
inline static __device__ double scatter23(int n24, float b25, const double* input26)
{
    float u27 = sizeof(int) & n24;
    __shared__ unsigned int sh_28[sizeof(int)][5];
    n24 = 51;
    float z29[(5)]{59, -14, 8.0F, -53, 7.F};
    SWAP_3(float, b25, u27);
    z29[4]--;
    sh_28[n24 & 3][4]--;
    return sweep20((double*)nullptr) & sweep20(nullptr);
}
__host__ __device__ long drift30(double b31, const float* in32, const double* in33)
{
    b31 = SQR_1(SQR_1(in32[6]));
    b31--;
    for (int n34 = 0; n34 < 7; n34++) {
        for (int it35 = n34; it35 > 0; --it35) {
            b31--;
            double idx36 = *in33;
        }
    }
    return 39;
}
#define DEFINE_MAP_KERNEL_37(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_37(map_kick38, float)
static __device__ __forceinline__ double relax39(double* acc40)
{
    static_assert(070 > 55, "size check");
    double w41 = clamp4((37 * threadIdx.x) | DEPTH19, reinterpret_cast<int*>(acc40), drift30((acc40[blockDim.x & 7] += 4.5, threadIdx.y), reinterpret_cast<const float*>(acc40), acc40));
    acc40[warpSize] = w41;
    if (acc40 == nullptr) {
        goto skip42;
    }
    if (12 > threadIdx.y)
        return (35 * threadIdx.z) | (DEPTH19 * blockIdx.x);
    (*acc40) = DEPTH19;
    w41 = clamp4(HALF_2(*acc40) * (13 - w41), reinterpret_cast<int*>(acc40), 39);
skip42:;
    return (47);
}
int main()
{
    int size43 = 963;
    drift30((63 * size43) + drift30(50, (const float*)nullptr, nullptr), nullptr, nullptr);
    auto op45 = []() -> double {
        const char* base44 = "tile";
        return SQR_1(base44[1]);
    };
    map_kick38<<<(size43 + 127) / 128, sizeof(int) * 8>>>((float*)nullptr, size43);
    size43 = 47;
    tile10<<<256, 32, 2048 * 2, (cudaStream_t)0>>>(nullptr, size43 + (DEPTH19 * size43), (size43 & DEPTH19) | 10);
    return 0;
}
