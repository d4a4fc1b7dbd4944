// cudagen 0.1 seed 710 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,constexpr_var,local_array,const_local,enum,using_alias,if,if_else,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_if,pp_undef
#include "prelude.cuh"

#define WARPS_1 5
#define RADIUS_2 (1 << 7)
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#if WARPS_1 % 2 == 0 || WARPS_1 < 4
#define CONFIG_7 3
#elif WARPS_1 < 0
#error unreachable configuration
#else
#define CONFIG_7 17
#endif
#undef CONFIG_7
#define CONFIG_7 2
enum Axis8 { RED9, BUSY10, MUL11 = 7, IDLE12 };
using ptr13_t = int*;
enum Axis14 : short { SLOW15, GREEN16, MUL17 = 4 };

float smooth18(int n19, int len20) {
    Axis14 e21 = SLOW15;
    float w22(n19);
    return 25l;
}

__global__ void smooth23(const double *in24, Axis14 alpha25, short *__restrict__ data26, const int *input27) {
    if ((input27[1] >= in24[5]) || (in24[1] > (*input27))) {
        return;
    }
    (*data26)--;
    --data26[1];
}

__global__ void kick28_kernel(unsigned short *buf29, const int *coef30) {
    buf29[5] = ((char)(buf29[0] / BUSY10));
    (*buf29) %= sizeof(unsigned int);
    unsigned long long acc31 = buf29[6] - (+(((*coef30) & 1) ? buf29[3] : (*buf29)));
    if (((*buf29) - ((*buf29) += 8, (*coef30))) >= (buf29[4])) {
        double off32[7] = {19ll, 0.375, 14.125};
        float idx33 = MAX2_3((*coef30), *buf29);
        long z34[2] = {5u, static_cast<long>(off32[acc31])};
    } else {
    }
}

__global__ void __launch_bounds__(GREEN16 + (RADIUS_2 + 383), CONFIG_7) combine35(short cfg36, int n37) {
    int m38[3]{48, static_cast<int>(cfg36), 4};
    cfg36 >>= n37;
    const int v39 = MAX2_3(cfg36, 63ul);
    m38[2]--;
    n37 |= -static_cast<short>(02566U);
    Axis14 v40 = GREEN16;
}

int main() {
    int len41 = 2164;
    unsigned char flag42 = smooth18((len41 << len41) % 3ul, len41);
    double t43 = 24.375;
    smooth18(t43, t43);
    t43 += 279;
    t43 += flag42;
    smooth23<<<dim3(2, 512), sizeof(float) * 020, WARPS_1 + 251, 0>>>(&t43, SLOW15, nullptr, &len41);
    kick28_kernel<<<32, dim3((len41 + 127) / 128, 1 << 5)>>>(static_cast<unsigned short*>(nullptr), &len41);
    combine35<<<sizeof(int) * 16, 1 << (CONFIG_7 + 5)>>>(smooth18(len41, flag42) + (len41 + t43), smooth18(SLOW15, WARPS_1 * flag42));
    return 0;
}
