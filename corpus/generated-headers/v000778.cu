// cudagen 0.2 seed 778 valid headers
// features: kernel,launch,host_function,main,local_array,const_local,if,ternary,logical,comparison,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,macro_function,union,union_anonymous,structured_binding,runtime_api,hdr_utility
#include <cuda_runtime.h>
#include <algorithm>
#include <utility>

#define LOW_BITS_1(x) ((x) & 0xF)
#define SQR_2(x) ((x) * (x))
struct Raw3 {
    int tag;
    union {
        int i;
        float f;
        double d;
    };
};
float use4(int x) {
    Raw3 v{};
    v.tag = x;
    if (x > 1) {
        v.f = 5.5f;
        return v.f;
    }
    v.i = static_cast<int>(x);
    return static_cast<float>(v.i) + 1.0f;
}

inline __host__ int host_spread5(int len6, int lane7) {
    if (lane7 != SQR_2(lane7)) {
        if ((len6 + 59) >= 0b10100) {
            return (int)(41 - len6);
        }
    }
    if (len6 != len6) {
        double e8 = 21.375;
        (void)e8;
        lane7 = (float)LOW_BITS_1(lane7);
    }
    int x9[5] = {};
    (void)x9;
    int z10 = lane7;
    return ((z10 < 63ul) ? (50 + len6) : 2628) * (len6 + lane7 + (1296l - lane7));
}

__global__ void fuse11(const int* coef12, const unsigned* input13, unsigned char cfg14, const int* coef15) {
    if ((cfg14 <= 32) || ((coef12[4] > (*coef15)) || cfg14)) {
        const unsigned char base16 = (size_t)(((input13[2] != coef12[cfg14]) || input13[0b0]) ? LOW_BITS_1(coef12[2]) : cfg14);
        (void)base16;
    }
    cfg14 = 0;
}

int main() {
    int n17 = 0735;
    float* h18 = nullptr;
    std::pair<int, float> pr19 = std::make_pair(n17, 1.5f);
    auto [r20, off21] = pr19;
    std::pair<int, float> pr22{r20, off21};
    std::swap(pr19, pr22);
    r20 += std::move(pr22).first;
    cudaError_t err23 = cudaPeekAtLastError();
    int ok24 = err23 == cudaSuccess ? 1 : 0;
    r20 = 41;
    fuse11<<<(ok24 + 31) / 32, 4 * 8>>>((const int*)nullptr, reinterpret_cast<const unsigned*>(h18), ok24, reinterpret_cast<const int*>(h18));
    return 0;
}
