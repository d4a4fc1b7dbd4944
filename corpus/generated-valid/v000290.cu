// cudagen 0.1 seed 290 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,main,constexpr_var,struct,aligned_struct,if,if_init,for,goto,compound_assign,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_float,lit_nullptr,cast_c,cast_functional,macro_object,macro_statement
#include "prelude.cuh"

#define RADIUS_1 64
#define RADIUS_2 3
#define CHUNK_3 5
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

struct alignas(16) Sample5 {
    unsigned weight6;
    float w7;
    bool weight8;
    bool sum9;
};

__global__ void stencil10_kernel(const int *__restrict__ input11, size_t b12) {
    int tid13 = threadIdx.x;
    b12 = tid13;
    float flag14 = (blockIdx.z);
    flag14 = +b12;
    b12++;
    if ((flag14 < CHUNK_3) && (tid13 < b12)) {
        goto skip15;
    }
    flag14 /= unsigned(flag14 - input11[0x7]);
    flag14 /= flag14;
    flag14 /= 16.0F;
skip15:;
}

int main() {
    int len16 = 1897;
    len16 = RADIUS_1;
    len16++;
    if (long acc17 = len16; ((int)CHUNK_3) < len16) {
        for (int i18 = 0; i18 < len16; i18 += 2) {
            long res19 = i18 >> 7;
        }
        --acc17;
    }
    stencil10_kernel<<<RADIUS_2 + 0x1d, dim3((RADIUS_2 + 1), (len16 + 255) / 256, 0x2), 4096>>>(nullptr, len16);
    return 0;
}
