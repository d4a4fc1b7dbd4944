// cudagen 0.1 seed 2215 valid
// features: kernel,launch,builtin_vars,device_function,device_noinline,host_device_function,host_function,constexpr_function,main,device_var,constant_array,shared_var,local_array,static_local,if,for,pragma_unroll,goto,static_assert,ternary,logical,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
__constant__ long c_probe3[4] = {4140, -043};

__device__ __noinline__ void drift4(int stride5, float q6, int lane7) {
    if ((stride5 >= lane7) && (c_probe3[lane7] >= lane7)) {
        goto done10;
    }
    #pragma unroll
    for (int it8 = 0; it8 < 10; ++it8) {
        int x9 = gridDim.x;
        q6 = 15.375f;
    }
done10:;
}

__global__ void mix11(int stride12, int *acc13, int *buf14) {
    int tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid15 >= stride12) {
        return;
    }
    long diff16 = (+blockIdx.x) - (buf14[2] * 4);
    if ((*buf14) > acc13[2]) {
        goto out17;
    }
    if (*buf14) {
        return;
    }
    buf14[diff16] = (int)(-c_probe3[2]);
out17:;
}

__device__ __noinline__ double decay18(const float *in19, int lane20, const long *input21) {
    long prod22 = 14 + (lane20 % (c_probe3[1] * blockDim.x));
    __shared__ int sh_23[128];
    return -11.5;
}

__host__ __device__ int count24(short cfg25, float *acc26, short *data27) {
    for (int i28 = 8; i28 > 0; --i28) {
        static_assert(44 == 44);
    }
    int stride29 = sizeof(unsigned);
    (*data27) = stride29;
    int flag30[2]{5, 14L};
    short v31[5]{10L, static_cast<short int>(*data27), cfg25, 0lu, cfg25};
    return (static_cast<float>(*data27) - ((*acc26) - v31[2])) - (static_cast<int>(v31[0]) ? (59) : (sizeof(unsigned long long) * (*acc26)));
}

__device__ int bias32(long long beta33, float *data34, double alpha35) {
    for (int it36 = 11; it36 > 0; --it36) {
        __shared__ int sh_37[128];
        beta33 = (int)c_probe3[it36];
    }
    beta33 = c_probe3[3] / (22U * alpha35);
    long long m38 = 7;
    return ((m38 - m38) - (22 - threadIdx.x)) + c_probe3[1];
}
__device__ unsigned int d_count39;

constexpr int run_reduce40(int count41, float q42) {
    return q42;
}

int main() {
    int size43 = 3678;
    static int m44 = 017;
    for (int j45 = 0; j45 < 9; ++j45) {
        for (int n46 = 0; n46 < 11; ++n46) {
            size43 = 3843U + j45 + (40 * j45);
            mix11<<<1, 32 * 2>>>((n46), &size43, nullptr);
            short diff47 = m44 * (((size43 > n46) || (m44 < size43)) ? 56L : 8U);
        }
    }
    return 0;
}
