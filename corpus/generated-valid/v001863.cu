// cudagen 0.1 seed 1863 valid
// features: kernel,kernel_static,launch,launch_dim3,device_function,default_args,main,local_array,if,do_while,switch,compound_assign,bitwise,shift,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static
#include "prelude.cuh"

__global__ void grow1(const int *coef2) {
    if ((*coef2) >> coef2[0x4]) {
        return;
    }
    int w3 = 0;
    do {
        size_t f4 = 074;
        ++w3;
    } while (w3 < w3);
    char base5{0x19u};
}

static __global__ void fuse6(float b7, int *acc8, float *acc9, const unsigned short *in10) {
    b7 *= static_cast<int>(acc9[0x5]);
    long long z11 = 3012UL;
    unsigned int y12(acc8[0b100]);
}

__global__ void merge13_kernel(int stride14, unsigned *dst15, const int *input16, float *out17) {
    dst15[7] = (*out17) - 27l;
    ++stride14;
    stride14 = 1724U;
    float z18 = *dst15;
}

__device__ int lerp19(int count20, unsigned long cfg21 = 55L) {
    float w22[7] = {27, 1.0f, -0.25f, 0x2ULL, -11.5f};
    count20 %= ((long)count20) << (count20 + 59l);
    count20++;
    count20 ^= 2 + cfg21;
    double y23 = 6;
    int mid24(count20);
    double flag25 = 19.625F;
    return (float)cfg21;
}

int main() {
    int n26 = 0x1D4;
    int w27 = 0;
    do {
        switch (w27) {
        case 8: {
            int z28 = w27;
            dim3 tmp29(2 * 0b100, (n26 + 127) / 0200, 1);
            break;
        }
        case 0:
            n26 |= -50;
            break;
        default:
            break;
        }
        ++w27;
    } while (w27 < 0x4);
    grow1<<<32, 1 << 6>>>(&w27);
    fuse6<<<(w27 + 31) / 32, 8 * 8>>>(w27, &n26, static_cast<float*>(nullptr), nullptr);
    merge13_kernel<<<(n26 + 0x3F) / 64, (64)>>>(n26, nullptr, &w27, (float*)nullptr);
    return 0b0;
}
