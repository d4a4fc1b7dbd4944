// cudagen 0.1 seed 132 valid
// features: kernel,kernel_from_macro,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,main,device_var,constant_var,shared_var,extern_shared,local_array,const_local,struct,aligned_struct,enum_class,if,if_else,switch,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_static,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
static __device__ double d_smooth4;
static __device__ float d_score5 = -21.875f;

__device__ __host__ float bump6(float b7, const int* in8, int count9) {
    count9--;
    int idx10 = 14;
    count9 ^= -count9;
    bool lo11 = *in8;
    if (((b7 + 3) > 22) || ((lo11 < 64) && (count9 != 99ul))) {
        unsigned int q12 = static_cast<int>((50));
    } else {
        const long long base13 = U'#';
    }
    return ((in8 == nullptr) ? 879 : lo11) + 21.375F;
}

__global__ void accum14_kernel(int lane15, double* __restrict__ buf16) {
    float k17 = blockDim.z;
    bool s18 = d_score5 > (lane15 >> lane15);
    int idx19[2] = {};
}
__constant__ int c_mix20 = 24l;
#define DEFINE_MAP_KERNEL_21(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_21(map_relax22, int)
DEFINE_MAP_KERNEL_21(map_relax23, double)

constexpr int score24(int len25) {
    len25++;
    return 24u;
}
enum struct Phase26 : short { Low27, Slow28 };

struct __align__(16) Body29 {
    unsigned long x30;
    char sum31;
    unsigned int x32;
};

__global__ void tile33(int* dst34, Phase26 cfg35, double p36, Phase26 p37) {
    int i38 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++p36;
    if ((c_mix20 < dst34[2]) || (threadIdx.y & 1))
        return;
    if (cfg35 != Phase26::Low27) {
        goto done39;
    }
    --d_score5;
    p36--;
    d_smooth4 = ((3 + c_mix20) ^ warpSize) + 59ll;
done39:;
}

__global__ void update40_kernel(const int* input41, float a42, int len43, int* data44) {
    extern __shared__ int dyn_45[];
    int tid46 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid46 >= len43)
        return;
    __shared__ unsigned sh_47;
    switch (tid46 * c_mix20) {
    case (2):
        break;
    case (4): {
        Body29 prod48 = {'#', 30, static_cast<unsigned>(data44[5])};
        break;
    }
    case 2 * 4:
        break;
    }
    d_smooth4--;
    const unsigned char m49 = '\a';
    __shared__ unsigned sh_50;
}

int main() {
    int len51 = 133;
    len51 >>= (30ul | (CAT_3(len, 51) - 61)) % 8;
    switch (len51 % CAT_3(len, 51)) {
    case 1 << 1:
        ++len51;
        break;
    }
    len51 |= (!((len51 - 56) >= len51)) ? ((len51 - len51) - (len51 + len51)) : (static_cast<unsigned>('0'));
    accum14_kernel<<<sizeof(float), 1 << 8, 0, nullptr>>>(score24(len51) + len51, nullptr);
    map_relax22<<<16, 1 << 6, 0, (cudaStream_t)0>>>(static_cast<int*>(nullptr), 22);
    map_relax23<<<sizeof(int) * 32, sizeof(unsigned int) * 8, sizeof(double) * 128, (cudaStream_t)0>>>(static_cast<double*>(nullptr), len51);
    return 0;
}
