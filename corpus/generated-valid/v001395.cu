// cudagen 0.1 seed 1395 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,static_host_function,main,constant_array,constexpr_var,enum_class,if,for,while,switch,goto,nested_block,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_string_prefix,lit_nullptr,cast_c,cast_static,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))

#ifndef USE_FAST_PATH_2
#define TUNE_3 13
#else
#define TUNE_3 26
#endif

#if TUNE_3 == 13
#define CONFIG_4 4
#else
#define CONFIG_4 23
#endif
enum class Phase5 : int { Add6 = 3, Slow7, Off8, Low9 };

__global__ void fold10(int len11, float *dst12) {
    int iter13 = 0;
    while (iter13 < 8) {
        len11 >>= len11;
        ++iter13;
    }
    constexpr float off14 = 3.875f;
    int hi15 = len11;
    len11++;
    float res16 = 22.875F;
}

__global__ void trace17(unsigned int *buf18, unsigned int q19, int stride20, float a21) {
    int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid22 >= stride20) {
        return;
    }
    int lo23 = 38 % q19;
    switch (lo23 + (*buf18)) {
    case 0:
        a21 += blockDim.x - 5.5F;
        if (a21 >= 36) {
            break;
        }
        break;
    case 3:
        break;
    case CONFIG_4:
        break;
    }
}

__host__ __device__ void fold24(int stride25, float *data26, float beta27) {
    if ((!data26) && (beta27 < stride25)) {
        goto done30;
    }
    switch (stride25) {
    case 0:
        break;
    case CONFIG_4 + 6:
        if (stride25 > (*data26)) {
            break;
        }
        for (int n28 = 0x0; n28 < 9; ++n28) {
            data26[stride25 & 7] -= CONFIG_4;
            Phase5 base29 = Phase5::Low9;
        }
        break;
    default:
        break;
    }
done30:;
}
__constant__ long c_split31[2] = {8ULL, 0x30};
constexpr unsigned int WIDTH32 = 040;

template <class T, int N = 1>
__global__ void lerp33(T a34) {
    if (c_split31[threadIdx.x] < c_split31[0]) {
        goto skip35;
    }
    {
        --a34;
        a34 = 1.375;
    }
skip35:;
}

static double run_score36(unsigned int b37) {
    if (SQR_1(b37) != WIDTH32) {
        goto done40;
    }
    b37 = static_cast<int>(WIDTH32);
    if (b37 != 62ul) {
        double res38 = b37;
        int cnt39 = WIDTH32;
        b37 -= 58lu;
    }
done40:;
    return 13.75;
}

int main() {
    int len41 = 3636;
    const char *m42 = u8"path\\to";
    short int idx43 = run_score36(len41);
    fold24(((long long)WIDTH32) * idx43, nullptr, -3.125F);
    fold10<<<(len41 + 0b111111) / 64, WIDTH32 + 0140, 0>>>(-idx43, nullptr);
    trace17<<<(len41 + 63) / 64, CONFIG_4 + (CONFIG_4 + (CONFIG_4 + (CONFIG_4 + (CONFIG_4 + (CONFIG_4 + 0x8))))), (WIDTH32 + 96) * (CONFIG_4 + 4), (cudaStream_t)0>>>(nullptr, WIDTH32, run_score36(len41 | CONFIG_4), 17);
    lerp33<unsigned, 1><<<512, 128, 0, (cudaStream_t)0>>>((-(-64)) ^ (m42[1] - idx43));
    return 0b0;
}
