// cudagen 0.1 seed 2298 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_function,static_host_function,main,constexpr_var,local_array,if,if_else,if_init,goto,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,sizeof,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
/* Helper used by the kernels below. */
__global__ void trace2_kernel(const float* in3, const unsigned* in4, unsigned a5) {
    a5 = *in4;
    a5 = (~(5 - a5)) << (a5 - in4[a5 & 7]);
}
template <typename T, int N = 4>
__global__ void __launch_bounds__((128)) kick6_kernel(T* buf7, T* buf8, const T* in9) {
    buf8[5] += N;
    T base10 = N;
    buf8[1] = (10 - buf7[7]);
    buf7[3] = (N - ((*in9) + (*buf8))) + 4.125;
    if ((*buf7) >= buf8[7]) {
        return;
    }
    T w11 = N;
    if (buf8[6] != N) {
        goto done12;
    }
    base10 = w11 - 22L;
done12:;
}
__device__ unsigned int sweep13(const double* input14) {
    float v15 = input14[7];
    return v15;
}
int run_trace16(int n17) {
    n17 = (n17 + n17) >> 3;
    kick6_kernel<double, 5><<<dim3(128, (16)), 256, (256), nullptr>>>((double*)nullptr, nullptr, (const double*)nullptr);
    return 3U;
}
static int run_count18(int lane19, int* acc20, int len21) {
    lane19 = acc20[6];
    len21--;
    const char* k22 = "kernel\n";
    return ((len21 << len21) - 6) << acc20[len21];
}
__device__ int mix23(bool alpha24, int len25, int n26) {
    char w27[3]{29, 59, 44};
    alpha24 = (!(((float)len25) > alpha24)) || (!alpha24);
    if (constexpr float tmp28 = 17.375f; !alpha24) {
        double h29 = tmp28;
        float prod30 = len25 << (alpha24 % n26);
    } else if ((n26 | 23) <= (23 << w27[n26])) {
    } else {
    }
    return 50;
}
int main(void) {
    int len31 = 3850;
    dim3 lim32 = dim3(1 << 5, sizeof(float) * 32);
    len31 = 3826;
    kick6_kernel<float, (sizeof(float))><<<(len31 + 31) / 32, 512, 0, 0>>>(nullptr, (float*)nullptr, nullptr);
    trace2_kernel<<<64, lim32, 0>>>((const float*)nullptr, nullptr, 7 & (-len31));
    kick6_kernel<float, (sizeof(unsigned int))><<<(len31 + 127) / 128, lim32>>>(nullptr, (float*)nullptr, (const float*)nullptr);
    bool stride33 = (-(len31 | len31)) >= (len31 * sizeof(int));
    return 0;
}
