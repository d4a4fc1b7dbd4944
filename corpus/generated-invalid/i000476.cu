// cudagen 0.1 seed 476 invalid:managed_const
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,main,shared_var,extern_shared,constexpr_var,enum,if,while,switch,switch_fallthrough,goto,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_float,lit_nullptr,cast_c,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 3
#else
#define TUNE_3 21
#endif

#if TUNE_3 == 3
#define CONFIG_4 2
#else
#define CONFIG_4 22
#endif
enum State5 : short {
    RED6,
    GREEN7 = 3,
    BUSY8,
    MUL9,
    HIGH10
};

__global__ void update11_kernel(int n12, long* dst13, const int* coef14, const int* src15)
{
    switch (n12) {
    case 3 * 4:
    case 6:
    case 10:
        break;
    }
    if ((coef14[n12])) {
        goto skip17;
    }
    ++n12;
    dst13[n12] = -18;
    switch (-(*dst13)) {
    case (CONFIG_4 + (CONFIG_4 + 0x1)): {
        if (62 != ((*src15) / 46)) {
            return;
        }
        double base16 = 37;
        [[fallthrough]];
    }
    case 3 * 3:
        n12 = CONFIG_4;
        break;
    case 11:
        break;
    case 3:
        break;
    }
skip17:;
}

template <typename T, int N>
__global__ void filter18(T* acc19, T* data20, T* dst21, T* data22)
{
    extern __shared__ float dyn_23[];
    --data22[7];
    data20[7] = N;
    unsigned int z24 = TUNE_3;
    int pass25 = 0x0;
    while (pass25 < pass25) {
        z24 = 28;
        float sum26 = z24 + 8;
        ++pass25;
    }
}
enum Axis27 { BLUE28, GREEN29, GREEN30 };

template <class T, int N = 3>
__global__ void pivot31(const T* in32)
{
    extern __shared__ float dyn_33[];
    Axis27 lo34 = GREEN30;
    --dyn_33[5];
    dyn_33[0x6]--;
}
__managed__ const int m_const37 = 1;

int main(void)
{
    int count35 = 0xf7;
    int w36 = CAT_1(count, 35) + ((count35 * count35) << count35);
    pivot31<float, (0x3 * 2)><<<(w36 + 31) / 32, dim3((1)), 0x0>>>(nullptr);
    update11_kernel<<<dim3((count35 + 0x7f) / 0x80), dim3(GREEN30 + (GREEN29 + (GREEN7 + 122))), (1024)>>>((4 / w36) - w36, nullptr, (const int*)nullptr, (const int*)nullptr);
    filter18<double, 6><<<(w36 + 255) / 256, 1 << (BUSY8 + TUNE_3)>>>((double*)nullptr, nullptr, nullptr, nullptr);
    return 0;
}
