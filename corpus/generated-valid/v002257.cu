// cudagen 0.1 seed 2257 valid
// features: kernel,launch_bounds,maxnreg,launch,launch_dim3,device_function,static_device_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,local_array,enum,if,for,ternary,shift,logical,comparison,incdec,comma,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,cast_c,cast_static,sizeof,alignof,lambda,lambda_generic,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 5
#define WARPS_2 (WARPS_1 + 59)
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define HALF_4(x) ((x) / 2)

#ifdef USE_FAST_PATH_5
#define TUNE_6 2
#else
#define TUNE_6 19
#endif
constexpr unsigned int TILE7 = 0b1000;

constexpr int shade8(int n9)
{
    n9 = 0b100010 - ((+n9) * TILE7);
    n9 = alignof(double) + n9;
    return (TUNE_6 + n9) - n9;
}
enum Level10 { FAST11, OFF12, RED13 = 3 };

__global__ void __maxnreg__(64) smooth14(int stride15)
{
    extern __shared__ unsigned dyn_16[];
    int mid17[6] = {'#', -0x33, static_cast<int>((-41))};
    if (!(stride15 != 4)) {
        return;
    }
    for (int i18 = stride15; i18 > 0; --i18) {
        unsigned char w19 = 56 * (i18 + 011);
        dyn_16[i18] = w19;
    }
    stride15 = mid17[4];
    constexpr double f20 = -11LL;
}

static __device__ int filter21(double cfg22, int lane23, int n24)
{
    int hi25 = n24;
    if ((hi25 + 0x40LL) < n24) {
        return HALF_4(lane23);
    }
    return ((!(cfg22 >= lane23)) ? (lane23 * lane23) : WARPS_2) >> (n24 + ((cfg22 > 54) ? alignof(char) : hi25));
}

__global__ void __launch_bounds__(1024, RED13 + 1) smooth26_kernel(short b27)
{
    extern __shared__ float dyn_28[];
    int base29((((dyn_28[b27] >= dyn_28[0]) && (dyn_28[3] == b27)) ? 27 : ((long long)TILE7)) + ((3430L + b27) * 22UL));
    if (((b27 / base29) == b27) && (46l != (b27 >> b27))) {
        if (!(dyn_28[base29] < 0x7)) {
            return;
        }
    }
    base29 = MIN2_3((base29 << (TUNE_6 - b27)), '0');
    int h30[5] = {-47, 20};
}

constexpr int merge31(int stride32)
{
    int off33 = (((short)TILE7) - (stride32)) >> (TILE7 + stride32);
    stride32 = ((3204 << off33) * ('#' * off33)) + HALF_4(off33);
    return ((unsigned int)(stride32)) - off33;
}

int main()
{
    int len34 = 1972;
    auto lam37 = [](auto val35) {
        (--val35, (val35 = HALF_4(+(val35 - sizeof(float)))));
        dim3 cnt36 = dim3(WARPS_1 + (WARPS_1 + 6), 1);
        return val35 * 2;
    };
    lam37(len34);
    smooth14<<<dim3(64), 1 << (RED13 + (OFF12 + 4))>>>(27);
    dim3 res38((len34 + 0b1111111) / 128, 1 << 6, 64);
    Level10 hi39 = FAST11;
    hi39 = FAST11;
    smooth26_kernel<<<0b1 << (OFF12 + (OFF12 + 4)), 32>>>(len34);
    return 0b0;
}
