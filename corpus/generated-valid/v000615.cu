// cudagen 0.1 seed 615 valid
// features: kernel,kernel_from_macro,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,default_args,main,constexpr_var,const_local,enum_class,if,do_while,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement,comments
#include "prelude.cuh"

#define CHUNK_1 8
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void fuse3_kernel(float alpha4) {
    --alpha4;
    double idx5 = alpha4;
}

__global__ void bias6_kernel(int n7, int lane8) {
    int iter9 = 0;
    do {
        if (n7 == 63) {
            break;
        }
        ++iter9;
    } while ((iter9 < 13) && (lane8 >= 34));
    --lane8;
}
/* Layout: row-major, no padding. */

__host__ __device__ void shade10(long q11, float *__restrict__ dst12, float alpha13 = 10.875f) {
    int f14 = -12;
    int sum15 = 23;
    float *stride16 = (float*)nullptr;
    if (sum15 != alpha13) {
        return;
    }
}
enum class Axis17 {
    Red18,
    Low19 = 6,
    On20 = 12,
    Fast21 = 14,
    Red22 = 17
};
// Returns the accumulated value.

__host__ __device__ void clamp23(char *acc24) {
    acc24[6]--;
    acc24[4] |= CHUNK_1;
    const unsigned u25 = (6 * (*acc24)) + acc24[1];
}
#define DEFINE_MAP_KERNEL_26(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_26(map_scale27, int)

int filter28(int n29, float *__restrict__ data30) {
    (*data30) = data30[n29];
    (*data30) = 11l & n29;
    dim3 stride31((n29 + 63) / 64);
    return sizeof(unsigned char);
}

int main(void) {
    int size32 = 1480;
    unsigned *f33 = nullptr;
    (*f33) ^= filter28(size32, nullptr);
    filter28(f33[size32 & 7], (float*)nullptr);
    if (((*f33) & 1)) {
        return (size32);
    }
    fuse3_kernel<<<4, 1 << 6>>>(filter28(f33[5], (float*)nullptr));
    bias6_kernel<<<(size32 + 127) / 128, CHUNK_1 + (CHUNK_1 + 496)>>>(size32 / f33[size32], filter28(13 + f33[size32], (float*)nullptr));
    map_scale27<<<1 << 8, 256>>>(&size32, 19 - f33[0]);
    return 0;
}
