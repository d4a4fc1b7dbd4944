// cudagen 0.1 seed 2046 valid
// features: kernel,launch,launch_shared_mem,launch_stream,device_function,device_noinline,main,const_local,if,for,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__device__ __noinline__ float tile3(int* out4, unsigned long long b5) {
    const double acc6 = (20.75 + b5) - 45UL;
    ++b5;
    if (b5 < acc6) {
        return ((*out4) >> out4[0b111]) + out4[0b11];
    }
    return 4L;
}

__global__ void gather7_kernel(int len8) {
    if ((len8 / len8) >= 17) {
        return;
    }
    len8 = (float)len8;
    int q9 = tile3(&len8, tile3((int*)nullptr, len8 + len8));
    len8 = 16u % len8;
}

__global__ void trace10_kernel(float* acc11, const int* coef12, unsigned long a13) {
    for (int j14 = 0x0; j14 < 12; ++j14) {
        acc11[5] = coef12[3] / ((0 * a13) + j14);
        (*acc11) = 7.25f / (+(+(*coef12)));
    }
}

__device__ long sweep15(unsigned* out16, int* acc17, int n18) {
    acc17[n18]++;
    if ((acc17[n18] % 39u) > out16[n18]) {
        return n18;
    }
    if (acc17[0b110] <= 22) {
        return n18 - 44;
    }
    --n18;
    acc17[0b100] = 17lu + ((unsigned int)n18);
    return (U'A');
}

int main() {
    int count19 = 1808;
    count19 = 14 << count19;
    count19++;
    ++count19;
    gather7_kernel<<<(01000), 1 << 6, sizeof(double) * 0x20>>>((42 - count19) << count19);
    trace10_kernel<<<(count19 + 31) / 0x20, 0b10000000, 256 * 16, 0>>>((float*)nullptr, nullptr, count19);
    return 0;
}
