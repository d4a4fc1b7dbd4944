// cudagen 0.1 seed 437 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,host_device_function,host_function,main,shared_var,constexpr_var,local_array,if,if_else,for,do_while,goto,static_assert,ternary,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,alignof,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 256
#define SQR_2(x) ((x) * (x))
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#ifdef USE_FAST_PATH_7
#define TUNE_8 8
#else
#define TUNE_8 24
#endif

static __global__ void accum9_kernel(float* out10) {
    if (SQR_2(out10[6]) >= out10[7]) {
        goto skip11;
    }
    out10[0] = SQR_2(SQR_2(*out10));
    out10[3] = '\?';
skip11:;
}

template <class T, int N = 4>
__global__ void clamp12(const T* src13, T b14) {
    __shared__ double sh_15[8];
    if (48 != b14) {
        goto done17;
    }
    if ((b14 * (52 + src13[4])) == b14) {
        for (int n16 = (8); n16 > 0; --n16) {
            if (sh_15[2] >= n16)
                continue;
            static_assert(sizeof(int) == 4, "size check");
        }
    } else {
    }
done17:;
}

inline __host__ __device__ double fold18(int lane19, const int* input20) {
    --lane19;
    lane19 = 54l * input20[lane19 & 0b111];
    double e21[2] = {47ul, -21.375};
    if ((*input20) <= (TUNE_8 * input20[lane19])) {
        float f22 = lane19 * alignof(double);
    }
    lane19 = (-((lane19 >= lane19) ? 8 : 349l)) - (input20[lane19] - SQR_2(e21[0b0]));
    return input20[0b110];
}

template <typename T, int N = 3>
__global__ void gather23_kernel(const T* input24, const T* in25, int n26) {
    for (int j27 = 0; j27 < n26; j27++) {
        int iter28 = 0;
        do {
            __shared__ int sh_29[32];
            sh_29[24] = fold18(((input24[j27] <= N) ? 32 : n26) % (N - n26), sh_29);
            ++iter28;
        } while (iter28 < j27);
    }
}

unsigned fuse30(unsigned* dst31) {
    if (dst31[0b100] <= ((*dst31) * 25)) {
        int t32 = fold18(SQR_2(dst31[6]) + 1'077l, reinterpret_cast<const int*>(dst31));
    }
    fold18(*dst31, reinterpret_cast<const int*>(dst31));
    return dst31[0];
}

int main() {
    int size33 = 389;
    size33 = short(alignof(float)) | fuse30(static_cast<unsigned int*>(nullptr));
    if (35 <= (size33)) {
        ACCUM_4(size33, (size33));
        size33 = '\101' - (size33);
    } else {
    }
    accum9_kernel<<<dim3((16), 128), dim3((size33 + 127) / 0b10000000, (1), (size33 + 63) / 0b1000000), 1024>>>(nullptr);
    clamp12<<<dim3((0b100)), 128>>>((const long*)nullptr, static_cast<long>(size33 % 33));
    gather23_kernel<unsigned int, ((3))><<<2, TUNE_8 + 40, 0>>>(static_cast<const unsigned*>(nullptr), static_cast<const unsigned int*>(nullptr), fold18(5l, (const int*)nullptr));
    return 0;
}
