// cudagen 0.1 seed 2253 valid
// features: kernel,restrict_params,launch,launch_shared_mem,device_function,default_args,main,const_local,struct,struct_methods,aligned_struct,namespace,if,for,do_while,compound_assign,bitwise,shift,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_function,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SQR_2(x) ((x) * (x))
// Helper used by the kernels below.

__global__ void bias3(float *dst4, float *buf5, const float *src6) {
    buf5[1]--;
    dst4[1] -= SQR_2(SQR_2(*buf5) + (24 * (*buf5)));
}

__device__ int drift7(int n8, unsigned char alpha9, int len10 = 64lu) {
    len10 >>= (int)((len10) & 11);
    int diff11 = 19;
    return 4 + (len10 * ('0' % len10));
}

namespace ops12 {
struct __align__(16) Cell13 {
    long id14;
    bool y15;
    __host__ __device__ long reset16() const {
        return SQR_2((id14));
    }
    __host__ __device__ long get17() const {
        return (unsigned int)(14 - id14);
    }
};

__device__ float drift18(int count19, const unsigned int *input20) {
    int iter21 = 0;
    do {
        count19 ^= count19;
        const bool lim22 = (MOD8_1(iter21) & 1);
        ++iter21;
    } while (iter21 < count19);
    count19--;
    if ((((short)iter21) & 1)) {
        return ((float)4.875f) * (count19 * 9);
    }
    return MOD8_1((*input20) | count19) % count19;
}
} // namespace ops12

__global__ void trace23_kernel(float *out24, unsigned int alpha25, int stride26, float *__restrict__ out27) {
    stride26++;
    unsigned int sum28 = *out27;
}

int main() {
    int size29 = 3351;
    for (int j30 = 0x0; j30 < 4; ++j30) {
        trace23_kernel<<<0x20, 512, sizeof(double) * 128>>>((float*)nullptr, 0x66b & (j30 * 7), size29, (float*)nullptr);
        ops12::Cell13 q31 = ops12::Cell13{1997U, true};
    }
    size29 = 7;
    bias3<<<(64), 512>>>(nullptr, nullptr, (const float*)nullptr);
    return 0;
}
