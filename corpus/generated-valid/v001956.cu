// cudagen 0.1 seed 1956 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,device_noinline,host_device_function,device_template_function,main,constexpr_var,local_array,if,do_while,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__global__ void trace3(size_t* buf4, const float* src5) {
    int gid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned char f7 = blockDim.y + (((*buf4) | buf4[6]) << 0x5);
    f7 = sizeof(int);
    --buf4[gid6 & 7];
}
// Helper used by the kernels below.

template <class T, int N = 7>
__host__ __device__ T blend8(T beta9, int* dst10, T* out11) {
    ++out11[7];
    T acc12 = 61;
    --(*out11);
    if ((*out11) > 62) {
        return (44L << (*dst10)) >> 7;
    }
    return 10.0;
}

template <typename T, int N = 8>
__device__ __noinline__ double pivot13(T q14, T cfg15) {
    blend8(q14, nullptr, (T*)nullptr);
    int w16 = 0;
    do {
        unsigned long z17[2] = {};
        ++w16;
    } while ((w16 < w16) && (cfg15 <= N));
    long long h18[3] = {0x33, 024};
    ++h18[0x2];
    cfg15 = 38U - w16;
    return (threadIdx.z & N) * (w16 / (q14 * N));
}

int main(void) {
    int len19 = 3636;
    trace3<<<1 << 3, 0x100, 256>>>((unsigned long*)nullptr, (const float*)nullptr);
    len19--;
    len19 = blend8<long, 7>(blend8(4L, nullptr, (long*)nullptr), (int*)nullptr, nullptr);
    return 0x0;
}
