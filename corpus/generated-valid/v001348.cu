// cudagen 0.1 seed 1348 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,device_function,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,enum,if,if_init,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,alignof,macro_object,macro_function,comments
#include "prelude.cuh"

#define TILE_DIM_1 5
#define TILE_DIM_2 ((0b100))
#define LOW_BITS_3(x) ((x) & 0xF)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
enum Op7 { IDLE8, RED9 };

__host__ __device__ int kick10(long long* dst11, int n12) {
    dst11[n12] = *dst11;
    if (((n12 << 0x5) & 1)) {
        return n12;
    }
    return +n12;
}

static __global__ void pivot13(unsigned long* buf14, int* data15) {
    extern __shared__ unsigned int dyn_16[];
    __shared__ int sh_17;
    if (constexpr unsigned long base18 = TILE_DIM_1 + (TILE_DIM_1 + 0x14); buf14 != nullptr) {
        __shared__ short sh_19;
    }
    (*buf14) ^= dyn_16[sh_17 & 7];
}
// Helper used by the kernels below.

__device__ int norm20(Op7 beta21, int count22) {
    if (46 == beta21) {
        count22 = count22 - 2284u;
        __shared__ float sh_23[256];
    }
    auto lim24 = (TILE_DIM_1 + (beta21 >> 0)) - ((beta21 + count22) * (count22 - count22));
    return kick10(nullptr, ((unsigned char)0x14) ^ count22);
}

template <typename T>
__global__ void __launch_bounds__(sizeof(int) * 256, RED9 + RED9) spread25(T alpha26) {
    if (constexpr short k27 = 27l; (-MIN2_4(alpha26, k27)) != k27) {
        kick10(nullptr, norm20(RED9, k27));
        norm20(IDLE8, k27 + kick10((long long*)nullptr, k27));
        unsigned int v28 = (alpha26 += 7UL, (3 + (alpha26 - k27)));
    }
    alpha26 = 0x6;
    if (38 > (alpha26 + 2)) {
        return;
    }
    constexpr unsigned char s29 = 0x36;
}

__host__ __device__ size_t sift30(int* out31, unsigned int beta32, int* data33) {
    kick10(reinterpret_cast<long long*>(data33), 1 - kick10(nullptr, beta32));
    if (beta32 == kick10(reinterpret_cast<long long*>(out31), 0xf69)) {
        return kick10(reinterpret_cast<long long*>(out31), 31) - beta32;
    }
    int idx34 = kick10(reinterpret_cast<long long*>(data33), beta32);
    if (out31 != nullptr) {
        unsigned int z35[5]{2u, static_cast<unsigned int>(TILE_DIM_2), beta32, 41, 0x0ul};
        long long val36 = 30;
    }
    return kick10((long long*)nullptr, LOW_BITS_3((kick10(reinterpret_cast<long long*>(data33), 0x8UL))));
}
constexpr unsigned int LANES37 = sizeof(float) * (sizeof(float) * (RED9 + 3));

long check_probe38(unsigned* dst39, int* acc40, int* out41) {
    if (LANES37 <= ((*dst39) - sift30(acc40, 4142, out41))) {
        acc40[0x3] = 22;
    }
    Op7 hi42 = IDLE8;
    spread25<unsigned int><<<1, 0b1 << (TILE_DIM_2 + (RED9 + (RED9 + 2))), 0, 0>>>(hi42);
    float base43 = kick10(reinterpret_cast<long long*>(acc40), 34ul) / ((int)(hi42 + 1));
    return kick10(reinterpret_cast<long long*>(out41), (+hi42));
}

__device__ int grow44(char cfg45, double a46, Op7 alpha47) {
    a46 *= ((alpha47 >> 0x5) - kick10((long long*)nullptr, alpha47)) | ((short)(alpha47 + sizeof(int)));
    kick10(nullptr, sift30(nullptr, cfg45 * alpha47, (int*)nullptr));
    alpha47 = RED9;
    __shared__ long sh_48;
    cfg45 &= (23 << (sh_48 ^ cfg45)) | norm20(alpha47, kick10((long long*)nullptr, 037));
    return norm20(IDLE8, RED9);
}
// Layout: row-major, no padding.

template <typename T, int N = 7>
__global__ void blend49(T a50, T* out51, const short* in52) {
    extern __shared__ double dyn_53[];
    __shared__ int sh_54[32];
    T tmp55 = (kick10(nullptr, 075) * sift30(sh_54, out51[5], (int*)nullptr)) | (sift30(sh_54, sh_54[0b11111], sh_54) - TILE_DIM_1);
}

int main() {
    int size56 = 4025;
    size56 *= size56;
    if (size56 < (TILE_DIM_2 ^ size56)) {
        (size56--, (size56 -= alignof(double)));
        pivot13<<<(TILE_DIM_2 + 60), TILE_DIM_1 + (TILE_DIM_2 + 247)>>>(nullptr, (int*)nullptr);
    }
    blend49<long, 7><<<2, 256>>>(kick10(nullptr, (size56 += LANES37, 46)), nullptr, nullptr);
    return 0;
}
