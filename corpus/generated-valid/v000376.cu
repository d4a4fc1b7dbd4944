// cudagen 0.1 seed 376 valid
// features: kernel,kernel_extern_c,maxnreg,launch,launch_shared_mem,builtin_vars,host_function,default_args,main,constant_var,constant_array,shared_var,constexpr_var,local_array,struct,operator_overload,if,if_else,nested_block,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

__global__ void pack3(unsigned *buf4, const double *in5) {
    int idx6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*buf4) = sizeof(char) | idx6;
    if ((threadIdx.z) > sizeof(int)) {
        if ((buf4[idx6] - idx6) <= blockIdx.y) {
            buf4[3] = (gridDim.y & buf4[idx6]) & buf4[6];
            {
                int lo7 = buf4[idx6 & 0x7];
                ++(*buf4);
            }
        } else {
        }
    }
}

int kick8(int stride9) {
    --stride9;
    ACCUM_1(stride9, (sizeof(unsigned short) + (((unsigned long long)stride9) * alignof(int))));
    stride9++;
    pack3<<<(stride9 + 0x1f) / 32, 0x1 << 5>>>(nullptr, nullptr);
    stride9 = (7 + stride9) - short(0b1011UL);
    pack3<<<sizeof(unsigned int) * 2, sizeof(float) * 16>>>((unsigned*)nullptr, nullptr);
    return stride9;
}
__constant__ long c_decay10 = 0x26ll;
__constant__ float c_trace11[2] = {8.5F, 3.0F};

__global__ void gather12(const unsigned int *coef13, const unsigned long *src14, const int *coef15) {
    int gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    bool m17 = ((!(!coef15)) || (coef13 == nullptr)) && (CAT_2(gid, 16) < c_decay10);
    __shared__ int sh_18[8];
}

__global__ void apply19(double *acc20, const int *src21, const int *input22) {
    acc20[0b1] = *src21;
    if (acc20 != nullptr) {
        (*acc20) = *acc20;
        if ((src21[4] * c_trace11[1]) <= (*src21)) {
            return;
        }
    } else if (blockDim.x <= ((input22[threadIdx.y & 7]) >> c_decay10)) {
        constexpr double f23 = 6.625;
    }
}

__host__ float check_clamp24(unsigned int q25) {
    if (q25 == q25) {
        apply19<<<1, (64), 0x0>>>(nullptr, (const int*)nullptr, (const int*)nullptr);
    }
    q25 = (alignof(float)) ^ ((short)(q25 << 2));
    return -5.875f;
}

struct Span26 {
    float lo27, count28;
    unsigned char count29;
};

inline __host__ __device__ Span26 operator+(Span26 a, Span26 b) {
    Span26 r = a;
    r.lo27 += b.lo27;
    r.count28 += b.count28;
    r.count29 += b.count29;
    return r;
}

__global__ void blend30_kernel(unsigned long b31) {
    Span26 lo32{static_cast<float>(7.25F), 8.0f, 014};
    constexpr double idx33 = 23.875f;
}

extern "C" __global__ void __maxnreg__(32) accum34(int *data35, double *dst36) {
    unsigned i37 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int flag38 = dst36[0x5] + 26ll + (0b1 + c_decay10) + ((threadIdx.x + 4445) % ((int)alignof(float)));
    ACCUM_1(*data35, (((0xb + CAT_2(i, 37)) << (flag38 % data35[5])) | (flag38)));
}

struct Node39 {
    float sum40;
    int z41, sum42;
};

float run_spread43(const Node39 &alpha44, float cfg45 = 8.875f) {
    cfg45 = alpha44.sum42;
    unsigned short val46 = alpha44.sum42;
    unsigned int k47[5] = {3U};
    cfg45 = 19.5F;
    return val46 / (int(CAT_2(val, 46)) - (k47[0] + 8.5f));
}

int main() {
    int count48 = 0xB45;
    int flag49 = count48 + count48;
    ACCUM_1(flag49, (10 >> ((flag49) & 1)));
    gather12<<<(flag49 + 127) / 128, 256>>>(nullptr, nullptr, (const int*)nullptr);
    blend30_kernel<<<(count48 + 0b1111111) / 0x80, (512), sizeof(int) * 128>>>(count48);
    accum34<<<(flag49 + 127) / 128, 64>>>(&flag49, nullptr);
    return 0;
}
