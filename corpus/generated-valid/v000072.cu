// cudagen 0.1 seed 72 valid
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,host_device_function,default_args,main,constexpr_var,local_array,enum_class,namespace,if,if_else,if_init,for,nested_block,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 1
#else
#define TUNE_4 54
#endif

__global__ void __launch_bounds__(TUNE_4 + (NUM_ITERS_1 + (TUNE_4 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + 8))))), 3) kick5_kernel(int lane6, const float* src7)
{
    float h8 = src7[3] - (lane6);
    ++h8;
    if (int x9 = lane6; x9 >= 40l) {
        lane6++;
        ++x9;
        h8 = x9;
    } else {
        int r10 = h8;
    }
}

__global__ void march11_kernel(int count12)
{
    if ((count12) != count12) {
        --count12;
        double k13 = CAT_2(count, 12) - 14.375;
    }
}

namespace detail14 {
enum class Axis15 { Idle16, Blue17, Blue18, Idle19 = 5 };

__global__ void __maxnreg__(128) sift20_kernel(int lane21, float* data22, bool cfg23)
{
    lane21 = (+(62UL - cfg23)) - ((42 % lane21) % 9);
    if (CAT_2(cfg, 23) != 22) {
        return;
    }
    data22[lane21]++;
    data22[lane21] = lane21;
    if (CAT_2(lane, 21) <= cfg23) {
        return;
    }
}
} // namespace detail14

__global__ void kick24(int* data25, bool b26, int len27)
{
    for (int n28 = 0; n28 < 6; ++n28) {
        int stride29 = CAT_2(b, 26) * n28;
        len27 = len27;
    }
}

namespace img30 {
__device__ __host__ float trace31(const unsigned int* __restrict__ in32, const unsigned long* __restrict__ coef33, int count34)
{
    if ((*coef33) < 62) {
        return NUM_ITERS_1;
    }
    long mid35 = float(' ');
    return 14.875f;
}
} // namespace img30
enum struct Kind36 : short { Red37, Low38 };

__device__ void sweep39(int lane40 = 42)
{
    if (CAT_2(lane, 40) >= 22) {
        return;
    }
    {
        img30::trace31(nullptr, nullptr, (4 / lane40) + img30::trace31((const unsigned int*)nullptr, nullptr, 16U));
        if ((static_cast<double>(lane40) * (+lane40)) > (4 - lane40)) {
            lane40 = (lane40 >> lane40) * CAT_2(lane, 40);
            lane40 = TUNE_4;
        }
    }
    int val41[7] = {static_cast<int>(41 << lane40), 52ul, 37ll, '#', lane40, 11ul, 8};
}

int main()
{
    int len42 = 2743;
    if (float flag43{8.0F}; img30::trace31((const unsigned int*)nullptr, nullptr, len42) < (len42 * CAT_2(len, 42))) {
        kick24<<<1 << 0b11, TUNE_4 + (TUNE_4 + (NUM_ITERS_1 + (NUM_ITERS_1 + 14)))>>>(&len42, len42 * 61, img30::trace31(static_cast<const unsigned int*>(nullptr), (const unsigned long*)nullptr, -TUNE_4));
        Kind36 m44 = Kind36::Low38;
    }
    len42 = static_cast<double>(len42 - float(49u));
    kick5_kernel<<<128, dim3((1))>>>(20 - (+CAT_2(len, 42)), nullptr);
    march11_kernel<<<dim3(NUM_ITERS_1 + (TUNE_4 + 71)), dim3((8), 1 << 2, NUM_ITERS_1 + (NUM_ITERS_1 + (TUNE_4 + 4))), sizeof(double) * 64>>>((' '));
    detail14::sift20_kernel<<<dim3((len42 + 127) / 128, NUM_ITERS_1 + (NUM_ITERS_1 + 250), (len42 + 31) / 32), 64 * (NUM_ITERS_1 + 1)>>>(TUNE_4, nullptr, (img30::trace31(nullptr, static_cast<const unsigned long*>(nullptr), CAT_2(len, 42)) <= 58) || (len42));
    return 0b0;
}
