// cudagen 0.1 seed 1768 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,static_device_function,host_function,main,constant_var,shared_var,extern_shared,local_array,if,if_init,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,alignof,lambda,macro_function,macro_paste
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define CAT_2(a, b) a##b
__constant__ float c_weigh3 = 24.875f;

__global__ void warp4(const unsigned long *src5, int stride6) {
    if ((src5[stride6] >> 4) != (*src5))
        return;
    float r7 = CAT_2(stride, 6) >> CAT_2(stride, 6);
    stride6 |= ((unsigned int)stride6) - 35;
}

__global__ void score8_kernel(const float *__restrict__ input9, float a10, unsigned beta11) {
    beta11 |= CAT_2(beta, 11);
    if (bool m12 = static_cast<int>((+(*input9)) + (62lu)); m12) {
        unsigned off13 = 0x556l;
    }
    a10 = 17.75f;
}

static __device__ int bias14(int n15) {
    n15--;
    float lim16 = '#';
    if (n15 >= c_weigh3)
        return (c_weigh3 + lim16) - (0x33 << n15);
    return (+n15) + MIN2_1(n15 - 41, (lim16 += 15.125F, 60));
}

__device__ unsigned mix17(float a18, float *__restrict__ dst19) {
    __shared__ short sh_20;
    double off21 = c_weigh3;
    return (sh_20 * sh_20 * (sh_20 + sh_20)) >> ((unsigned int)(' ' * (*dst19)));
}

inline void check_rank22(int n23, int n24, double cfg25) {
    auto op27 = [](int flag26) -> int {
        flag26 /= flag26;
        return (0x30U - flag26) - 30ll;
    };
    n23 = op27(static_cast<int>(n23 % 9));
    if ('A' < n24)
        return;
}
__constant__ float c_decay28 = 23.375F;

template <typename T>
__global__ void __launch_bounds__(0x100, 3) accum29_kernel(T b30, T a31, int n32) {
    --n32;
    if ((((c_weigh3 + a31) < 28) ? (48U << n32) : ((c_weigh3 < sizeof(T)) ? c_weigh3 : 0x23l)) > 42) {
        float val33[8] = {};
        double hi34 = (a31 += c_decay28, (-3.5f));
        __shared__ int sh_35;
    }
}

template <typename T, class U>
__global__ void __launch_bounds__(128 * 8) trace36_kernel(T *__restrict__ buf37, T alpha38, int *data39) {
    extern __shared__ float dyn_40[];
    float t41[7]{c_decay28, 28, static_cast<float>(alpha38), 1.0F, c_decay28, c_decay28, 15.f};
    alpha38 *= 42U;
    dyn_40[3] /= t41[4];
}

int main() {
    int size42 = 973;
    dim3 q43((size42 + 0xff) / 0x100, (1));
    if (size42 >= ((float)CAT_2(size, 42))) {
        if (size42 == ((size42 != alignof(int)) ? sizeof(double) : 0xB)) {
            --size42;
            warp4<<<0x10, 1 << 8>>>((const unsigned long*)nullptr, 63 * CAT_2(size, 42));
        }
        if (size42 < 45)
            return sizeof(long);
    }
    score8_kernel<<<q43, 0x80 * 2, 0>>>(nullptr, 39 - size42, 61);
    accum29_kernel<double><<<1 << 4, dim3((size42 + 0xff) / 256)>>>((size42 ? 0x28 : 0b110101) >> CAT_2(size, 42), size42 - size42, (size42 * 0x8) + CAT_2(size, 42));
    trace36_kernel<double, long><<<dim3((size42 + 127) / 128, 0x1 << 0x8), dim3((size42 + 0b11111111) / 256, (size42 + 0177) / 128), 0>>>(nullptr, size42 + CAT_2(size, 42), &size42);
    return 0;
}
