// cudagen 0.1 seed 1921 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_function,default_args,main,shared_var,extern_shared,auto_var,if,if_init,goto,nested_block,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,macro_function,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)

template <class T, typename U>
__global__ void gather2_kernel(const T *in3, const unsigned int *in4, const U *src5, const float *src6) {
    int gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (in4[gid7 & 0x7]) {
        float prod8 = gid7;
    }
}

__device__ __forceinline__ int apply9(int n10 = -26) {
    int w11 = n10;
    if (n10 == w11) {
        goto out12;
    }
    if (w11 >= w11) {
        return 42l;
    }
    w11 = MOD8_1(((n10 - blockDim.y) << (n10 ^ 37)));
    n10 = 29L + blockIdx.z;
out12:;
    return n10;
}

static __global__ void rank13(int len14, int count15, unsigned int alpha16, double a17) {
    unsigned int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid18 >= count15) {
        return;
    }
    if (a17 >= len14) {
        if ((tid18 != threadIdx.z) || (alpha16 <= blockDim.z)) {
            return;
        }
    }
    auto h19 = 55u;
    --count15;
    count15 = 0b111011;
}

__global__ void __launch_bounds__(128 * 8) filter20(int *dst21, size_t beta22, int count23) {
    extern __shared__ unsigned int dyn_24[];
    dyn_24[count23] = threadIdx.x;
    if (dst21[3] == apply9()) {
        return;
    }
    bool m25((beta22 * 18) != count23);
}
// Returns the accumulated value.

__global__ void lerp26_kernel(int count27, const float *input28) {
    extern __shared__ long dyn_29[];
    int idx30 = threadIdx.x;
    if ((warpSize < input28[4]) && (dyn_29[idx30] & 0b1)) {
        goto done33;
    }
    dyn_29[3] = dyn_29[count27];
    {
        if (float val31 = (apply9(+blockIdx.y)); blockIdx.x >= (2l >> dyn_29[count27])) {
            unsigned char m32 = MOD8_1(idx30);
            count27 = (threadIdx.y > apply9()) ? (val31 - gridDim.z) : 15;
            count27++;
        }
    }
done33:;
}

double scatter34(int len35 = 45) {
    unsigned char acc36 = ((len35 <= 41ll) ? (len35 | 21l) : MOD8_1(len35)) | len35;
    if (!(acc36 != acc36)) {
        goto done37;
    }
    lerp26_kernel<<<dim3((len35 + 127) / 128, (len35 + 0x7F) / 128), 32 * 0x2>>>(len35, nullptr);
done37:;
    return '\?' * acc36;
}

int main() {
    int size38 = 444;
    dim3 prod39 = dim3(1 << 6, 16);
    size38 = 37LL + size38;
    size38 = size38;
    gather2_kernel<long, int><<<1 << 1, 128, 1 << 12, nullptr>>>(nullptr, nullptr, &size38, nullptr);
    rank13<<<(size38 + 255) / 256, 0x1 << 0x9>>>(50 + MOD8_1(size38), 176, 31u - scatter34(), -2.375);
    filter20<<<(size38 + 31) / 32, (0x40)>>>(&size38, 10 * size38 * (size38 - size38), size38);
    return 0;
}
