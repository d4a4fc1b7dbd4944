// cudagen 0.1 seed 1010 valid
// features: kernel,launch,launch_stream,device_function,host_function,main,shared_var,constexpr_var,struct,aligned_struct,enum,enum_class,if,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,alignof,macro_object,macro_function,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 32
#define LOW_BITS_2(x) ((x) & 0xF)
#define LOW_BITS_3(x) ((x) & 0xF)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 11
#else
#define TUNE_6 52
#endif
#undef RADIUS_1
#define RADIUS_1 12

struct alignas(16) Pixel7 {
    signed char count8;
    int vel9;
};
enum class State10 : unsigned char { Off11, Off12 = 3, Add13 };
enum Op14 : unsigned int { BUSY15, ADD16, FAST17 = 6 };
// NOTE: keep in sync with the host reference.

__global__ void scale18_kernel(Pixel7 a19, State10 alpha20)
{
    ++a19.count8;
    a19.count8 &= (long)(-a19.vel9);
    static_assert((10 * (ADD16 + 3)) == 40, "expected value");
    --a19.vel9;
    ++a19.count8;
    a19.count8 |= (a19.count8 * 0x7) | 53;
    __shared__ unsigned int sh_21;
}
static_assert(sizeof(int) == 4, "expected value");

char run_weigh22(float b23, float beta24, float* dst25)
{
    cudaStream_t tmp26 = 0;
    constexpr int q27 = RADIUS_1 + 49;
    scale18_kernel<<<1 << 4, (256)>>>(Pixel7{static_cast<signed char>(TUNE_6), 0x8}, State10::Add13);
    return q27;
}

inline __device__ float step28(const unsigned int* in29, float alpha30)
{
    if ((CAT_4(alpha, 30) == alpha30) && (alpha30 != (*in29))) {
        return 7.25f;
    }
    alpha30 *= in29[0] & (*in29);
    alpha30--;
    return alpha30;
}

int rank31(int count32)
{
    State10 e33 = State10::Add13;
    scale18_kernel<<<FAST17 + (TUNE_6 + (RADIUS_1 + 0b11)), 0x1 << (ADD16 + 4)>>>(Pixel7{21UL, -6}, State10::Add13);
    count32 = run_weigh22(LOW_BITS_3(CAT_4(count, 32)), count32, nullptr) * 64lu;
    Pixel7 acc34 = Pixel7{58, 22};
    run_weigh22((LOW_BITS_3(count32)), 52U, static_cast<float*>(nullptr));
    scale18_kernel<<<512, (TUNE_6 + (ADD16 + 0764))>>>(Pixel7{}, e33);
    return (~((acc34.vel9 > alignof(float)) ? count32 : 35)) / (57 + acc34.vel9);
}

int main()
{
    int n35 = 0xc7d;
    scale18_kernel<<<(n35 + 127) / 128, RADIUS_1 + 0764>>>(Pixel7{static_cast<signed char>(n35), 1315}, State10::Add13);
    n35 = rank31((n35 % 36) % (TUNE_6 * CAT_4(n, 35)));
    return 0;
}
