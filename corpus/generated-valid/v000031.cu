// cudagen 0.1 seed 31 valid
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_device_function,device_template_function,host_function,constexpr_function,main,constexpr_var,enum,enum_class,if,if_else,if_init,for,compound_assign,bitwise,comparison,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,sizeof,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__global__ void __maxnreg__(128) apply2(const int *input3, int *buf4, const float *in5, const float *in6) {
    int gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int j8 = 0; j8 < gid7; j8 += 2) {
        if ((*in6) <= input3[1]) {
            return;
        }
    }
    if (in5[0] < buf4[gid7]) {
        return;
    }
}

constexpr __host__ __device__ int pack9(int len10) {
    return len10;
}

template <class T, int N>
static __device__ int sweep11(T alpha12, int count13) {
    count13 -= (threadIdx.z);
    alpha12 = 57;
    return ((double)alpha12) + (N & blockIdx.x);
}

constexpr __host__ int check_score14(int stride15) {
    int r16 = stride15;
    int u17{'\x7f'};
    return (char)((25 | stride15) + 27);
}
enum class Op18 : long { Blue19, Off20, Blue21, Mul22 };
enum Color23 { GREEN24, BLUE25 };

int host_blend26(unsigned cfg27, const float *in28, int lane29) {
    if (float sum30 = 32 & lane29; lane29 == cfg27) {
        sum30 /= ((sizeof(int)) % cfg27) * ((long)32);
        cfg27 %= (sum30 += sum30, 47);
    } else {
    }
    return cfg27;
}

float run_scatter31(unsigned b32, int len33) {
    len33 *= len33 - 3UL;
    len33 ^= (len33) - (b32 ^ (14U % len33));
    len33 *= GREEN24;
    for (int n34 = 0; n34 < len33; n34 += 4) {
        const char *e35 = "warp size";
        dim3 acc36((b32 + 63) / 64);
    }
    apply2<<<dim3(sizeof(int) * 16), 8 * (BLUE25 + 3), 0, nullptr>>>(nullptr, (int*)nullptr, (const float*)nullptr, nullptr);
    return ((46 | len33) + b32) - len33;
}

int main() {
    int count37 = 2404;
    count37 = 2l;
    if (23 == count37) {
        return ('0' + count37) - 17LL;
    }
    if (((count37 + count37) * 056l) >= count37) {
        count37 = 44UL;
        apply2<<<(count37 + 127) / 128, (BLUE25 + 7) * (BLUE25 + 3), 0, 0>>>((const int*)nullptr, nullptr, nullptr, nullptr);
        count37 %= count37;
    }
    return 0;
}
