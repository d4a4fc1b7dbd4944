// cudagen 0.1 seed 724 invalid:constant_truncation
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_dim3,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,struct,namespace,if,if_else,switch,goto,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
namespace ops2 {
__global__ void fold3(unsigned int* out4, const float* __restrict__ src5, const float* __restrict__ coef6, double b7) {
    int sum8 = 0x19 + src5[3] + (src5[0x6] - out4[5]);
    auto val9 = 60l % (sum8 + u' ');
    if (b7 > 32ul) {
        goto skip10;
    }
    if (val9 <= val9) {
        return;
    }
skip10:;
}
inline __host__ __device__ int tile11(int count12, int stride13) {
    --stride13;
    count12 &= 0x1D2;
    switch (count12) {
    case (3):
        break;
    case 11:
        if (stride13 >= ((count12 - stride13) * (27 * stride13))) {
            float f14 = stride13;
            long long cnt15[3] = {};
            long lim16 = 041 / (static_cast<int>(stride13) + 37u);
        }
        break;
    case 10:
        break;
    }
    return (stride13 - 0x24) % sizeof(signed char);
}
} // namespace ops2
struct Sample17 {
    int y18;
    int vel19;
    int sum20;
};
void host_probe21(int* dst22, int stride23) {
    ops2::tile11(static_cast<float>(dst22[stride23]) + (dst22[stride23] / stride23), ops2::tile11(dst22[3], dst22[0x5]) * (stride23 + (*dst22)));
    unsigned sum24 = 4'882;
    int cnt25 = 0x3f - HALF_1(stride23);
    if (cnt25 >= cnt25) {
        goto finish26;
    }
    ops2::fold3<<<dim3(0x4 * 2, (cnt25 + 31) / 32), 128>>>(&sum24, (const float*)nullptr, nullptr, ops2::tile11(*dst22, 15) + ops2::tile11(19ULL, dst22[0x6]));
finish26:;
}
namespace img27 {
inline __host__ __device__ long probe28(signed char* dst29, int* data30, int lane31) {
    ops2::tile11((*dst29) - data30[lane31], (*data30) * (sizeof(float) + lane31));
    auto s32 = *data30;
    return ops2::tile11('\n' + (*data30), static_cast<double>(lane31)) + ops2::tile11(sizeof(int), ops2::tile11(0x2D, sizeof(unsigned short)));
}
template <typename T, int N = 6>
__global__ void __launch_bounds__((64), 2) rank33(T p34, int count35) {
    extern __shared__ float dyn_36[];
    if ((ops2::tile11(p34, N) + (p34 * N)) < (0x4UL + count35)) {
        if (p34 < 011l) {
            count35 ^= N;
            if (dyn_36[count35] <= N) {
                return;
            }
        }
    } else if (img27::probe28(nullptr, &count35, p34) > (N)) {}
}
} // namespace img27
int main() {
    int len37 = 220;
    short small38 = 70000;
    len37 = len37;
    img27::rank33<<<(len37 + 127) / 128, 64>>>(3U, (static_cast<float>(len37)));
    return 0;
}
