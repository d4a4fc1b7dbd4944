// cudagen 0.1 seed 765 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,grid_stride_loop,device_function,main,device_var,constexpr_var,auto_var,if,if_init,for,pragma_unroll,while,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,comments
#include "prelude.cuh"

__device__ int blend1(double a2, int count3, float q4) {
    for (int it5 = 0; it5 < 13; it5 += 0x4) {
        unsigned int s6 = '#';
        if ((count3 >= 53) && (count3 == 0x39)) {
            constexpr int stride7 = 0x33;
        }
        a2 = 44U;
    }
    q4 -= q4;
    q4 *= 11.F;
    return (double)(-11.25);
}
// Computes one element per thread.

__global__ void step8(int* out9, double a10, const double* input11, unsigned* __restrict__ acc12) {
    int iter13 = 0;
    while (iter13 < 12) {
        constexpr unsigned flag14 = (63);
        #pragma unroll
        for (int j15 = (blockIdx.x * blockDim.x) + threadIdx.x; j15 < iter13; j15 += blockDim.x * gridDim.x) {
            if (auto k16 = ((*out9) += -0x3E, ((26 | j15) & (34 << j15))); threadIdx.z > ((*input11) + 62u)) {
                constexpr size_t off17 = 54;
                constexpr int off18 = -54;
            }
        }
        ++iter13;
    }
}
__device__ long d_sift19 = 7 * 9;

int main() {
    int len20 = 3790;
    step8<<<040, 0x8 * 8, 1 << 8>>>((int*)nullptr, ((int)3) * (len20), nullptr, nullptr);
    const char* t21 = "\"q\"";
    len20 <<= 7;
    return 0;
}
