// cudagen 0.1 seed 1813 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,typedef,if,for,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof
#include "prelude.cuh"

__global__ void __launch_bounds__(64 * 8, 1) rank1_kernel(int n2) {
    n2 = 3;
    double y3 = sizeof(int);
    int *f4 = nullptr;
}

__global__ void relax5(int len6, int *out7, unsigned char *out8) {
    float val9 = len6;
    if ((val9) < (*out8)) {
        return;
    }
}
typedef float real10_t;

__global__ void combine11(const unsigned *input12, unsigned long cfg13, unsigned short *acc14, int count15) {
    unsigned long m16 = 12LL;
    cfg13--;
    --m16;
}

inline __host__ __device__ int scale17(const unsigned long *input18, unsigned b19, real10_t *data20) {
    ++(*data20);
    (*data20) = input18[b19];
    (*data20) = data20[0x3];
    return 15l + input18[5];
}

__global__ void tile21(const int *input22, float *buf23, int lane24, int *acc25) {
    ++lane24;
    real10_t r26(22.125f);
    unsigned lo27 = scale17(static_cast<const size_t*>(nullptr), scale17(nullptr, scale17(nullptr, 57u, buf23), buf23), buf23);
    r26 = scale17(nullptr, 0x1c, buf23);
}

int warp28(int lane29, int stride30, unsigned int a31) {
    for (int i32 = 0; i32 < lane29; i32++) {
        relax5<<<dim3((0100)), 0100, sizeof(float) * 32, nullptr>>>((a31 << i32) / 4607, static_cast<int*>(nullptr), nullptr);
    }
    long long tmp33 = (+a31) + scale17(nullptr, 0x31 + lane29, static_cast<real10_t*>(nullptr));
    return 3989;
}

__global__ void __launch_bounds__(040) clamp34_kernel(double cfg35, int *data36, real10_t cfg37) {
    ++cfg37;
    int *v38 = data36;
}

int main() {
    int n39 = 2156;
    int *k40 = nullptr;
    clamp34_kernel<<<dim3((n39 + 0x3f) / 64), dim3((8))>>>((3159) + warp28(58, sizeof(int), 7lu), k40, scale17(static_cast<const size_t*>(nullptr), n39, nullptr) + warp28(n39, 2094l, k40[6]));
    rank1_kernel<<<4, 64 * 2, 256>>>(29ULL << (n39 - 0x2a));
    combine11<<<(n39 + 255) / 256, 1 << 9>>>((const unsigned int*)nullptr, n39, nullptr, 0x3d);
    tile21<<<dim3((n39 + 255) / 256, 1 << 5), 64>>>(static_cast<const int*>(nullptr), static_cast<float*>(nullptr), warp28(warp28(*k40, *k40, 0x3Cu), warp28(sizeof(unsigned), 24, k40[0]), n39), k40);
    return 0;
}
