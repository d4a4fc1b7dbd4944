// cudagen 0.1 seed 2145 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,host_function,default_args,main,constant_var,constexpr_var,if,if_else,for,ternary,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_static,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b

template <typename T>
__global__ void __maxnreg__(128) reduce4_kernel(T* acc5) {
    int gid6 = threadIdx.x;
    if ((MOD8_1(gid6) & 1)) {
        (*acc5) = ((blockIdx.x >> gid6) ^ 0b11100) + ((53 >= (*acc5)) ? ((*acc5) - gid6) : 127UL);
    } else {
        acc5[3] = 10.125f;
        T r7 = MOD8_1((gid6 * 3l) + threadIdx.x);
    }
}
constexpr int LANES8 = (8);

inline __host__ __device__ float trace9(float* dst10, int lane11 = 53) {
    for (int j12 = 0; j12 < lane11; ++j12)
        lane11 = ((((j12 != LANES8) ? dst10[0] : LANES8) + (j12 + 3)) < (CAT_3(lane, 11) - LANES8)) ? (39 * ((*dst10) += j12, CAT_3(lane, 11))) : (((dst10[j12] * lane11) > CAT_3(j, 12)) ? static_cast<size_t>(48) : (LANES8 % j12));
    (*dst10) = (dst10[lane11] += -23.75f, (LANES8 ^ (lane11 & 3903)));
    return (dst10 != nullptr) ? ((*dst10) * dst10[lane11 & 7]) : (LANES8);
}
__constant__ int c_gather13 = 19;

int host_lerp14(int stride15) {
    dim3 s16(2, 4, 1);
    stride15 = CAT_3(stride, 15) + ((30 + stride15) | (stride15 - CAT_3(stride, 15)));
    return LANES8;
}
#define DEFINE_MAP_KERNEL_17(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_17(map_blend18, float)

int main(void) {
    int size19 = 3869;
    dim3 u20 = dim3((size19 + 127) / 128, 512);
    if ((size19 > 0b10100u) || (size19 <= 10))
        return size19;
    size19 = '\\';
    reduce4_kernel<long><<<(size19 + 127) / 0b10000000, (LANES8 + (LANES8 + 16)), sizeof(float) * 64>>>(static_cast<long*>(nullptr));
    map_blend18<<<dim3(sizeof(int) * (LANES8 + 24), (size19 + 31) / 32), LANES8 + 504, sizeof(float) * 64>>>(nullptr, size19 + size19 + CAT_3(size, 19));
    return 0;
}
