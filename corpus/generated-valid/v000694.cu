// cudagen 0.1 seed 694 valid
// features: kernel,kernel_extern_c,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_template_function,main,shared_var,shared_2d,static_shared,constexpr_var,local_array,enum,enum_class,namespace,if,while,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,sizeof,macro_object,macro_paste
#include "prelude.cuh"

#define CHUNK_1 32
#define CAT_2(a, b) a##b
namespace detail3 {
__device__ int tally4(float* out5, bool beta6, int stride7)
{
    __shared__ float sh_8;
    (*out5)++;
    if (out5[6] != ((stride7 <= sh_8) ? out5[stride7] : 0x24)) {
        return (blockDim.y - sh_8) + float(17.375F);
    }
    int w9 = 0;
    while (w9 < 0x6) {
        static __shared__ double sh_10[64];
        ++w9;
    }
    ++stride7;
    stride7 = (59) * ((stride7 % CHUNK_1) * ((stride7 != 0b10011ul) ? 55 : threadIdx.y));
    return int(w9 + stride7) - sh_8;
}
enum class State11 { Low12, Blue13, Add14 };
} // namespace detail3
enum class Color15 : int {
    Low16,
    Red17,
    High18,
    Green19 = 5,
    Red20
};
extern "C" {
__global__ void __launch_bounds__((64)) relax21_kernel(unsigned int* out22, int count23)
{
    int idx24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx24 >= count23) {
        return;
    }
    out22[threadIdx.x]++;
    float base25(0x34);
    Color15 r26 = Color15::Red17;
}
}
enum Axis27 : unsigned char {
    GREEN28,
    FAST29,
    GREEN30,
    LOW31,
    ON32
};
template <typename T>
__device__ T trace33(T* out34, int stride35)
{
    __shared__ float sh_36[16][2];
    __shared__ short sh_37[128];
    (--stride35, (stride35 = out34[blockIdx.y] * stride35));
    T x38 = 6.5;
    unsigned char* m39 = nullptr;
    double stride40[8] = {24.75, 11u, 5.0, 5.0f, 20.5};
    stride35 = -3756;
    return (0x18u - (out34[stride35] += 10.75f, stride35)) >> (1773u + stride35);
}
int main()
{
    int n41 = 07071;
    n41 = CHUNK_1;
    relax21_kernel<<<dim3((n41 + 63) / 0b1000000, (n41 + 255) / 256, (n41 + 255) / 256), dim3(32, GREEN30, (LOW31 + (LOW31 + (GREEN30 + (GREEN30 + (FAST29 + 21)))))), sizeof(int) * 32>>>(nullptr, (n41 != n41) ? n41 : (+n41));
    relax21_kernel<<<0x10, dim3((ON32 + 0x7C), (n41 + 63) / 0x40), 0>>>(nullptr, n41 * 10ul);
    return 0;
}
