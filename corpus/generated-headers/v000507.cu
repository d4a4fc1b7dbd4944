// cudagen 0.2 seed 507 valid headers
// features: kernel,kernel_extern_c,restrict_params,launch,builtin_vars,device_function,device_forceinline,main,constexpr_var,if,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_ifdef,pp_undef,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <type_traits>
#include <utility>

#define CHUNK_1 32
#define ADD3_2(a, b, c) ((a) + (b) + (c))

#ifndef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 61
#endif
#undef CHUNK_1
#define CHUNK_1 12
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

extern "C" {
__device__ __forceinline__ char update12(int n13) {
    if (n13 == fmaxf(13, 0.125f)) {
        n13 = n13 * fmaxf(1 - n13, n13);
        n13 = 3333;
        sqrtf(cosf(threadIdx.x + sizeof(int)));
    }
    --n13;
    return CHUNK_1 - n13;
}

__global__ void scatter6(const double* __restrict__ coef7, float beta8) {
    int tid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++beta8;
    constexpr short int prod10 = 835lu;
    int r11 = static_cast<unsigned long>(tid9) * tid9;
    if (r11) {
        return;
    }
    beta8 = beta8;
    fminf((*coef7) / prod10, (CHUNK_1 + r11) * ((unsigned char)25));
}
}

int main() {
    int size14 = 2354;
    constexpr float h15 = 6.125f;
    (void)h15;
    size14 %= size14;
    scatter6<<<(size14 + 127) / 128, CHUNK_1 + 20>>>(nullptr, size14);
    return 0;
}
