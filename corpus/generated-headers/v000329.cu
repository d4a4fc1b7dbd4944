// cudagen 0.2 seed 329 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,default_args,main,shared_var,shared_2d,constexpr_var,enum_class,namespace,if,if_init,switch,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_bool,lit_nullptr,cast_c,sizeof,macro_object,pp_if,local_class,conversion_operator
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>

#define TILE_DIM_1 3
#define TILE_DIM_2 256
#define BLOCK_SIZE_3 (4)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#if BLOCK_SIZE_3 % 2 == 0 || BLOCK_SIZE_3 < 4
#define CONFIG_6 7
#else
#define CONFIG_6 32
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Meter8 {
    float v;
    __host__ __device__ operator float() const { return v; }
};
__host__ __device__ float convert9(float x) {
    Meter8 m{x};
    float plain = m;
    return plain + static_cast<float>(m) * 2;
}
enum class Op10 { On11, Mul12 };

__global__ void __launch_bounds__(128) split13_kernel(int *__restrict__ buf14, bool cfg15)
{
    int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr int mid17 = 051;
    (void)mid17;
    cfg15 = gridDim.z;
    buf14[tid16] = -tid16;
}

namespace kern18 {
__global__ void rank19(const signed char *in20, int *out21, const int *__restrict__ src22)
{
    int gid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (++(*out21), (out21[gid23 & 7] = src22[gid23] / 1293));
    float r24((+((*out21) * src22[1])));
    (void)r24;
    out21[threadIdx.x & 7] = out21[7];
    if ((gid23 & 1)) {
        __shared__ int sh_25[10][4];
        (void)sh_25;
        float idx26 = CONFIG_6;
        (void)idx26;
    }
}
} // namespace kern18

namespace util27 {
static __device__ unsigned gather28(int len29, int lane30, int n31 = 064)
{
    n31 = len29;
    lane30 = 6ul;
    struct Local32 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local32 idx33{2};
    int w34 = idx33.add(59 % n31);
    switch (~threadIdx.x) {
    case (9):
        if (w34 < 59) {
            (++lane30, (w34 = BLOCK_SIZE_3));
            lane30 = (n31 >> (lane30 += 052, w34)) ^ (~len29);
        }
        break;
    case 2:
        break;
    case TILE_DIM_1 + 5:
        break;
    default:
        break;
    }
    return (13lu >= (lane30 - (threadIdx.z & lane30))) ? ((n31 * 4) - lane30) : len29;
}

template <class T, int N>
__global__ void kick35(const T *input36)
{
    int idx37 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ int sh_38;
    if (T prod39 = (19.625F + input36[sh_38] + 9.875F) * (*input36); ((input36[0] / idx37) + (3224 + input36[5])) == 49) {
        __shared__ int sh_40[7][9];
        (void)sh_40;
        constexpr long s41 = 'a';
        (void)s41;
    }
    unsigned char lo42 = BLOCK_SIZE_3;
    (void)lo42;
    if (input36 != nullptr) {
        return;
    }
}
} // namespace util27

int main()
{
    int size43 = 914;
    if ((size43 & 0b1)) {
        return (size43 - 7) | 41;
    }
    long y44(size43);
    kern18::rank19<<<dim3(2 * 16, 32, 1 << (CONFIG_6 + 2)), dim3(TILE_DIM_1 + 13), sizeof(double) * 64, (cudaStream_t)0>>>(nullptr, &size43, (const int*)nullptr);
    util27::kick35<long, ((CONFIG_6))><<<dim3((TILE_DIM_1 + (CONFIG_6 + 22))), dim3((size43 + 0177) / 128, (256))>>>(&y44);
    split13_kernel<<<dim3((size43 + 255) / 256, (size43 + 31) / 32), (BLOCK_SIZE_3 + (BLOCK_SIZE_3 + (CONFIG_6 + 0b10001))), sizeof(int) * 256, (cudaStream_t)0>>>(&size43, (true - size43) + size43);
    return 0;
}
