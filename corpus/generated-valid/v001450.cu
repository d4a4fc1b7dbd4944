// cudagen 0.1 seed 1450 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constant_array,const_local,enum_class,if,for,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define BLOCK_SIZE_2 3
#define CHUNK_3 256
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define HALF_5(x) ((x) / 2)
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
__constant__ double c_scatter7[8] = {21.25f, 9.375F, -0x32LL, 065, 56, 16.125F, -21.75f, 0x29};
enum struct Axis8 : long { Off9, Low10 };

void march11(int stride12, float beta13) {
    for (int it14 = stride12; it14 > 0; --it14) {
        unsigned int r15 = 61ul;
        if (r15 <= (r15 - stride12)) {
            continue;
        }
    }
}

__global__ void blend16_kernel(unsigned long long *buf17, unsigned *buf18) {
    unsigned int lo19 = c_scatter7[blockIdx.x];
    lo19 = lo19;
    unsigned long t20{9UL};
}

__global__ void rank21(int *dst22, int lane23, const double *coef24, int n25) {
    int idx26 = threadIdx.x;
    if (idx26 >= n25) {
        return;
    }
    for (int j27 = 0x0; j27 < n25; j27 += 0x1) {
        ++n25;
        if ((idx26 - blockIdx.y) < (threadIdx.x - 48)) {
            float q28 = MIN2_4(*dst22, 7);
            const int mid29 = 52U + (q28);
        }
    }
    int stride30(((10UL) % idx26) % (warpSize % sizeof(size_t)));
}

int main(void) {
    int size31 = 3436;
    size31 += ~size31;
    if (size31 < size31) {
        return 035 + (size31 * size31);
    }
    blend16_kernel<<<dim3(1, 2 * 2, sizeof(unsigned int)), (BLOCK_SIZE_2 + (NUM_ITERS_1 + (BLOCK_SIZE_2 + 119))), (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 4090))>>>(nullptr, (unsigned*)nullptr);
    rank21<<<(size31 + 63) / 0b1000000, sizeof(int) * 8, sizeof(double) * 0b1000000, 0>>>((int*)nullptr, ((1)), nullptr, MIN2_4(size31, 0x3e) * 28);
    return 0;
}
