// cudagen 0.1 seed 698 valid
// features: kernel,launch,launch_shared_mem,launch_stream,host_function,main,shared_var,extern_shared,constexpr_var,enum,if,if_init,for,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_init_capture,macro_function,macro_paste
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define CAT_2(a, b) a##b
constexpr int STEPS3 = 8;
enum Op4 {
    SLOW5,
    ADD6,
    IDLE7,
    BUSY8,
    ON9 = 8
};
enum Axis10 { HIGH11, RED12, BLUE13 };

__global__ void lerp14(const float *in15, float cfg16, int lane17) {
    extern __shared__ double dyn_18[];
    dyn_18[lane17] /= (dyn_18[lane17] - 9.25) + ((in15[lane17] / 'A') - 2);
    Axis10 hi19 = RED12;
    ++cfg16;
    for (int n20 = lane17; n20 > 0; --n20) {
        dyn_18[1]++;
        unsigned int flag21 = 59ul;
    }
}

__global__ void warp22(int n23) {
    n23 <<= (STEPS3 + (n23 - CAT_2(n, 23))) - (' ' << n23);
    Op4 r24 = SLOW5;
    --n23;
    n23--;
    r24 = ADD6;
    n23 &= n23;
}

float host_pivot25(signed char alpha26, int count27, const int *input28) {
    count27++;
    alpha26--;
    if (constexpr double val29 = 077L; input28[alpha26] > (2 - alpha26)) {
        auto op33 = [base30 = STEPS3](long z31) {
            cudaStream_t cnt32 = 0;
        };
        op33(count27);
        cudaStream_t acc34 = (cudaStream_t)0;
    }
    count27 = 57UL + ((alpha26 != 21u) ? 10 : '#');
    return (input28[3] - (35 % CAT_2(count, 27))) * (((*input28) + 3) - count27);
}

int main() {
    int size35 = 3845;
    int *off36 = (int*)nullptr;
    char v37{static_cast<char>(host_pivot25(*off36, STEPS3, nullptr))};
    --off36[v37];
    ++(*off36);
    lerp14<<<(ADD6 + 3) * 8, (ADD6 + 127) * IDLE7>>>((const float*)nullptr, STEPS3 * size35, size35);
    --size35;
    warp22<<<1, 1 << 9, sizeof(float) * 32, nullptr>>>(-STEPS3);
    return 0;
}
