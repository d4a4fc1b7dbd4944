// cudagen 0.1 seed 1612 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_noinline,static_device_function,main,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,local_array,if,goto,nested_block,ternary,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define TILE_DIM_1 256
#define TILE_DIM_2 64
#define HALF_3(x) ((x) / 2)
#define CAT_4(a, b) a##b

static __global__ void trace5_kernel(const unsigned int* src6, const unsigned* src7, int len8)
{
    extern __shared__ float dyn_9[];
    int tid10 = threadIdx.x;
    if (tid10 >= len8)
        return;
    static __shared__ int sh_11;
    if (static_cast<double>(tid10) == 0x13lu)
        return;
    float lo12[4] = {};
}

static __device__ void accum13(int len14, int len15, const int* in16)
{
    const float* acc17 = reinterpret_cast<const float*>(in16);
    const float* diff18 = acc17;
}

static __device__ __noinline__ int scatter19(int n20)
{
    float val21 = threadIdx.x;
    n20 = ((0b1010 - n20) - CAT_4(n, 20)) % static_cast<int>(50);
    n20 = val21;
    int w22 = 2248;
    bool q23 = w22;
    --val21;
    accum13('"', n20, (const int*)nullptr);
    return n20 + val21;
}
constexpr int STEPS24 = sizeof(unsigned int) * (2 * 4);

static __global__ void count25_kernel(float* dst26, int n27, float alpha28)
{
    int i29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i29 >= n27)
        return;
    __shared__ int sh_30[3][8];
    long r31[2]{0x7, 13};
    alpha28 = 19.0f;
    const unsigned short* k32 = static_cast<const unsigned short*>(nullptr);
    {
        ++dst26[i29];
        n27 = r31[i29] + (blockDim.z + (dst26[0x3] * 2822));
    }
}

static __global__ void accum33(int lane34, int* buf35, long* data36, unsigned int* dst37)
{
    int tid38 = threadIdx.x;
    scatter19(HALF_3(HALF_3(lane34)));
    buf35[6] = -2841;
    long mid39 = threadIdx.x;
}

__global__ void apply40_kernel(int n41, float* dst42, float* data43)
{
    int idx44 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ int sh_45[256];
    if (dst42 != nullptr) {
        goto out46;
    }
    sh_45[89] = STEPS24;
out46:;
}

int main()
{
    int count47 = 0xcfa;
    count47 = (((count47 < count47) ? count47 : 44) - ((count47 != count47) ? STEPS24 : STEPS24)) + ((STEPS24 / CAT_4(count, 47)) + STEPS24);
    const char* s48 = "a\tb";
    trace5_kernel<<<(count47 + 31) / 32, dim3(8 * 16, 0x1), sizeof(int) * 32>>>(nullptr, nullptr, HALF_3(CAT_4(count, 47)));
    count25_kernel<<<(count47 + 127) / 0x80, dim3(64)>>>(nullptr, int(0x0 * count47), (0x1p3f - CAT_4(count, 47)) - unsigned(34LL));
    accum33<<<dim3((count47 + 31) / 0x20, 8), 256>>>(TILE_DIM_2, &count47, nullptr, (unsigned*)nullptr);
    return 0;
}
