// cudagen 0.1 seed 521 invalid:missing_return_statement
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,local_array,const_local,using_alias,namespace,nested_namespace,if,for,switch,switch_fallthrough,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof
#include "prelude.cuh"

namespace detail1::sub2 {
__global__ void tally3(int n4, int lane5)
{
    int idx6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx6 >= n4) {
        return;
    }
    unsigned int base7 = lane5;
    lane5 %= 53 * (base7);
    n4 = idx6 + (0x27 & idx6) + (64LL % idx6);
    ++n4;
    int y8 = (3 ^ n4) / lane5;
}
using ptr9_t = float*;
float host_apply10(const unsigned int* coef11, const short* input12, unsigned int* buf13)
{
    detail1::sub2::tally3<<<dim3(8, 2, 0x2 * 2), 0x40, 0x100>>>(0x25ull ^ (~buf13[3]), 0x11);
    detail1::sub2::tally3<<<128, 8 * 0x10, sizeof(float) * 256>>>(066 + (buf13[0x5] / 26L), (3583 % coef11[7]) - coef11[5]);
    detail1::sub2::tally3<<<dim3(1), dim3(128)>>>((0x30u + (*buf13)) - (2ULL - (*input12)), -40);
    float f14[0x8] = {20.875f, 22.25f};
    for (int it15 = 8; it15 > 0; --it15) {
        int y16 = 0x35U ^ ((*input12) * 0x612);
        cudaStream_t t17 = (cudaStream_t)0;
    }
    return (((*coef11) / buf13[0x2]) > 41) ? ((32 % (*buf13)) ^ 2L) : 11.625F;
}
} // namespace detail1::sub2
namespace util18 {
void run_fold19(const int* coef20, const float* input21, int lane22)
{
    lane22 %= lane22 ^ lane22;
    detail1::sub2::tally3<<<dim3(2, (lane22 + 255) / 256), dim3(4, 8), 0, nullptr>>>(7, lane22 - detail1::sub2::host_apply10(reinterpret_cast<const unsigned int*>(coef20), reinterpret_cast<const short*>(input21), (unsigned*)nullptr));
    lane22 = 4430u;
}
} // namespace util18
void sweep23(unsigned char* acc24, double* dst25, unsigned long long* acc26)
{
    double val27[4] = {};
    if (29 >= detail1::sub2::host_apply10(reinterpret_cast<const unsigned*>(acc24), nullptr, reinterpret_cast<unsigned*>(acc26))) {
        return;
    }
    long k28[4] = {static_cast<long>(*acc26), 479, static_cast<long>(acc26[5])};
    for (int it29 = 0; it29 < 0xA; it29++) {
        const int q30 = (val27[it29 & 0x3]) + 18;
        dim3 flag31 = dim3((it29 + 31) / 0x20, (8));
    }
}
int pick37(int x)
{
    if (x > 2)
        return 1;
}
int main(void)
{
    int len32 = 0x91F;
    switch (len32) {
    case 4:
        break;
    case 2:
    case 11: {
        const int f33 = len32 * 055ul;
        double u34 = detail1::sub2::host_apply10(nullptr, nullptr, nullptr);
        [[fallthrough]];
    }
    case 3:
        break;
    default:
        detail1::sub2::tally3<<<dim3((len32 + 255) / 0400, (len32 + 127) / 128, (len32 + 31) / 32), 512, 0, 0>>>(detail1::sub2::host_apply10(nullptr, nullptr, (unsigned int*)nullptr), detail1::sub2::host_apply10((const unsigned*)nullptr, (const short int*)nullptr, nullptr));
        break;
    }
    int sum35(detail1::sub2::host_apply10((const unsigned int*)nullptr, nullptr, (unsigned int*)nullptr) + detail1::sub2::host_apply10(nullptr, (const short*)nullptr, nullptr));
    const char* lo36 = R"(raw \n text)";
    return 0;
}
