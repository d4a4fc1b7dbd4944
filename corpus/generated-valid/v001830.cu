// cudagen 0.1 seed 1830 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_device_function,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,local_array,struct,struct_methods,class_private,operator_overload,if,if_else,if_init,for,goto,compound_assign,bitwise,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object
#include "prelude.cuh"

#define WARPS_1 256
#define TILE_DIM_2 128
#define NUM_ITERS_3 16
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
class Acc6 {
    float val7;
public:
    __host__ __device__ Acc6(float c8) : val7(c8) {}
    __host__ __device__ float reset9() const {
        return alignof(int);
    }
    __host__ __device__ void norm10(unsigned char v11) {
        --val7;
        v11 = val7;
    }
};
struct Span12 {
    int hi13;
    unsigned int mass14;
    float sum15;
    unsigned long long lo16;
    __host__ __device__ void reset17(int v18) {
        sum15 = hi13;
    }
};
inline __device__ void bump19(int len20, int n21) {
    long prod22[0b11]{9L, long(n21), long(len20)};
    Span12 z23 = Span12{};
    z23.sum15--;
}
__host__ __device__ char gather24(int *buf25, Acc6 a26, float a27) {
    if (double cnt28 = *buf25; (a27 + (buf25[0b100] % 0x18)) <= size_t(a27)) {
        for (int it29 = 15; it29 > 0; --it29) {
            float mid30 = it29;
            mid30--;
            mid30++;
        }
        a27 *= -52l;
    }
    float f31 = buf25[0];
    return a27;
}
struct Cell32 {
    float sum33;
    double flag34;
    float flag35;
};
__host__ __device__ Cell32 operator+(Cell32 a, Cell32 b) {
    Cell32 r = a;
    r.sum33 += b.sum33;
    r.flag34 += b.flag34;
    r.flag35 += b.flag35;
    return r;
}
__global__ void __maxnreg__(64) bias36(unsigned char b37, Span12 cfg38, const float *__restrict__ input39, int n40) {
    extern __shared__ unsigned int dyn_41[];
    cfg38.mass14 *= dyn_41[0b1];
    float base42 = gather24(nullptr, Acc6(NUM_ITERS_3), (11ul + (*input39)) * gather24(nullptr, Acc6(n40), dyn_41[5]));
    if (dyn_41[6] >= input39[b37]) {
        goto out43;
    }
    if ((b37 * 64L) == 47ul) {
        return;
    }
out43:;
}
static float run_apply44(int count45) {
    gather24(nullptr, Acc6(count45 * count45), (count45 * count45) | (12l));
    signed char s46[8] = {static_cast<signed char>(count45), 55, static_cast<signed char>(count45), '#'};
    bias36<<<dim3(0x4, (count45 + 0b111111) / 64), 256, 0x0, nullptr>>>((unsigned short)(s46[count45 & 7]), Span12{10u, 42L, 2222lu, 0x34}, (const float*)nullptr, float(22U & count45));
    return 0x25u + gather24((int*)nullptr, Acc6(TILE_DIM_2), count45);
}
int main() {
    int len47 = 839;
    if ((gather24(nullptr, Acc6(len47), len47) ^ (TILE_DIM_2 - len47)) > (len47 - len47)) {
        bias36<<<(len47 + 0b1111111) / 128, (NUM_ITERS_3 + (TILE_DIM_2 + 0x170))>>>(36 % len47, Span12{len47, 041l, static_cast<float>(43 ^ len47), 1ull}, nullptr, len47 - (0x16 - len47));
        bias36<<<0x40, dim3((len47 + 0x7f) / 0x80), (WARPS_1 + 3840), (cudaStream_t)0>>>(gather24(nullptr, Acc6(len47), len47 ^ len47), Span12{0x3E, 0x8U, 0x2B, 6ull}, nullptr, (run_apply44(5l)));
        bias36<<<(NUM_ITERS_3 + (NUM_ITERS_3 + (NUM_ITERS_3 + (NUM_ITERS_3 + 64)))), dim3((len47 + 0x7f) / 0x80)>>>(run_apply44(len47), Span12{54, unsigned(len47 - 0b10001), -7.375F, 0x8ULL}, nullptr, len47);
    } else {
        gather24(nullptr, Acc6(sizeof(int)), len47);
    }
    bias36<<<0x20, (256), sizeof(float) * 32, 0>>>(run_apply44(sizeof(float)) - (47ul / len47), Span12{}, nullptr, len47);
    return 0;
}
