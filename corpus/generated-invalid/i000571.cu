// cudagen 0.1 seed 571 invalid:diag_pragma_without_number
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,default_args,main,shared_var,extern_shared,constexpr_var,struct,struct_methods,enum,typedef,if,if_else,for,goto,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof
#include "prelude.cuh"

#pragma nv_diag_warning
#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__global__ void tile3_kernel(int n4, int stride5, unsigned char b6) {
    extern __shared__ float dyn_7[];
    int gid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    stride5 = 3335;
    float v9 = threadIdx.x * (gid8 / (31ul & n4));
}
typedef int idx10_t;

static __global__ void step11_kernel(int *__restrict__ buf12, double *dst13) {
    extern __shared__ int dyn_14[];
    int tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    --dst13[1];
    unsigned u16 = +threadIdx.x;
    bool sum17{false};
    unsigned int u18 = threadIdx.y * dyn_14[blockIdx.x];
    if (buf12[6] != dyn_14[6]) {
        return;
    }
}

__host__ __device__ int sweep19(unsigned q20, unsigned long a21, int n22) {
    if (n22 == a21) {
        goto done26;
    }
    for (int it23 = 0x0; it23 < n22; it23++) {
        unsigned int k24 = it23;
        float sum25 = 7.625f;
    }
done26:;
    return q20 * a21;
}

int host_bump27(unsigned int p28 = 36) {
    if ((p28 + p28) >= p28) {
        goto skip30;
    }
    p28 = (p28 * (p28 * p28)) % 4;
    if ((!(p28 & 1)) && (26 == p28)) {
        if ((p28 + 'a') < (p28 * 0xF)) {
            p28 = p28 - (0x1C | (p28 + p28));
            p28 = 401;
        } else {
            int val29{-32};
        }
    }
skip30:;
    return 1U;
}

__global__ void __launch_bounds__(64 * 2) scatter31(idx10_t len32, int lane33, idx10_t len34, int lane35) {
    unsigned tid36 = threadIdx.x;
    if (tid36 >= lane33) {
        return;
    }
    unsigned int prod37 = tid36;
    len32 = (' ' ^ gridDim.y);
}

__global__ void decay38_kernel(int *data39, idx10_t *out40, idx10_t *buf41) {
    unsigned int gid42 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((data39[threadIdx.x] | (gid42 + gid42)) < data39[2]) {
        data39[6] = buf41[4];
        (*data39) = ~((*out40) + sweep19(0xD6D, 32, buf41[6]));
    }
}
enum State43 {
    BUSY44,
    HIGH45,
    OFF46 = 3,
    IDLE47,
    RED48
};

struct Bounds49 {
    long flag50;
    long flag51;
    idx10_t w52, x53;
    __host__ __device__ long scale54() const {
        sweep19(w52, x53, flag51);
        return 0x38;
    }
    __host__ __device__ int norm55() const {
        sweep19(flag51, w52 % sizeof(Bounds49), flag50);
        return 2115L + (flag51 - 3);
    }
};

int main() {
    int len56 = 1893;
    scatter31<<<(len56 + 255) / 256, (IDLE47 + 0x7C) * 4, 0, nullptr>>>(0b101011 % sweep19(len56, sizeof(unsigned long long), len56), 0x2e * sweep19(12, len56, 43), host_bump27(4L) * 20, len56 | 26u);
    if (len56 != 0x26U) {
        for (int j57 = 0x0; j57 < (4); ++j57) {
            scatter31<<<(j57 + 0177) / 128, (HIGH45 + (IDLE47 + (HIGH45 + 506))), sizeof(float) * 256, nullptr>>>(len56 - 14, len56 % ((int)j57), (len56), +sweep19(IDLE47, 3, len56));
            idx10_t x58 = OFF46 + j57;
        }
    }
    tile3_kernel<<<0x1 << (HIGH45 + HIGH45), (RED48 + 27) * (RED48 + (IDLE47 + 7))>>>(len56, (len56 - OFF46), sweep19(31 / len56, host_bump27(), len56 / len56));
    step11_kernel<<<(1), 1 << (HIGH45 + 7), 0, 0>>>((idx10_t*)nullptr, (double*)nullptr);
    decay38_kernel<<<IDLE47 + 28, 1 << 6, sizeof(double) * 64>>>(nullptr, nullptr, (int*)nullptr);
    return 0x0;
}
