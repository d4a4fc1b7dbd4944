// cudagen 0.1 seed 1553 valid
// features: kernel,kernel_static,launch,builtin_vars,device_function,device_forceinline,static_device_function,default_args,main,device_var,constant_var,shared_var,extern_shared,constexpr_var,namespace,nested_namespace,if,do_while,goto,static_assert,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,macro_object,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 32
#define WARPS_2 5
#define BLOCK_SIZE_3 4

#if BLOCK_SIZE_3 == 4
#define CONFIG_4 5
#else
#define CONFIG_4 18
#endif

__global__ void sweep5(const float* in6, int n7, float alpha8, float b9)
{
    unsigned idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx10 >= n7)
        return;
    bool stride11 = 0 * idx10;
    float off12 = (*in6) + ((35U % n7) - (6 * n7));
    ++alpha8;
}

__global__ void mix13_kernel(int len14, float q15, const int* in16, float cfg17)
{
    extern __shared__ float dyn_18[];
    int i19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i19 >= len14)
        return;
    int tmp20 = (+cfg17);
    float x21 = i19 * cfg17 * blockDim.x;
    unsigned int h22(q15);
}

static __global__ void march23(double cfg24, int len25)
{
    extern __shared__ int dyn_26[];
    int idx27 = threadIdx.x;
    if (idx27 >= len25)
        return;
    len25 %= dyn_26[0];
    float x28 = idx27;
}

static __device__ __forceinline__ int trace29(float q30 = 17.875f)
{
    short s31{'a'};
    if ((s31 + CONFIG_4) == threadIdx.y) {
        goto skip32;
    }
    q30++;
    q30 /= ((46LL + q30) * s31) + (TILE_DIM_1 - (q30 * q30));
skip32:;
    return CONFIG_4 + ((s31 * gridDim.y) - (sizeof(unsigned) + s31));
}

namespace kern33::sub34 {
__constant__ unsigned int c_trace35 = 0b101111;
__device__ bool d_shade36 = 1;

__global__ void scale37(float cfg38, const unsigned char* src39, int len40)
{
    extern __shared__ int dyn_41[];
    int gid42 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int pass43 = 0;
    do {
        int t44(4039 / dyn_41[4]);
        ++pass43;
    } while (pass43 < len40);
    double k45{10.625f};
    cfg38 = +threadIdx.x;
    signed char acc46 = dyn_41[6];
}
} // namespace kern33::sub34

__device__ void shade47(int len48)
{
    __shared__ int sh_49[256];
    if ((sh_49[blockIdx.z] * 0b101101) == 28u)
        return;
    sh_49[threadIdx.x] = kern33::sub34::d_shade36 * (52);
    kern33::sub34::d_shade36 = ((sh_49[212] * len48) - ('z' * kern33::sub34::c_trace35)) > sh_49[kern33::sub34::c_trace35];
    int e50 = (kern33::sub34::d_shade36 - static_cast<int>(4825)) + (+len48);
    float tmp51 = threadIdx.z;
}

__global__ void trace52_kernel(int stride53)
{
    extern __shared__ float dyn_54[];
    int tid55 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid55 >= stride53)
        return;
    int iter56 = 0;
    do {
        char res57 = tid55;
        size_t base58 = BLOCK_SIZE_3 + kern33::sub34::c_trace35;
        ++iter56;
    } while ((iter56 < 3) && (stride53 >= (tid55 - blockDim.y)));
}

int main()
{
    int size59 = 784;
    trace52_kernel<<<4, 512>>>((33 / size59) * size59);
    static_assert(sizeof(int) == 4, "tile must fit");
    unsigned int prod60(size59);
    double idx61 = (7.625);
    sweep5<<<(size59 + 037) / 32, 512>>>(nullptr, idx61, 12.875f, (prod60 + 'a') * (63 - idx61));
    mix13_kernel<<<1, (64)>>>((sizeof(unsigned long long) * idx61) / (prod60 - size59), TILE_DIM_1 * size59 * 19.0f, nullptr, 61L);
    march23<<<512, 512>>>(044, prod60);
    return 0;
}
