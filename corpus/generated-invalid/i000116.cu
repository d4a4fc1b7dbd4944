// cudagen 0.1 seed 116 invalid:missing_semicolon_after_struct
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,device_template_function,main,constant_array,shared_var,if,for,while,goto,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof
#include "prelude.cuh"

__global__ void update1(const int *__restrict__ in2, float *out3, unsigned *out4, int n5) {
    int iter6 = 0;
    while (iter6 < 8) {
        out4[n5] %= 7;
        int tmp7{9};
        int base8 = n5;
        ++iter6;
    }
}

__global__ void spread9(unsigned alpha10) {
    for (int j11 = 0; j11 < 11; j11 += 1) {
        __shared__ char sh_12[8 * 2];
        long sum13 = j11;
    }
    __shared__ float sh_14[64];
    if ((alpha10 - 48u) <= alpha10) {
        goto finish15;
    }
    sh_14[alpha10] += sh_14[58];
    if (alpha10 << 1) {
        return;
    }
    if (sh_14[3] > sizeof(double)) {
        return;
    }
finish15:;
}
__constant__ char c_drift16[2] = {54l, 64lu};

template <typename T, class U>
__device__ __noinline__ T reduce17(const T *in18, const T *src19) {
    __shared__ int sh_20[256];
    if ((c_drift16[1] - 4) <= sh_20[43]) {
        return 17.375f;
    }
    __shared__ int sh_21;
    if (src19 != nullptr) {
        goto finish22;
    }
    sh_20[63] |= c_drift16[1];
finish22:;
    return c_drift16[sh_21];
}
struct Header26 {
    int tag;
}

int main() {
    int len23 = 3457;
    double t24 = (02100 + len23) << static_cast<long>(len23);
    len23 *= ((len23 + 23) >> 0) * (static_cast<int>(len23) + 990);
    for (int j25 = 0; j25 < 14; j25++) {
        spread9<<<64, (0400), 0, (cudaStream_t)0>>>(len23 / len23);
        len23 = 42;
        if (static_cast<unsigned int>(len23) > 38) {
            return t24;
        }
    }
    update1<<<dim3(1, 4), 1 << 9, sizeof(int) * 128, (cudaStream_t)0>>>(nullptr, nullptr, nullptr, len23);
    return 0;
}
