// cudagen 0.1 seed 1774 valid
// features: kernel,kernel_extern_c,maxnreg,launch,launch_shared_mem,launch_stream,device_function,device_forceinline,host_device_function,device_template_function,main,constexpr_var,auto_var,if,for,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,sizeof,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__host__ __device__ double clamp3(float alpha4, size_t *data5, int stride6) {
    (++stride6, (stride6 = 56U * ((stride6 - 39ll) << 6)));
    alpha4 = stride6;
    return 15.75;
}

__host__ __device__ unsigned norm7(int len8, int lane9, float cfg10) {
    lane9 = (23u > lane9) ? 011 : (053 / (len8 | lane9));
    lane9 = (-(cfg10 - cfg10)) - (((+len8) >= len8) ? (lane9 += 4, lane9) : (len8 + sizeof(int)));
    return 34;
}

__host__ __device__ unsigned int warp11(long q12, float *dst13) {
    unsigned long prod14 = (60 + q12) - 12;
    for (int i15 = 8; i15 > 0; --i15) {
        prod14 = ((27 < q12) ? (q12 += *dst13, prod14) : 8) | (prod14 * (q12 >> 6));
    }
    if (((prod14 + prod14) - (dst13[q12 & 7] + sizeof(unsigned int))) != (11 % prod14)) {
        int off16 = (+(20 * q12)) + prod14;
        auto k17 = *dst13;
    }
    return (q12 - (9 * q12)) & (7ul);
}
// Returns the accumulated value.

extern "C" __global__ void __maxnreg__(64) mix18_kernel(const int *coef19) {}
// Layout: row-major, no padding.

__host__ __device__ float relax20(long long *buf21, const float *in22, int lane23) {
    if (in22 != nullptr) {
        for (int i24 = 0, j25 = 14; i24 < j25; (++i24, (--j25))) {
            float tmp26{15.5f};
        }
        if (in22 != nullptr) {
            return (32L >> buf21[0]) + (lane23 % 40l);
        }
        buf21[4] = *in22;
    }
    return 20.375f;
}

template <class T, int N = 5>
__device__ __forceinline__ int scatter27(T *data28) {
    T r29 = (((data28[2] / N) != N) ? ((*data28) += N, N) : (3.875f - (*data28))) + N;
    for (int n30 = 15; n30 > 0; --n30) {
        r29 = (N / ((n30 == data28[2]) ? 8.375 : n30));
        T w31 = 64;
    }
    return N - (((*data28) * 3123) + ((r29 == r29) ? 6 : 073LL));
}

int main() {
    int n32 = 616;
    for (int n33 = 0; n33 < 2; n33++) {
        int off34 = (n32 * (52 * n33)) / ((010162ul * n33) + (1025 * n32));
        (n32++, (n32 = ((025L * n33) + (1738 + n32)) & ((off34) % (off34 * 41))));
    }
    mix18_kernel<<<2, (256), sizeof(int) * 32, 0>>>(&n32);
    return 0;
}
