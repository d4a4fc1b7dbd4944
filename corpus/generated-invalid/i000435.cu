// cudagen 0.1 seed 435 invalid:used_before_set
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_device_function,host_function,main,shared_var,auto_var,static_local,if,for,while,static_assert,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_c,sizeof,macro_function,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))

__global__ void warp2(size_t *buf3, short *__restrict__ out4, size_t *data5, const unsigned int *__restrict__ coef6) {
    unsigned gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*out4) = SQR_1((+threadIdx.y) * ((double)out4[gid7]));
    bool lo8 = (((long)data5[5]) & 0b1);
    if (gid7 < SQR_1(lo8))
        return;
    int k9 = data5[0];
    auto u10 = *data5;
    k9 >>= k9;
}

__device__ __forceinline__ long mix11(int len12, int count13, int stride14) {
    count13 = (0b11u - (len12 * 4508)) - stride14;
    double *t15 = nullptr;
    float lim16 = gridDim.z + (t15[6] - ((float)warpSize));
    for (int j17 = 0x2; j17 > 0x0; --j17) {
        count13 *= count13 ? 31 : 0x4;
        __shared__ int sh_18[16];
    }
    return lim16;
}

__device__ __host__ int count19(int *out20, float a21, int len22) {
    int v23{12};
    out20[len22] = v23;
    return (56 - (v23)) / v23;
}
static_assert(27 > 0b11010);
/* Layout: row-major, no padding. */

__host__ void run_norm24(const int *coef25) {
    static int prod26 = 2u;
    if (0b100001u < SQR_1(coef25[prod26]))
        return;
    warp2<<<(128), 64 * 8, sizeof(float) * 128, (cudaStream_t)0>>>((unsigned long*)nullptr, nullptr, nullptr, (const unsigned int*)nullptr);
    for (int i27 = 16; i27 > 0; --i27) {
        int w28 = 0;
        while (w28 < w28) {
            warp2<<<1 << 3, sizeof(int) * 8, 0x100, nullptr>>>(nullptr, nullptr, nullptr, nullptr);
            if ((+i27) >= i27)
                continue;
            ++w28;
        }
    }
}

__global__ void clamp29_kernel(int count30, unsigned short cfg31, bool alpha32) {
    unsigned int tid33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid33 >= count30)
        return;
    unsigned long long prod34 = tid33 + cfg31;
    auto z35 = (float)count30;
    unsigned int idx36 = 0x1260;
    unsigned acc37 = warpSize;
    prod34 = 2609;
    float *prod38 = (float*)nullptr;
    bool f39 = prod34 > (5lu - tid33);
}

inline __host__ __device__ unsigned short spread40(long beta41) {
    long u42{0b1000L};
    unsigned int flag43 = u42;
    return (10 * beta41) % u42;
}

inline __host__ __device__ void gather44(int count45) {
    for (int j46 = 4; j46 > 0; --j46) {
        int diff47(((count45 * 20) & 1) ? count45 : count45);
        if (j46 > 52)
            return;
        unsigned cnt48 = (((float)count45) * (diff47 * count45)) / (SQR_1(count45) * (sizeof(int)));
    }
}

float host_apply49(int n50, int stride51, int *dst52) {
    long y53 = dst52[n50 & 0x7];
    for (int i54 = 0; i54 < n50; ++i54) {
        if (stride51 <= (i54 & i54))
            continue;
    }
    for (int i55 = 0; i55 < 9; i55 += 4) {
        for (int it56 = 0b0; it56 < i55; it56++) {
            if (it56 < 1)
                break;
            const char *sum57 = "a\tb";
        }
    }
    return n50;
}

int main() {
    int count58 = 2651;
    int uninit60;
    count58 += uninit60;
    int m59 = ((sizeof(float) % count58) - (count58 & count58)) >> 1;
    clamp29_kernel<<<(m59 + 31) / 32, 4 * 8>>>(count58, 38 << m59, (m59 % 22L) <= ((int)m59));
    return 0;
}
