// cudagen 0.1 seed 1937 valid
// features: kernel,launch_bounds,restrict_params,launch,host_device_function,main,shared_var,extern_shared,if,if_else,for,static_assert,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#define CHUNK_2 4
#define CHUNK_3 16
#define SQR_4(x) ((x) * (x))
// Computes one element per thread.

__host__ __device__ void stencil5(int stride6, int count7, size_t b8) {
    b8 = (((count7 | 51) <= stride6) && (stride6 == b8)) ? (((unsigned int)sizeof(unsigned int)) ^ stride6) : ((unsigned int)(count7 - b8));
    for (int it9 = 0; it9 < 4; ++it9) {
        b8 = (it9 - stride6);
        stride6 = sizeof(int);
        ++count7;
    }
    float h10 = 0xBU;
    b8 = 0x2fUL;
}
static_assert(8 > 7, "size check");

__global__ void blend11(int lane12, const double *__restrict__ input13, int lane14) {
    extern __shared__ long dyn_15[];
    for (int it16 = 0x0; it16 < lane14; ++it16) {
        if ((input13[4] <= SQR_4(it16)) && (it16 == lane12)) {
            for (int i17 = 0; i17 < it16; i17++) {
                if (it16 && (i17 != lane12)) {
                    continue;
                }
                if (((*input13) > 15) || (input13 != nullptr)) {
                    return;
                }
            }
        } else {
        }
    }
}

__global__ void __launch_bounds__(0x1 << (CHUNK_2 + 2)) probe18(int *dst19, int n20) {
    n20 = 18;
    dst19[0x3] = n20;
}

int main(void) {
    int len21 = 3855;
    for (int n22 = 0; n22 < 5; ++n22) {
        if ((len21 & 0x11) == len21) {
            return n22 | len21;
        }
    }
    int mid23 = len21;
    blend11<<<(BLOCK_SIZE_1 + (CHUNK_2 + 1)), 32 * 2>>>(sizeof(signed char), (const double*)nullptr, static_cast<long>(SQR_4(mid23)));
    probe18<<<1 << 5, sizeof(unsigned int) * 128>>>(&mid23, mid23);
    return 0;
}
