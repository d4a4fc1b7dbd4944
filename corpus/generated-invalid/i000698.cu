// cudagen 0.1 seed 698 invalid:bool_increment
// features: kernel,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,auto_var,const_local,namespace,if,if_else,for,while,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,cast_const,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
#define DEFINE_MAP_KERNEL_4(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_4(map_score5, unsigned int)
DEFINE_MAP_KERNEL_4(map_merge6, double)

__global__ void update7_kernel(int lane8, int n9, int stride10, float b11) {
    unsigned int i12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (12l == lane8) {
        return;
    }
    auto k13 = (threadIdx.y * i12) - (blockDim.y * lane8);
    if (!n9) {
        return;
    }
    stride10 = stride10;
    n9 *= k13 | n9;
    stride10 = lane8 * (0u + n9);
    int stride14((threadIdx.y));
}

namespace gpu15 {
__global__ void bump16_kernel(const unsigned *__restrict__ coef17, const float *__restrict__ src18, const int *in19, int count20) {
    int tid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid21 >= count20) {
        return;
    }
    if (in19 == nullptr) {
        count20 += blockDim.x;
        if (((tid21 ^ (*coef17)) | (20 >> tid21)) >= 45) {
            int diff22 = tid21 + (count20 - count20);
        } else {
            unsigned int *k23 = nullptr;
        }
    } else {
    }
}

unsigned decay24(int stride25, int len26) {
    gpu15::bump16_kernel<<<dim3((stride25 + 63) / 64, (16)), 0x20, 4096>>>(nullptr, nullptr, nullptr, stride25 >> (len26 % stride25));
    dim3 y27(0b100, (len26 + 255) / 256, 512);
    int iter28 = 0x0;
    while (iter28 < 16) {
        if (iter28 != len26) {
            return (8 | len26) * stride25;
        }
        map_merge6<<<dim3((64), 4 * 8), (512)>>>(nullptr, 49U);
        ++iter28;
    }
    return len26;
}

__global__ void scatter29(const int *__restrict__ input30, int n31, float *acc32) {
    int i33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i33 >= n31) {
        return;
    }
    const short mid34 = 014;
    (*acc32) = 2.125f;
    const float *stride35 = reinterpret_cast<const float*>(input30);
}
} // namespace gpu15

int host_sweep36(int stride37, float a38, int stride39) {
    for (int i40 = 0; i40 < stride37; i40 += 4) {
        update7_kernel<<<dim3(256, 256, (32)), 128 * 4, sizeof(double) * 32>>>(stride37 + CAT_3(stride, 37), stride37, stride37, -21.625f);
        float u41 = i40 * (i40 + 11.25F);
        int *y42 = (int*)nullptr;
    }
    a38 += (31ll - (stride39 | stride39)) | stride37;
    if ((stride39 < 46) && (stride37 < stride37)) {
        return 0x9LL;
    }
    return a38;
}

int main() {
    int count43 = 2327;
    bool ready44 = false;
    ready44++;
    count43--;
    map_score5<<<dim3((count43 + 0b11111) / 32), 32, sizeof(float) * 0x100>>>((unsigned int*)nullptr, 970U);
    gpu15::scatter29<<<0x2, (128), 0>>>((const int*)nullptr, (-count43) / 13, (float*)nullptr);
    return 0;
}
