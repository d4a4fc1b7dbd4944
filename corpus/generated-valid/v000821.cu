// cudagen 0.1 seed 821 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,default_args,main,constexpr_var,const_local,if,if_else,for,switch,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,sizeof,comments
#include "prelude.cuh"

__device__ __host__ void clamp1(double cfg2, int count3 = 19) {
    if (count3 < cfg2) {
        long prod4 = '#';
        ++count3;
    }
    for (int j5 = 0; j5 < 5; ++j5) {
        count3 = ((count3) * 0b101) >> (1 - (count3 * 19));
        --count3;
        int acc6 = (cfg2 * L'0') + (short(j5) * float(0));
    }
}

__global__ void apply7(float a8) {
    int i9 = threadIdx.x;
    a8 = (16.0f);
    a8 = i9 & i9;
    switch (i9 >> 4) {
    case 2 * 4:
        if ((threadIdx.x & 1)) {
            a8 = i9 - 0x2al;
            int s10 = 2641 >> i9;
        }
        break;
    }
    unsigned char k11 = sizeof(int);
}

template <typename T, class U>
__global__ void march12_kernel(U *dst13) {
    unsigned gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dst13[0] = 23.5F * gid14;
    --(*dst13);
}
/* NOTE: keep in sync with the host reference. */

__device__ __host__ void lerp15(signed char b16, float *acc17) {
    const float x18 = b16;
    for (int j19 = 0; j19 < 5; ++j19) {
        unsigned char mid20 = 0x2fu;
    }
    if ((0x14ll & b16) == x18) {
        unsigned short stride21 = sizeof(float);
    } else if (((int)0xfu) < b16) {
        b16++;
        int f22 = (int)((*acc17) - x18);
    }
}

int main() {
    int n23 = 501;
    --n23;
    constexpr double lim24 = 4009;
    apply7<<<0x40, 0b1000000>>>((14 + n23) % n23);
    march12_kernel<long, float><<<dim3((512), (n23 + 127) / 128, (n23 + 0b11111111) / 256), dim3(0x1), sizeof(int) * 0x100, (cudaStream_t)0>>>(nullptr);
    return 0x0;
}
