// cudagen 0.2 seed 41 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,constexpr_var,if,comparison,array_index,call,lit_int_octal,lit_int_binary,lit_float,sizeof,macro_paste,macro_statement,pp_ifdef,pp_undef,exceptions,runtime_api,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cstdio>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 63
#endif
#undef TUNE_6
#define TUNE_6 12
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Failure8 {
    int code;
};
int check10(int v) {
    if (v > 28) {
        throw Failure8{v};
    }
    return v;
}
int guarded9(int x) noexcept {
    try {
        return check10(x);
    } catch (const Failure8 &e) {
        return e.code;
    } catch (int e) {
        return e + 1;
    } catch (...) {
        return 0;
    }
}

__global__ void __launch_bounds__(sizeof(int) * (TUNE_6 + (TUNE_6 + (TUNE_6 + (TUNE_6 + (TUNE_6 + 196)))))) scale11(int len12, double alpha13) {
    float w14 = CAT_4(alpha, 13);
    __shared__ int sh_15[128];
    if ((alpha13 * w14) <= sh_15[len12]) {
        return;
    }
}

int main() {
    int len16 = 07703;
    int s17 = len16 + len16;
    int y18 = TUNE_6;
    (void)y18;
    scale11<<<dim3(1), TUNE_6 + 244, sizeof(int) * 64>>>(2 * cosf(CAT_4(s, 17)), expf(-1.125F));
    scale11<<<(len16 + 127) / 128, 8 * 8, 0, nullptr>>>(fminf(fminf(CAT_4(s, 17), s17), 0b111100 + CAT_4(len, 16)), s17);
    len16 = (TUNE_6);
    cudaError_t err19 = cudaPeekAtLastError();
    int ok20 = err19 == cudaSuccess ? 1 : 0;
    (void)ok20;
    return 0;
}
