// cudagen 0.1 seed 255 invalid:label_redefinition
// features: kernel,maxnreg,launch,builtin_vars,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,struct,struct_methods,aligned_struct,if,for,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_launch,macro_object,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#define WARPS_2 4
#define SQR_3(x) ((x) * (x))
#ifdef USE_FAST_PATH_4
#define TUNE_5 8
#else
#define TUNE_5 41
#endif
#if BLOCK_SIZE_1 > 10
#define CONFIG_6 6
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 28
#endif
inline __host__ __device__ float lerp7(int stride8, const int* coef9, float* data10) {
    stride8 |= 37;
    for (int i11 = 0, j12 = stride8; i11 < j12; (++i11, (--j12))) {
        stride8 *= 123u;
        stride8 = '\a';
        int lo13 = stride8;
    }
    --(*data10);
    (*data10) = -coef9[2];
    return 13.25f + (*coef9);
}
struct alignas(16) Bounds14 {
    int hi15;
    float weight16;
    int id17, sum18;
    __host__ __device__ float get19() const {
        return hi15 + 0.25f + SQR_3(sum18);
    }
    __host__ __device__ int reset20() const {
        return CONFIG_6 * (hi15 - 4396);
    }
};
__global__ void __maxnreg__(32) pack21(int lane22, int* data23) {
    extern __shared__ long long dyn_24[];
    int idx25 = threadIdx.x;
    if (idx25 >= lane22) {
        return;
    }
    __shared__ float sh_26[128];
    lane22 = (int)SQR_3(SQR_3(idx25));
    (*data23) = sh_26[38];
    lane22 = int(61 + data23[idx25]);
}
inline __host__ int check_trace27(int lane28, int* out29) {
    (*out29) = (' ');
    auto lam31 = [](float y30) -> float {
        pack21<<<0x2, 0x40>>>(y30, (int*)nullptr);
        pack21<<<32 * 16, 128>>>(y30, (int*)nullptr);
        return -(y30 * y30);
    };
    lam31(*out29);
    bool t32 = lane28;
    if (!t32) {
        goto done33;
    }
    if ((lane28 - 50) > lane28) {
        return lane28 + (lane28 * t32);
    }
done33:;
    return lerp7(919, out29, nullptr);
}
int main() {
    int n34 = 866;
    again37: ++n34;
    again37: --n34;
    char r35 = +((2 / n34) * 0x2Bul);
    double res36[5]{1.125, static_cast<double>(17.625), 9.375f, 6.0, 62};
    (++res36[n34], (r35 = (n34 += sizeof(double), static_cast<unsigned long>(lerp7(n34, static_cast<const int*>(nullptr), nullptr)))));
    return 0;
}
