// cudagen 0.1 seed 430 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,device_array,shared_var,constexpr_var,local_array,auto_var,struct,struct_methods,if,if_else,goto,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 8
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 1
#else
#define TUNE_5 49
#endif

__global__ void update6_kernel(int stride7, int *data8, int count9)
{
    unsigned idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr float tmp11 = 5l;
    float val12[6] = {27ull, 4lu, 45};
}
static __device__ int d_pack13[4] = {35, -21l};

struct Pixel14 {
    float sum15;
    int x16;
    __host__ __device__ void norm17(float lo18)
    {
        constexpr int m19 = 62;
    }
};

__global__ void blend20(const short int *src21, int *buf22, const float *coef23)
{
    unsigned gid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((blockDim.x > WARPS_1) || (gid24 != gid24)) {
        goto done26;
    }
    if ((buf22 != nullptr) || (!((*buf22) >= buf22[2]))) {
        d_pack13[gid24] = gridDim.z;
    } else {
        __shared__ unsigned long long sh_25;
    }
done26:;
}

__global__ void lerp27_kernel(long *out28, int n29, int len30)
{
    Pixel14 r31 = {9.125F, '0'};
    ++(*out28);
    if (out28 != nullptr) {
        return;
    }
    char hi32(r31.x16);
    --r31.sum15;
    auto x33 = hi32 % 8;
}

__global__ void merge34(int stride35)
{
    int gid36 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid36 >= stride35) {
        return;
    }
    stride35 = (TUNE_5 * (threadIdx.x - 7)) / (39 + stride35);
    unsigned long long lo37 = ((gid36 - stride35) + stride35) & warpSize;
}

int main()
{
    int count38 = 2460;
    if ((!(count38 >= 16)) && ((count38 >> count38) & 1)) {
        count38++;
    } else if ((count38 != 8) || (count38 > count38) || (count38 < count38)) {
        const char *z39 = "tile";
        count38 -= 'a';
        count38--;
    }
    count38++;
    update6_kernel<<<(count38 + 63) / 64, WARPS_1 + 120, sizeof(double) * 64>>>(-58, (int*)nullptr, count38);
    blend20<<<1 << 6, 1 << 7>>>(nullptr, &count38, nullptr);
    lerp27_kernel<<<dim3(4), 64, (4096), nullptr>>>(nullptr, int(21l), (count38 & count38) % (count38 - 063));
    return 0;
}
