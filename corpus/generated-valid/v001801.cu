// cudagen 0.1 seed 1801 valid
// features: kernel,kernel_extern_c,restrict_params,launch,launch_shared_mem,device_function,main,device_var,shared_var,host_global,constexpr_var,auto_var,namespace,if,for,pragma_unroll,goto,ternary,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,macro_function,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 2
#else
#define TUNE_4 53
#endif

__device__ int filter5(float p6) {
    p6 = (p6 - p6) - (((p6 == sizeof(int)) || (p6 > 31L)) ? (4706l) : 2016u);
    ++p6;
    if ((p6 <= p6) || (20 > p6))
        return 43l;
    return 1 / p6;
}
const double g_combine7 = 21.0;
/* Returns the accumulated value. */

extern "C" __global__ void update8_kernel(float b9) {
    auto base10 = (filter5(CAT_2(b, 9)) / 24UL) * (6.75F * b9);
    int z11 = TUNE_4;
    auto f12 = b9;
    #pragma unroll 8
    for (int j13 = 0; j13 < z11; ++j13) {
        constexpr size_t z14 = 0;
        double w15 = filter5(10.875f);
        if (ADD3_1(base10, f12, f12) <= f12)
            return;
    }
}

namespace ops16 {
__device__ float d_filter17 = 19lu;

__global__ void bump18(int* acc19, int lane20, unsigned int* __restrict__ out21, float* dst22) {
    __shared__ unsigned sh_23[8];
    dst22[lane20] = '0' + ADD3_1(+(*dst22), 14, 24);
    if (out21[5]) {
        goto finish24;
    }
    (*acc19) = lane20;
    dst22[lane20] = filter5(*out21);
    sh_23[lane20] = TUNE_4;
finish24:;
}
} // namespace ops16

int main() {
    int n25 = 3930;
    n25 = n25;
    n25 = TUNE_4;
    n25--;
    update8_kernel<<<4, TUNE_4 + 11, sizeof(int) * 256>>>((2 + n25) - 2);
    ops16::bump18<<<(16), 128>>>(&n25, n25, static_cast<unsigned int*>(nullptr), nullptr);
    return 0;
}
