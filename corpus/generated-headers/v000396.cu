// cudagen 0.2 seed 396 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,auto_var,typedef,if,switch,static_assert,ternary,compound_assign,shift,logical,comparison,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,alignof,lambda,lambda_launch,macro_stringize,conversion_operator
#include <cuda_runtime.h>
#include <cmath>
#include <type_traits>
#include <cuda_fp16.h>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void apply4_kernel(const long* input5, float* buf6) {
    switch ((*input5) - 9) {
    case 10: {
        int* q7 = nullptr;
        (void)q7;
        break;
    }
    case 7:
        if ((input5[4] / 57UL) != (*buf6)) {
            return;
        }
        break;
    case 6 * 2:
        break;
    }
}
typedef int idx8_t;
struct Ratio9 {
    float v;
    operator float() const { return v; }
    explicit operator bool() const { return v > 0; }
};
float convert10(float x) {
    Ratio9 m{x};
    float plain = m;
    return plain + (m ? 1 : 0);
}

__host__ void host_scale11(unsigned char* acc12) {
    apply4_kernel<<<1 << 4, dim3(1, 512, 2 * 8)>>>(reinterpret_cast<const long*>(acc12), static_cast<float*>(nullptr));
    auto step17 = [](unsigned q13, idx8_t stride14) -> float {
        float f15 = ((idx8_t)3377) / ((q13 - stride14) + q13);
        bool prod16 = q13 - q13;
        return ((int)q13) / prod16;
    };
    (void)step17;
    auto op19 = []() -> float {
        const char* u18 = "path\\to";
        apply4_kernel<<<1 << 3, 512, 0>>>(nullptr, static_cast<float*>(nullptr));
        return (u18[0] || (u18[0b0] <= u18[0])) ? (u18[1] >> 0b100) : (u18[1] + 1.875F);
    };
    (void)op19;
    auto op21 = [](unsigned int tmp20) {
        apply4_kernel<<<dim3(2, (tmp20 + 31) / 32, (tmp20 + 31) / 32), 512>>>(nullptr, nullptr);
    };
    op21(acc12[2]);
    acc12[0] *= acc12[0b101] % 011;
    if ((*acc12) <= alignof(float)) {
        return;
    }
}

int main() {
    int size22 = 2839;
    const char* mid23 = STR_2(tile size);
    (void)mid23;
    auto hi24 = sizeof(idx8_t) % size22;
    apply4_kernel<<<1 << 5, dim3(128, (hi24 + 31) / 32, (hi24 + 255) / 256), 0>>>(nullptr, nullptr);
    size22 = hi24;
    static_assert((14) == 14);
    return 0;
}
