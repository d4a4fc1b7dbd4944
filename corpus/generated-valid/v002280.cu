// cudagen 0.1 seed 2280 valid
// features: kernel,kernel_static,launch,launch_dim3,host_function,static_host_function,main,constexpr_var,enum_class,namespace,nested_namespace,if,for,logical,comparison,incdec,comma,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,cast_c,cast_static,sizeof,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MOD8_2(x) ((x) % 8)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 12
#else
#define TUNE_4 32
#endif
#if TUNE_4 == 12
#define CONFIG_5 1
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 21
#endif

static __global__ void smooth6(unsigned int q7, int count8) {
    q7 = count8;
    (q7++, (count8 = count8));
}

namespace gpu9::inner10 {
enum class Axis11 {
    Slow12,
    Red13 = 4,
    Low14 = 9,
    High15,
    Slow16
};

int host_tile17(int len18, int stride19, int lane20) {
    int s21 = static_cast<int>(static_cast<int>(len18 / lane20));
    smooth6<<<dim3(4), dim3(0x100, (stride19 + 63) / 0x40, (0x100))>>>(56lu + lane20 + 3483lu, stride19);
    for (int i22 = len18; i22 > 0; --i22) {
        if (i22 >= s21) {
            for (int it23 = 0x0; it23 < 4; ++it23) {
                if ((s21 < TUNE_4) && (i22 > 0x24)) {
                    return (-0) % static_cast<long>(s21);
                }
                smooth6<<<dim3(0x100, 1), 128>>>((it23), MOD8_2((static_cast<short>(stride19))));
            }
        }
    }
    return static_cast<float>(s21);
}
} // namespace gpu9::inner10

static int run_score24(gpu9::inner10::Axis11 alpha25, int lane26) {
    smooth6<<<(lane26 + 127) / 128, 128>>>(gpu9::inner10::host_tile17(4437 - lane26, 34l + lane26, 'a'), CONFIG_5);
    smooth6<<<(lane26 + 255) / 0x100, (CONFIG_5 + (TUNE_4 + (CONFIG_5 + (TUNE_4 + (TUNE_4 + 26)))))>>>(gpu9::inner10::host_tile17((float)lane26, 'A' - lane26, gpu9::inner10::host_tile17(lane26, lane26, 03575)), gpu9::inner10::host_tile17((lane26 += 24, lane26), 0, 0x69EUL * lane26));
    for (int j27 = lane26; j27 > 0; --j27) {
        alpha25 = gpu9::inner10::Axis11::Slow16;
        if (j27 < 6) {
            return gpu9::inner10::host_tile17(lane26 - 2, static_cast<int>(j27), 63ll);
        }
    }
    return ((lane26 / lane26) + gpu9::inner10::host_tile17(lane26, lane26, 'A')) / (CONFIG_5 + lane26);
}

int main() {
    int size28 = 4091;
    size28 = size28 + size28 + ((double)size28) + size28;
    smooth6<<<dim3(sizeof(int) * 8), CONFIG_5 + (TUNE_4 + 243)>>>(0x19 / size28, size28 * (TUNE_4 * size28));
    smooth6<<<dim3(8 * (CONFIG_5 + 3)), (TUNE_4 + 0x14)>>>(size28 * (24 + size28), 0x2 * static_cast<int>(size28));
    smooth6<<<64, dim3(128)>>>(size28 * size28, HALF_1(size28 + size28));
    gpu9::inner10::Axis11 val29 = gpu9::inner10::Axis11::Red13;
    if (size28) {
        return size28;
    }
    return 0;
}
