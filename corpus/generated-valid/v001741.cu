// cudagen 0.1 seed 1741 valid
// features: kernel,restrict_params,launch,main,host_global,constexpr_var,const_local,for,ternary,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define CHUNK_1 8
#define SQR_2(x) ((x) * (x))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
double g_norm4[] = {8l, -6.75, 9.875, -0x618l, 16, 51};

__global__ void step5_kernel(unsigned int *__restrict__ dst6, int *__restrict__ acc7, float *__restrict__ buf8) {
    dst6[5] = 62;
    for (int i9 = CHUNK_1 + 1; i9 > 0; --i9) {
        const int lim10 = CHUNK_1;
    }
    int stride11((055 | (acc7[1] + dst6[6])) * buf8[4]);
    int m12 = dst6[stride11];
    char h13 = ((m12 | stride11) * (*acc7)) | (CHUNK_1 | (*acc7));
    double cnt14{19.625};
}

__global__ void reduce15(int len16, unsigned int *__restrict__ data17, double cfg18, int *__restrict__ dst19) {
    (*data17) = (cfg18 < (data17[0x5] + 49l)) ? SQR_2(len16) : (((dst19[len16] != 0x37) && (data17[7] == cfg18)) ? (11 % (*data17)) : 44);
    len16--;
    for (int it20 = 0; it20 < 3; ++it20) {
        int res21 = dst19[6] / ((*dst19) / (dst19[len16] / data17[it20]));
        float z22{2.25f};
    }
}

int main() {
    int len23 = 1678;
    --len23;
    long long z24 = len23;
    len23 = CHUNK_1;
    step5_kernel<<<4, 0x20 * 0x8>>>((unsigned int*)nullptr, &len23, (float*)nullptr);
    reduce15<<<(len23 + 63) / 64, (CHUNK_1 + (CHUNK_1 + 240)) * 2>>>(len23, nullptr, len23 * CHUNK_1, &len23);
    return 0;
}
