// cudagen 0.1 seed 366 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,device_template_function,host_function,default_args,main,device_var,constexpr_var,local_array,const_local,enum_class,namespace,nested_namespace,if,nested_block,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
#define TILE_DIM_2 64
#define RADIUS_3 16
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#if (RADIUS_3 * 2) >= 25 && RADIUS_3 != 0
#define CONFIG_7 2
#else
#define CONFIG_7 16
#endif

int check_fold8(float p9 = -12.5f)
{
    const bool f10 = +MIN2_4(p9 + p9, 0x5);
    int acc11 = f10;
    int cnt12 = (acc11 + 032) % f10;
    float s13 = MIN2_4((f10 + BLOCK_SIZE_1) - (cnt12), acc11);
    const char* stride14 = R"xy(a "quoted" )word)xy";
    unsigned int prod15 = (acc11 * 15) + ((signed char)static_cast<int>(sizeof(float)));
    return f10;
}
enum class Op16 {
    Add17 = 3,
    Idle18,
    Mul19 = 7,
    Low20 = 9,
    Red21
};

namespace detail22 {
__device__ int d_scale23 = 5 * 7;
} // namespace detail22

__global__ void grow24(unsigned* out25, int* dst26)
{
    unsigned gid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    out25[detail22::d_scale23]++;
    if (!(gid27 == int(*dst26))) {
        if ((((*out25) < 0x36) && (dst26[gid27] != '"')) || (static_cast<int>(*out25) > threadIdx.x)) {
            short r28[7] = {short(0b11001), short(47 - blockIdx.x), short(*dst26), 1215, 0b1110, 0l};
            (*dst26) %= ' ';
        }
    }
}

template <typename T>
__global__ void fuse29_kernel(T b30, const T* input31)
{
    unsigned int tid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
    --b30;
    if ((blockIdx.y == detail22::d_scale23) && (detail22::d_scale23 < input31[threadIdx.x])) {
        return;
    }
}

template <class T, typename U>
__host__ __device__ T march33(const T* src34, const T* input35, const T* coef36)
{
    {
        Op16 base37 = Op16::Idle18;
        T mid38((src34[5]));
    }
    return input35[1];
}

namespace util39::inner40 {
static __global__ void kick41_kernel(int stride42, int* acc43, int lane44, double* data45)
{
    int tid46 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid46 >= stride42) {
        return;
    }
    if ((acc43[threadIdx.x] & 1)) {
        return;
    }
    constexpr int r47 = 0b100111UL;
    if (tid46 <= lane44) {
        return;
    }
    int* val48 = reinterpret_cast<int*>(data45);
}
} // namespace util39::inner40

int main()
{
    int n49 = 03044;
    grow24<<<32, dim3(TILE_DIM_2 + (TILE_DIM_2 + (BLOCK_SIZE_1 + (CONFIG_7 + 0x79)))), 4096>>>(static_cast<unsigned int*>(nullptr), &n49);
    if ((n49) <= 26U) {
        return 38;
    }
    util39::inner40::kick41_kernel<<<(n49 + 255) / 256, dim3((n49 + 255) / 0x100, (n49 + 0x1f) / 32, 1)>>>(n49 * BLOCK_SIZE_1 * (n49 - 45), &n49, (n49 ^ n49) & 13, nullptr);
    Op16 m50 = Op16::Low20;
    float w51[4] = {};
    fuse29_kernel<int><<<dim3((n49 + 127) / 128), 128, 0>>>(static_cast<short>(static_cast<int>(w51[n49])), &n49);
    return 0;
}
