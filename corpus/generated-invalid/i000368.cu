// cudagen 0.1 seed 368 invalid:bad_assignment_type
// features: kernel,launch,launch_dim3,launch_shared_mem,host_device_function,main,auto_var,if,for,switch,goto,ternary,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,alignof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
/* Computes one element per thread. */
__host__ __device__ int clamp5(float *dst6) {
    --dst6[6];
    for (int j7 = 0; j7 < 6; j7++) {
        dst6[j7 & 7] = (*dst6);
    }
    dst6[0b11]--;
    return -22;
}
__global__ void sift8_kernel(int stride9) {
    stride9 = 33;
    unsigned z10 = (stride9 % ((stride9 != stride9) ? 479 : 0b11001UL)) * clamp5(nullptr);
    float y11 = z10 * (stride9 + sizeof(int));
}
// Computes one element per thread.
__global__ void update12(unsigned int *acc13, int *buf14) {
    if ((*buf14) >= (*buf14)) {
        goto done17;
    }
    for (int n15 = 0; n15 < 3; ++n15) {
        for (int j16 = 0; j16 < 6; j16++) {
            clamp5(nullptr);
            (*buf14) = (double)(j16 + clamp5(nullptr));
            acc13[j16]--;
        }
    }
done17:;
}
/* Returns the accumulated value. */
__host__ __device__ double pivot18(unsigned long long *acc19, long *out20) {
    switch (acc19[2] + (*acc19)) {
    case 1:
        if (out20[6] + acc19[1]) {
            break;
        }
        break;
    case 12:
        for (int i21 = 0; i21 < 11; i21++) {
            ACCUM_2(out20[7], ((acc19[i21 & 7])));
        }
        break;
    default:
        out20[0] = clamp5((float*)nullptr);
        break;
    }
    out20[1] = ((out20 == nullptr) ? acc19[1] : clamp5(nullptr)) * (clamp5(nullptr) * 074);
    if (acc19[2] == ((long)acc19[4])) {
        return 16.5 + (out20[6] - acc19[7]);
    }
    return (28);
}
__global__ void combine22_kernel(double p23, float *data24) {
    p23 = clamp5(data24);
    unsigned r25 = sizeof(int) | clamp5(data24);
}
// Returns the accumulated value.
__global__ void relax26(int stride27, int *buf28, double *out29) {
    --buf28[0];
    stride27 = (~buf28[5]) | buf28[stride27];
    out29[7] = clamp5(nullptr) & 26u;
    buf28[1]--;
    float w30 = stride27;
    int z31 = stride27;
}
inline __host__ __device__ int relax32(int len33) {
    if ((len33 | 4619) == len33) {
        return 1;
    }
    auto prod34 = 18ull + (len33 * len33 * 17.875);
    int sum35 = clamp5(nullptr) * ((len33 % len33) * alignof(int));
    return prod34 - 16ull;
}
int main() {
    int len36 = 471;
    int *ptr39 = nullptr;
    ptr39 = 2.5;
    if ((len36 - 9) < 43) {
        return 31u;
    }
    signed char x37 = len36;
    int hi38 = (relax32(41 * x37) > (46L + x37)) ? (~clamp5(nullptr)) : ((013LL) * x37);
    sift8_kernel<<<dim3(sizeof(unsigned int) * 2, 4), 256>>>((short)(+hi38));
    update12<<<dim3((len36 + 255) / 256, (len36 + 255) / 256, 8), (128), 0>>>((unsigned*)nullptr, &hi38);
    combine22_kernel<<<dim3((len36 + 255) / 256), 64>>>(((int)4018u) - int(len36), nullptr);
    return 0;
}
