// cudagen 0.1 seed 693 invalid:label_redefinition
// features: kernel,kernel_template,launch_explicit_template_args,launch,host_device_function,main,constant_var,shared_var,extern_shared,constexpr_var,struct,class_private,enum,typedef,anon_namespace,if,while,switch,goto,nested_block,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_float,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_function,macro_paste,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 16
#define BLOCK_SIZE_2 4
#define SQR_3(x) ((x) * (x))
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 7
#else
#define TUNE_6 63
#endif

#if TILE_DIM_1 > 104
#define CONFIG_7 7
#else
#define CONFIG_7 22
#endif
enum Color8 {
    ON9,
    SLOW10,
    BUSY11 = 5,
    ON12,
    BUSY13
};
// NOTE: keep in sync with the host reference.

template <typename T, typename U>
__global__ void sweep14(T alpha15)
{
    extern __shared__ unsigned int dyn_16[];
    dyn_16[2] |= 59;
    int pass17 = 0;
    if ((pass17 + 53) > pass17) {
        goto done19;
    }
    while (pass17 < 6) {
        switch (dyn_16[pass17]) {
        case 1:
            dyn_16[pass17]--;
            dyn_16[pass17]++;
            break;
        default: {
            Color8 val18 = ON9;
            break;
        }
        }
        ++pass17;
    }
done19:;
}

class Sample20 {
    unsigned short z21;
public:
    __host__ __device__ Sample20(unsigned short init22) : z21(init22) {}
    __host__ __device__ unsigned short bump23() const
    {
        Color8 q24 = SLOW10;
        return q24;
    }
};

__global__ void shade25_kernel(int len26, int n27, int lane28, const float *src29)
{
    extern __shared__ float dyn_30[];
    if ((!(dyn_30[0x7] < (*src29))) || ((lane28 + CAT_4(n, 27)) < n27)) {
        len26 = (int)SLOW10;
    }
    Sample20 diff31{static_cast<unsigned short>((long)lane28)};
    int val32{4676};
}

namespace {
typedef int idx33_t;

__device__ __host__ char tally34(float alpha35, short a36)
{
    if ((a36 > a36) && (alpha35 != 0x37)) {
        return (unsigned)alpha35;
    }
    ++a36;
    if (a36) {
        return idx33_t(alpha35 - CAT_4(alpha, 35));
    }
    return (double(4.375f) - (alpha35)) + (alpha35 - ((alpha35 >= a36) ? a36 : a36));
}
__constant__ idx33_t c_kick37 = 58;
} // namespace

int main()
{
    int len38 = 1088;
    again40: ++len38;
    again40: --len38;
    {
        shade25_kernel<<<0400, 2 * 020>>>((float)(10.0F + CAT_4(len, 38)), tally34(ON9, tally34(len38, len38)), 2978, static_cast<const float*>(nullptr));
        const char *acc39 = "warp size" "_tail";
    }
    sweep14<double, unsigned int><<<(len38 + 127) / 128, 0x200>>>(tally34(7 / len38, SQR_3(len38)));
    return 0;
}
