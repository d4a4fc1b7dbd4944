// cudagen 0.1 seed 1442 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,main,device_var,constant_var,shared_var,extern_shared,local_array,if,for,pragma_unroll,while,do_while,goto,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,alignof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define CAT_3(a, b) a##b

__global__ void __maxnreg__(32) warp4(const unsigned int *input5, const unsigned long long *__restrict__ src6) {
    int iter7 = 0;
    while (iter7 < 10)
        ++iter7;
    for (int j8 = 0, j9 = 0xb; j8 < j9; (++j8, (--j9))) {}
}
// Computes one element per thread.

__global__ void combine10(const double *src11, const int *coef12, const unsigned *src13) {
    extern __shared__ double dyn_14[];
    double e15[6] = {};
    int prod16 = static_cast<double>(-(-56)) + (*src11);
    double base17 = prod16 + prod16;
}
__device__ int d_probe18;
__constant__ float c_bump19 = 2.5F;

__global__ void __maxnreg__(64) norm20_kernel(float alpha21) {
    if (alpha21 > 0x3) {
        goto done23;
    }
    ++alpha21;
    #pragma unroll 4
    for (int i22 = 0; i22 < 4; ++i22) {
        alpha21 = (float)(19.375f / d_probe18);
        alpha21 = i22 / (alpha21 * 24.125f);
    }
done23:;
}

template <typename T, class U>
__global__ void scatter24(const T *src25, const long *input26) {
    extern __shared__ int dyn_27[];
    (--d_probe18, (dyn_27[2] = (((d_probe18 > src25[4]) ? (*input26) : dyn_27[d_probe18 & 7]) - c_bump19) / 41));
    dyn_27[d_probe18 & 7] %= d_probe18;
    if (src25[d_probe18] < (*input26))
        return;
    d_probe18 = MOD8_1(dyn_27[d_probe18 & 7] & (*input26));
    d_probe18++;
    float r28(static_cast<long>((d_probe18 += 64, d_probe18)));
    r28 /= MAX2_2(dyn_27[d_probe18] + 6, src25[d_probe18]);
}

int main(void) {
    int count29 = 1159;
    norm20_kernel<<<(count29 + 0x1f) / 0x20, 32>>>(alignof(int));
    count29++;
    int iter30 = 0;
    do {
        int val31 = ((count29 == count29) ? 1025 : count29) + 36l;
        ++iter30;
    } while (iter30 < count29);
    int x32[7] = {static_cast<int>(iter30), 62};
    float prod33 = (44L & x32[count29]);
    warp4<<<dim3((count29 + 63) / 64), 0x20>>>(nullptr, nullptr);
    combine10<<<256, dim3(0x4 * 4, (0100), 1)>>>(nullptr, x32, nullptr);
    scatter24<float, double><<<dim3((32), 32), 128>>>(nullptr, nullptr);
    return 0;
}
