// cudagen 0.1 seed 313 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,shared_var,static_shared,host_global,constexpr_var,enum,if,for,goto,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 7
#else
#define TUNE_5 42
#endif

__global__ void shade6_kernel(const float* input7, int count8, float* __restrict__ data9, int* dst10) {
    count8++;
    if ((dst10[count8] % (sizeof(int) - count8)) >= '#') {
        if ((dst10[count8] % (3 + count8)) >= (+data9[count8 & 7])) {
            static __shared__ float sh_11;
        }
        float q12 = count8;
    }
    __shared__ long sh_13;
}
enum Color14 : unsigned int { HIGH15, BUSY16 = 4, BLUE17 = 7, IDLE18 };
const float g_bump19 = 22.25f;
// NOTE: keep in sync with the host reference.

template <typename T, int N>
__global__ void step20(T* __restrict__ acc21, long p22, const unsigned char* coef23, long beta24) {
    __shared__ short sh_25;
    if (sh_25 <= (sh_25 * (*coef23))) {
        goto skip29;
    }
    sh_25 = ADD3_1(sh_25 + 27, 15UL / sh_25, 41) / (static_cast<unsigned char>(sh_25) | (N | sh_25));
    if (sh_25 >= p22) {
        for (int j26 = 0; j26 < (BUSY16 + 2); j26 += 2) {
            for (int j27 = 15; j27 > 0; --j27) {
                T x28 = j26 * (N);
                if (acc21 == nullptr) {
                    return;
                }
            }
        }
    }
skip29:;
}

double scale30(const double* __restrict__ in31, int lane32) {
    if (BLUE17 <= ((*in31) - g_bump19)) {
        goto finish34;
    }
    for (int n33 = 13; n33 > 0; --n33) {
        shade6_kernel<<<(IDLE18 + 248), TUNE_5 + 0x56>>>(reinterpret_cast<const float*>(in31), 57u, (float*)nullptr, nullptr);
    }
    step20<unsigned, 4><<<(lane32 + 0xFF) / 256, 32, 0, 0>>>(nullptr, g_bump19, static_cast<const unsigned char*>(nullptr), 29ll - static_cast<unsigned int>(lane32));
finish34:;
    return in31[lane32 & 7];
}

float run_mix35(int count36) {
    char off37 = (-23);
    if ((count36 < off37) || (off37 & 1)) {
        goto done38;
    }
    if ((off37)) {
        return (count36 += BUSY16, g_bump19) + g_bump19;
    }
done38:;
    return 22.0F;
}

int main() {
    int size39 = 0x73d;
    if ((size39 - g_bump19) != size39) {
        return size39;
    }
    if (g_bump19 > (size39 += size39, 24)) {
        return ADD3_1(size39, size39 % size39, BUSY16 + size39);
    }
    shade6_kernel<<<(size39 + 63) / 64, 32 * 16, sizeof(int) * 64>>>(nullptr, ADD3_1(size39 * g_bump19, size39, size39 % size39), static_cast<float*>(nullptr), static_cast<int*>(nullptr));
    return 0x0;
}
