// cudagen 0.1 seed 2168 valid
// features: kernel,restrict_params,launch,launch_shared_mem,device_function,device_forceinline,host_device_function,device_template_function,host_function,main,shared_var,static_shared,constexpr_var,auto_var,struct,struct_methods,enum,if,for,goto,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,method_call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,macro_object,comments
#include "prelude.cuh"

#define WARPS_1 16

struct Vec2 {
    double weight3;
    float count4;
    __host__ __device__ double scale5() const {
        return weight3 * (weight3 + WARPS_1);
    }
};

__global__ void filter6(float *data7, float *acc8, unsigned *__restrict__ acc9) {
    float tmp10 = 18.0F;
    ++acc8[5];
}

template <typename T, typename U>
__device__ __forceinline__ short update11(U q12, U b13) {
    if (b13 > 63) {
        goto out21;
    }
    b13 = b13;
    for (int i14 = 0x0; i14 < 5; i14++) {
        for (int i15 = 0b0, j16 = 15; i15 < j16; (++i15, (--j16))) {
            for (int n17 = 0; n17 < i14; n17++) {
                auto h18 = (q12);
            }
        }
        T u19 = ((unsigned long)(59u + i14)) * ((U' ' ^ i14) + i14);
        static __shared__ Vec2 sh_20;
    }
out21:;
    return (sizeof(int) - q12);
}

__global__ void march22(long *out23, long q24) {
    q24 += 0b110111ul;
    constexpr int s25 = 7;
    out23[2] &= (unsigned int)out23[q24 & 0x7];
}
enum Kind26 {
    ADD27 = 2,
    IDLE28,
    RED29,
    HIGH30,
    IDLE31
};
// Layout: row-major, no padding.

__global__ void scale32(float cfg33, const int *__restrict__ coef34) {
    __shared__ long long sh_35[16];
    --sh_35[10];
    cfg33++;
    Vec2 mid36 = Vec2{};
    (++cfg33, (mid36 = mid36));
    mid36.weight3--;
}

__device__ float pivot37(int count38, int *buf39, double beta40) {
    beta40 = static_cast<int>(sizeof(short));
    int u41 = ~update11<double, float>(27 - count38, update11<double, long>(beta40, '0'));
    return update11<float, double>(update11<float, int>(18, beta40), 21 >> count38) * (+u41);
}
// Computes one element per thread.

__host__ __device__ long long apply42(int len43, Vec2 a44, Vec2 p45) {
    ++p45.weight3;
    for (int i46 = 0; i46 < len43; ++i46) {
        auto val47 = 1122 + (len43 - (15 >> len43));
        double lo48 = p45.scale5() / .125F;
        len43 += p45.scale5();
    }
    return p45.scale5();
}
// Helper used by the kernels below.

__device__ __forceinline__ int warp49(double *__restrict__ buf50, const Vec2 &b51, Vec2 a52) {
    apply42(b51.scale5(), Vec2{}, Vec2{13.125, float(L'#')});
    if (pivot37(a52.weight3, reinterpret_cast<int*>(buf50), b51.weight3) != 2) {
        return apply42(HIGH30, Vec2{8.0, 2.5f}, a52) * (a52.count4 + 4l);
    }
    float lim53 = 1 >> update11<unsigned, unsigned>(a52.scale5(), a52.count4 * b51.weight3);
    return update11<unsigned int, unsigned int>(4 + a52.count4, static_cast<unsigned>(pivot37(b51.count4, reinterpret_cast<int*>(buf50), 2980)));
}

void run_weigh54(double *__restrict__ buf55, int count56, int len57) {
    constexpr double v58 = 9.5;
    apply42(sizeof(int), Vec2{}, Vec2{7.25, float(13.625f - len57)});
    filter6<<<ADD27 * 8, 1 << 6>>>(nullptr, reinterpret_cast<float*>(buf55), reinterpret_cast<unsigned int*>(buf55));
    auto step59 = []() -> float {
        return 202u;
    };
    apply42(2UL, Vec2{}, Vec2{31u, 5});
    apply42(5, Vec2{v58, 4.875f}, Vec2{});
}

int main() {
    int size60 = 3169;
    size60 = size60;
    for (int n61 = 0; n61 < size60; ++n61) {
        size60 = ((size60 + size60) * (size60 | 'z')) / size60;
    }
    size60 += apply42(size60 / size60, Vec2{'a', 56UL}, Vec2{63, 3.0f}) & size60;
    float q62 = 3.75f * (size60 - size60) * size60;
    march22<<<1 << 2, IDLE28 + 0b11101, 0>>>(nullptr, apply42(size60 << 7, Vec2{2, float(18.125F)}, Vec2{-5., 31}));
    scale32<<<(size60 + 0x3F) / 64, WARPS_1 * 0x8>>>(24.25F, &size60);
    return 0;
}
