// cudagen 0.2 seed 846 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,device_template_function,main,shared_var,extern_shared,local_array,enum,if,compound_assign,bitwise,shift,pointer_arith,array_index,call,lit_int_octal,lit_float,lit_char,lit_nullptr,cast_static,sizeof,macro_function,comments,if_constexpr,type_traits,hdr_cmath,hdr_type_traits
#include <cuda_runtime.h>
#include <type_traits>
#include <utility>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define ADD3_2(a, b, c) ((a) + (b) + (c))

__global__ void __launch_bounds__((02000), 4) stencil3(const float* __restrict__ coef4)
{
    int v5 = coef4[4];
    cosf((4 + (*coef4)) / (59 / v5));
    v5 -= 2;
    floorf(v5 << 5);
    double off6 = static_cast<long>(cosf(cosf(sizeof(long long))));
    (void)off6;
    float hi7 = static_cast<unsigned long>(v5) * fabsf(19.5F);
    (void)hi7;
    int u8 = ceilf(-MAX2_1(v5, v5));
    (void)u8;
}
/* Returns the accumulated value. */

__global__ void blend9_kernel(int stride10, double* dst11)
{
    extern __shared__ unsigned dyn_12[];
    (*dst11) *= +((stride10 - dyn_12[7]) | stride10);
    if (dst11 == nullptr) {
        if constexpr (sizeof(void *) == 4) {
            unsigned int tmp13[2] = {};
            stride10 = ADD3_2(MAX2_1(cosf(tmp13[stride10 & 1]), dyn_12[2] / tmp13[stride10]), ADD3_2(stride10, floorf('z'), 24 - tmp13[stride10]), dst11[stride10]);
        }
    }
}
enum Phase14 {
    FAST15,
    BLUE16,
    ON17,
    ON18 = 4,
    MUL19
};
template <typename T>
__host__ __device__ int classify20(T v) {
    if constexpr (!std::is_integral_v<T>) {
        return static_cast<int>(v * 3);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}

int main()
{
    int count21 = 2496;
    Phase14 tmp22 = FAST15;
    count21 %= count21;
    stencil3<<<1 << 1, (MUL19 + 59) * ON18>>>(nullptr);
    blend9_kernel<<<(ON17 + (MUL19 + 25)), (MUL19 + 123) * 2, (ON18 + 252) * 16, nullptr>>>(fmaxf(classify20(static_cast<double>(12.5)), sizeof(unsigned int) + tmp22), nullptr);
    return 0;
}
