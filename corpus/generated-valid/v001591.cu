// cudagen 0.1 seed 1591 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,main,constexpr_var,local_array,namespace,if,if_else,if_init,for,pragma_unroll,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_function,pp_ifdef
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))

#ifndef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 32
#endif

__global__ void __launch_bounds__(32 * (TUNE_4 + 3)) drift5(int len6, int count7, int count8)
{
    int k9 = TUNE_4;
    unsigned y10[4] = {};
}

__device__ int trace11(unsigned int *data12)
{
    float cnt13 = (((data12[2] <= (*data12)) ? (*data12) : 5.125f) - TUNE_4) - data12[7];
    if (data12[5] > (cnt13 / 35)) {
        data12[0] = data12[7];
        float w14[5]{9.5f, 50ll, cnt13, static_cast<float>(58), cnt13};
    }
    (++(*data12), (data12[4] ^= data12[0x5] * 0x7ul));
    data12[0b10] &= data12[6];
    return MIN2_1(((!data12) || (data12[1] >= data12[6])) ? (7 - data12[4]) : (-cnt13), (47 + cnt13) * (*data12));
}

namespace img15 {
template <class T, int N>
__global__ void score16_kernel(const T *src17, T *dst18, T p19)
{
    if (int e20 = (55); (src17[e20] == trace11(nullptr)) || (p19 <= e20)) {
        e20 /= dst18[7];
        trace11(nullptr);
        trace11((unsigned int*)nullptr);
    } else {
        #pragma unroll 8
        for (int it21 = 0; it21 < e20; ++it21) {
            (*dst18) = trace11((unsigned*)nullptr);
        }
        (*dst18) = trace11(nullptr);
    }
}
} // namespace img15

int main()
{
    int count22 = 244;
    drift5<<<(0x1), 256, 0>>>(-35, count22, 9lu - count22);
    for (int j23 = 0, j24 = 15; j23 < j24; (++j23, (--j24))) {
        img15::score16_kernel<double, 5><<<dim3((32), (j24 + 255) / 256), dim3(16 * 0x8, (j23 + 255) / 0x100, (2)), (4096), nullptr>>>((const double*)nullptr, nullptr, j24);
        drift5<<<(j24 + 63) / 0b1000000, dim3(TUNE_4 + 115), (TUNE_4 + 51) * (TUNE_4 + 0x3)>>>((count22 - TUNE_4) * TUNE_4, j23 + (j24 * j24), 64 / (j23 + j23));
        float prod25 = static_cast<int>(TUNE_4) * j23;
    }
    return 0;
}
