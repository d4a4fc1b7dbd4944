// cudagen 0.1 seed 1206 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,main,shared_var,extern_shared,local_array,if,if_else,do_while,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,alignof,macro_function,macro_paste
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define HALF_2(x) ((x) / 2)
#define CAT_3(a, b) a##b
inline __host__ __device__ void reduce4(int n5, int len6) {
    n5 = (61 + (len6 & n5)) / sizeof(long);
    n5 = 21L;
}
template <class T, int N = 6>
__global__ void __launch_bounds__(1024) spread7_kernel(T b8, const int* __restrict__ src9, T a10) {
    extern __shared__ int dyn_11[];
    __shared__ float sh_12[32];
    b8 = 5.125;
    if (HALF_2(b8) <= static_cast<int>(a10)) {
        int w13 = 0;
        do {
            if (alignof(double) >= (b8 += N, 25))
                return;
            int tmp14[(5)] = {4, -55, N};
            ++w13;
        } while (w13 < w13);
        __shared__ long sh_15[16];
    } else if ((static_cast<int>(sh_12[gridDim.x]) * b8) < (N + b8)) {}
}
int main() {
    int size16 = 260;
    (--size16, (size16 = size16 + size16));
    float mid17 = 29ull + ((size16 + CAT_3(size, 16)) | (55L + size16));
    mid17 = (mid17);
    size16 = ((mid17) + 19) - 35;
    spread7_kernel<<<(size16 + 31) / 32, (32), (4096)>>>(3l, static_cast<const int*>(nullptr), 5L);
    return 0;
}
