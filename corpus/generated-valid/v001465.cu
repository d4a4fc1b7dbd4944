// cudagen 0.1 seed 1465 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,static_host_function,default_args,main,local_array,if,if_init,goto,ternary,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_function,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
// Helper used by the kernels below.

static long long run_split2(double beta3 = 1138U) {
    beta3 = beta3;
    double v4 = beta3 + 25lu;
    if (beta3 != static_cast<int>(v4)) {
        goto finish6;
    }
    if (double k5 = v4; v4 != v4) {
        v4 = 4.75 * v4;
        v4 = 44;
    }
finish6:;
    return v4;
}

inline __host__ __device__ float decay7(float* __restrict__ acc8, unsigned int a9, const int* input10) {
    long u11 = input10[a9];
    a9 = 758;
    if (!acc8) {
        unsigned r12 = u11;
        a9++;
    }
    return (a9 & 1) ? 34 : (u11 + a9);
}

__device__ __host__ int scale13(double a14, const int* __restrict__ coef15) {
    a14 = a14;
    if (decay7(static_cast<float*>(nullptr), a14, coef15) >= coef15[0])
        return decay7(nullptr, 4832, static_cast<const int*>(nullptr));
    if (a14 <= (*coef15))
        return 5U & coef15[0x0];
    a14 = decay7((float*)nullptr, (int)static_cast<double>(a14), coef15);
    a14 = 2646;
    decay7(static_cast<float*>(nullptr), decay7(nullptr, a14 + 55ull, coef15), coef15);
    a14 = (MOD8_1(coef15[2]) < ((a14 < 4ul) ? coef15[0x2] : 36l)) ? ((a14 == coef15[4]) ? (37u & coef15[5]) : (coef15[0x4] * a14)) : (int(*coef15) | 076);
    return decay7((float*)nullptr, *coef15, coef15);
}

__global__ void split16(const int* __restrict__ input17) {
    int idx18 = threadIdx.x;
    scale13(decay7(nullptr, gridDim.x, &idx18), &idx18);
    if (idx18 >= input17[idx18]) {
        if (long x19 = input17[idx18]; idx18 >= blockIdx.x) {
            long h20 = -scale13(31, (const int*)nullptr);
            float lo21[5] = {};
        }
    }
}

int main() {
    int len22 = 0x6d6;
    if (len22) {
        bool h23 = len22 >= run_split2();
        unsigned int val24[7]{63, 3424u, static_cast<unsigned int>(24u), static_cast<unsigned int>(h23), 52, 3U, 13l};
    }
    int z25 = ((len22 + ((len22 >= len22) ? len22 : len22)) > scale13(len22, &len22)) ? 25 : len22;
    split16<<<dim3(0x8, 2), dim3(2 * 020)>>>((const int*)nullptr);
    return 0;
}
