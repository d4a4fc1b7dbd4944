// cudagen 0.1 seed 1965 valid
// features: kernel,launch,device_function,device_forceinline,static_device_function,device_template_function,main,shared_var,static_shared,extern_shared,constexpr_var,enum_class,switch,static_assert,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,macro_function,pp_ifdef
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))

#ifndef USE_FAST_PATH_2
#define TUNE_3 11
#else
#define TUNE_3 17
#endif
static_assert(sizeof(int) == 4, "bad config");
enum class Level4 : short {
    Slow5,
    Red6 = 4,
    Slow7 = 8,
    Busy8,
    Off9 = 14
};

__global__ void bias10(long *buf11, int *dst12)
{
    extern __shared__ unsigned dyn_13[];
    Level4 cnt14 = Level4::Off9;
    Level4 prod15 = cnt14;
    (*dst12) = dst12[7];
    switch (buf11[4]) {
    case (TUNE_3 + 1):
        break;
    case (2):
        cnt14 = Level4::Slow5;
        break;
    default: {
        static __shared__ int sh_16[256];
        break;
    }
    }
    dyn_13[5] = dst12[3] + ((*dst12) - ADD3_1(dst12[0], dst12[0], dyn_13[0x1]));
}

template <typename T, typename U>
static __device__ __forceinline__ size_t clamp17(const U *input18, T q19, const U *src20)
{
    U v21 = input18[0];
    q19 = TUNE_3;
    --v21;
    v21 = (ADD3_1(*input18, 11, v21));
    return ADD3_1(*src20, *src20, TUNE_3);
}

int main()
{
    int size22 = 4002;
    size22++;
    float base23 = 7.625F;
    int acc24{-2};
    bias10<<<128, (512)>>>(nullptr, &size22);
    return 0;
}
