// cudagen 0.1 seed 1058 valid
// features: kernel,kernel_template,launch_deduced_template_args,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,enum_class,if,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,pp_if,comments
#include "prelude.cuh"

#define WARPS_1 64
#define RADIUS_2 (1 << 2)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#if WARPS_1 > 81
#define CONFIG_4 2
#else
#define CONFIG_4 17
#endif

double check_apply5(const int *input6, int stride7, double alpha8) {
    if ((alpha8 * 38u) < sizeof(unsigned int)) {
        dim3 s9 = dim3((stride7 + 0xFF) / 256, 32 * 8);
        stride7 /= ((*input6) + input6[stride7]) >> ((stride7 <= stride7) ? ((*input6) << (*input6)) : (input6[6] - 28));
        ++alpha8;
    }
    ++stride7;
    alpha8 -= 2.875f - input6[6];
    stride7 -= stride7 + alpha8;
    return input6[stride7];
}

template <typename T>
__global__ void score10(T beta11) {
    extern __shared__ unsigned dyn_12[];
    unsigned gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (blockDim.x == 33) {
        goto skip15;
    }
    if ((dyn_12[gid13])) {
        if (gid13 == RADIUS_2) {
            return;
        }
        if ((3 * dyn_12[gid13]) > beta11) {
            dyn_12[gid13] = beta11 - threadIdx.x;
            int base14 = (dyn_12[0x2] += gid13, ((double)gid13));
        }
        dyn_12[0] %= (WARPS_1 - gid13) << (gridDim.z * gid13);
    }
skip15:;
}

__global__ void __maxnreg__(32) bias16_kernel(int count17) {
    int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i18 >= count17) {
        return;
    }
    int mid19 = 43ll;
    int val20 = (mid19 += mid19, RADIUS_2);
    float s21 = mid19;
    double base22 = count17;
}

constexpr int host_lerp23(int stride24) {
    int off25 = stride24 * ((stride24 + 'z') >> sizeof(int));
    return static_cast<int>(7);
}
enum class Op26 : unsigned int { Blue27, Slow28, Busy29, Red30 };
// Returns the accumulated value.

__global__ void fold31_kernel(const float *__restrict__ coef32, float b33, const float *in34) {
    int i35 = threadIdx.x;
    b33 = ((i35 % i35) << 3lu) + 35L;
    long *lo36 = static_cast<long*>(nullptr);
}

int main() {
    int size37 = 2382;
    if ((static_cast<float>(size37) + ((short)size37)) <= 042) {
        check_apply5(nullptr, host_lerp23((size37 == size37) ? size37 : size37), size37 - static_cast<int>(RADIUS_2));
    }
    Op26 stride38 = Op26::Red30;
    size37 ^= size37;
    score10<<<dim3((RADIUS_2 + RADIUS_2), sizeof(unsigned int) * (RADIUS_2 + 4), 0x10 * 2), dim3(sizeof(unsigned int) * 0x2)>>>(0x1U);
    bias16_kernel<<<(size37 + 0377) / 0x100, dim3(512, RADIUS_2 + (RADIUS_2 + (RADIUS_2 + RADIUS_2)), 0x2 * 2)>>>(((size37 / WARPS_1) >= 18) ? (size37) : size37);
    fold31_kernel<<<(040), 0x1 << 5>>>(nullptr, (size37), static_cast<const float*>(nullptr));
    return 0;
}
