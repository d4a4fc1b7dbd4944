// cudagen 0.1 seed 289 valid
// features: kernel,launch,launch_dim3,device_function,device_forceinline,static_device_function,device_template_function,host_function,main,shared_var,constexpr_var,local_array,struct,operator_overload,enum_class,if,if_init,for,do_while,goto,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,macro_object,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define WARPS_2 (2 * 010)
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifdef USE_FAST_PATH_7
#define TUNE_8 11
#else
#define TUNE_8 37
#endif
#if (TUNE_8 * 2) >= 63 && TUNE_8 != 0
#define CONFIG_9 8
#elif TUNE_8 < 0
#error unreachable configuration
#else
#define CONFIG_9 23
#endif
constexpr int BLOCK10 = BLOCK_SIZE_1 + 96;

static __device__ double tile11(const unsigned char *input12, int lane13, double *out14) {
    float w15 = out14[3];
    w15--;
    if (MIN2_3(input12[lane13], out14[lane13 & 7]) <= 18) {
        return 0x1a;
    }
    out14[lane13 & 7] = (w15 += BLOCK10, ((lane13 += input12[4], 21.25f) + 23.625));
    return (int)BLOCK10;
}

struct Particle16 {
    int vel17;
    int z18;
};

inline __host__ __device__ Particle16 operator+(Particle16 a, Particle16 b) {
    Particle16 r = a;
    r.vel17 += b.vel17;
    r.z18 += b.z18;
    return r;
}

__global__ void rank19(float *data20, int *acc21) {
    data20[2]--;
    (*acc21) = BLOCK10;
}

__device__ __forceinline__ void pack22(int len23, float beta24, unsigned p25) {
    __shared__ float sh_26[256];
    p25 = int(BLOCK_SIZE_1);
}
enum class Color27 { Red28, Off29 = 4 };

template <typename T, typename U>
static __device__ T sweep30(U beta31, int count32) {
    (++beta31, (count32 = count32));
    beta31 = 7.875f;
    int pass33 = 0x0;
    do {
        count32 = beta31;
        Particle16 prod34 = Particle16{};
        ++pass33;
    } while (pass33 < 16);
    return (int(2555) + (count32 - BLOCK10)) % ((unsigned char)(pass33 & count32));
}

int run_blend35(int count36, const float *src37) {
    int v38 = BLOCK10 - ((count36 | BLOCK10) - 27l);
    if ((v38 + v38) < 0x6) {
        return (63) | count36;
    }
    if (int h39 = BLOCK10; (CAT_6(count, 36) - (h39 + BLOCK10)) < MIN2_3(h39, 0x5)) {
        constexpr int acc40 = 0x27;
        h39 = acc40 % (CAT_6(count, 36) - 0x4u);
        constexpr int acc41 = 2;
    }
    Particle16 q42 = Particle16{20, 4611UL};
    return src37[0b0] + (v38 += 58, src37[2]);
}

unsigned short host_filter43(int len44) {
    Particle16 off45 = {BLOCK10, 64L};
    if ((len44 | 9) >= off45.z18) {
        goto done49;
    }
    if (len44 >= (len44 += BLOCK10, len44)) {
        ++len44;
        int w46 = 0b0;
        do {
            for (int n47 = 0; n47 < len44; ++n47) {
                (++off45.z18, (off45 = off45));
                short mid48[8] = {19ul};
            }
            ++w46;
        } while (w46 < len44);
    }
done49:;
    return len44;
}

int main() {
    int n50 = 1308;
    for (int it51 = n50; it51 > 0; --it51) {
        n50 = MIN2_3(it51, 073);
        Color27 t52 = Color27::Red28;
        t52 = t52;
    }
    rank19<<<(n50 + 31) / 32, dim3((n50 + 0177) / 128, (n50 + 127) / 0b10000000, (n50 + 0x7F) / 0x80)>>>(nullptr, nullptr);
    return 0;
}
