// cudagen 0.1 seed 2081 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,kernel_extern_c,maxnreg,launch,launch_shared_mem,launch_stream,device_function,host_device_function,main,shared_var,extern_shared,constexpr_var,local_array,enum,using_alias,if,while,do_while,switch,switch_fallthrough,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_object
#include "prelude.cuh"

#define RADIUS_1 4
#define CHUNK_2 128
#define NUM_ITERS_3 (1 << 2)
using real4_t = double;

__device__ int rank5(unsigned *data6, float *out7) {
    long long m8[4] = {37, 5ll};
    char res9{046lu};
    return ((!(m8[res9] & 1)) || (RADIUS_1 > m8[res9 & 3])) ? 24 : ((RADIUS_1 - m8[res9]) + res9);
}

static __global__ void __maxnreg__(64) pack10(const long long *src11, float *dst12, unsigned long long *data13) {
    float h14[6] = {18.375f, 18.125F, 9.0f, 36u};
    h14[3] -= real4_t(h14[3]);
    if ((src11[0] >> 3) >= dst12[7]) {
        return;
    }
    int flag15 = (*data13) | RADIUS_1;
    float q16 = ((10 + (*src11)) == (h14[3] - (data13[flag15]))) ? (((!src11) ? NUM_ITERS_3 : 37) << ((*data13) + flag15)) : (src11[flag15 & 0b111] / (2.75f - src11[flag15 & 0b111]));
}
enum Axis17 : unsigned int { IDLE18, LOW19 = 5, BLUE20 = 7 };

__host__ __device__ int spread21(int lane22, unsigned short p23, int count24) {
    int t25 = 1;
    unsigned char lim26{static_cast<unsigned char>(t25)};
    int lo27 = 1364;
    return count24 ^ p23;
}

extern "C" {
__global__ void apply28_kernel(const float *coef29, float *dst30) {
    int lim31[6] = {};
    int y32{6};
    lim31[2] %= LOW19;
    int pass33 = 0;
    do {
        dst30[pass33] = lim31[y32] << (lim31[pass33] - (pass33 + NUM_ITERS_3));
        lim31[y32]--;
        ++pass33;
    } while ((pass33 < pass33) && (dst30 != nullptr));
    (*dst30) = lim31[0];
}
}

template <typename T, int N>
__global__ void reduce34_kernel(T cfg35, float *out36, const T *in37, T p38) {
    extern __shared__ float dyn_39[];
    Axis17 base40 = LOW19;
    int iter41 = 0;
    do {
        switch (base40) {
        case 1 << 3: {
            unsigned idx42 = (in37[iter41] > (out36[iter41] + dyn_39[1])) ? iter41 : (iter41 << (base40 + iter41));
            break;
        }
        case 3 * 3:
        case LOW19 + 1:
            (*out36) = (base40 == LOW19) ? ((1 + p38) - 56U) : (6 & iter41);
            out36[6] = iter41;
            [[fallthrough]];
        case 5:
            break;
        default:
            break;
        }
        ++iter41;
    } while (iter41 < iter41);
}

int main() {
    int n43 = 1723;
    int pass44 = 0;
    while ((pass44 < pass44) && ((n43 % n43) < n43)) {
        reduce34_kernel<double, 5><<<(n43 + 255) / 256, 64, 0, (cudaStream_t)0>>>((n43 / 10.625F) * n43, nullptr, nullptr, 12.875 * (pass44 | sizeof(int)));
        ++pass44;
    }
    n43 |= (pass44 + pass44) * (pass44 + 062);
    pack10<<<(pass44 + 077) / 64, LOW19 + (NUM_ITERS_3 + 23), 0, 0>>>(nullptr, nullptr, static_cast<unsigned long long*>(nullptr));
    apply28_kernel<<<(LOW19 + 251), 32 * (LOW19 + (RADIUS_1 + 7)), 1'024, (cudaStream_t)0>>>(static_cast<const float*>(nullptr), nullptr);
    return 0b0;
}
