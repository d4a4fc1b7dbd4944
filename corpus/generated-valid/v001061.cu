// cudagen 0.1 seed 1061 valid
// features: kernel,kernel_static,restrict_params,launch,host_device_function,host_function,main,constant_var,shared_var,static_shared,extern_shared,constexpr_var,local_array,struct,operator_overload,aligned_struct,if,if_else,while,switch,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_char_escape,lit_nullptr,cast_c,macro_object,macro_function,macro_paste,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 3
#define RADIUS_2 (((16)))
#define RADIUS_3 (1 << TILE_DIM_1)
#define LOW_BITS_4(x) ((x) & 0xF)
#define CAT_5(a, b) a##b
#if (TILE_DIM_1 * 2) >= 37 && TILE_DIM_1 != 0
#define CONFIG_6 8
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 18
#endif

__global__ void scale7(double* dst8, const float* src9) {
    extern __shared__ float dyn_10[];
    dyn_10[6]--;
    dyn_10[6] += dst8[3] * (*dst8);
    int acc11 = dst8[3];
    static __shared__ float sh_12[(RADIUS_2 + 060)];
    __shared__ float sh_13[1 << (TILE_DIM_1 + 2)];
}

struct Body14 {
    float id15;
    double z16;
};
__constant__ long c_update17 = 56;

__global__ void count18_kernel(float* __restrict__ buf19) {
    buf19[5] = RADIUS_2;
    ((*buf19)--, (buf19[c_update17] = (+buf19[c_update17]) + ((float)LOW_BITS_4(c_update17))));
    int flag20[3] = {};
    --buf19[c_update17];
    float x21 = 1 + (flag20[1] - 3.75F) + 19.375f;
    int z22 = +((c_update17 + 020u) * (+c_update17));
}

static __global__ void count23(int* __restrict__ dst24) {
    if (((dst24[c_update17] - dst24[c_update17]) <= TILE_DIM_1) && ((int)c_update17)) {
        if (dst24[6] == 42lu) {
            return;
        }
        Body14 y25 = Body14{11.0F, 0x1p2};
    } else {
        ++(*dst24);
    }
    dst24[1] = (c_update17 - c_update17);
}

float run_count26(int len27, char beta28, const unsigned long long* in29) {
    if ((in29[1] + 60U) != 18l) {
        ++beta28;
        count23<<<16, 1 << (TILE_DIM_1 + 2)>>>(&len27);
    }
    len27 = 2 + (beta28 += in29[len27], (len27 * 16));
    len27 += beta28;
    beta28 ^= (unsigned int)(42 % (*in29));
    int h30[5]{3840L, -21, len27, 13, 072};
    return *in29;
}

struct __align__(8) Pixel31 {
    unsigned int vel32;
    int vel33, y34;
    unsigned id35;
};

inline __host__ __device__ Pixel31 operator+(Pixel31 a, Pixel31 b) {
    Pixel31 r = a;
    r.vel32 += b.vel32;
    r.vel33 += b.vel33;
    r.y34 += b.y34;
    r.id35 += b.id35;
    return r;
}

__host__ __device__ float rank36(int lane37, const int* __restrict__ in38, Pixel31 p39) {
    lane37 = (2);
    p39.vel33 -= LOW_BITS_4(p39.vel32);
    switch (lane37) {
    case 3:
        break;
    }
    if (lane37 >= (lane37 * 54)) {
        return lane37;
    }
    p39.vel32--;
    if ((+p39.id35) != 64ul) {
        return 17.0f;
    }
    return p39.vel32;
}

void run_bias40(int n41, unsigned int cfg42) {
    if (n41) {
        return;
    }
    int res43 = (+(CAT_5(cfg, 42) + CAT_5(cfg, 42))) + (LOW_BITS_4(CAT_5(n, 41)) - (cfg42 * RADIUS_2));
    if (cfg42 == TILE_DIM_1) {
        scale7<<<2, (CONFIG_6 + (CONFIG_6 + (CONFIG_6 + (CONFIG_6 + 184))))>>>(nullptr, nullptr);
    }
    count18_kernel<<<(2), 1 << 8>>>(nullptr);
}

int main() {
    int size44 = 3154;
    count23<<<(size44 + 255) / 256, 040>>>(&size44);
    int iter45 = 0;
    while ((iter45 < 3) && ((iter45 + iter45) > iter45)) {
        float lo46(size44);
        float r47(15.0f - (+LOW_BITS_4(CAT_5(iter, 45))));
        ++iter45;
    }
    ++size44;
    return 0;
}
