// cudagen 0.1 seed 104 valid
// features: kernel,launch,launch_dim3,host_device_function,host_function,default_args,main,device_var,constant_array,constexpr_var,const_local,enum,goto,nested_block,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_launch,macro_function,macro_statement,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

inline __host__ __device__ float shade5(double cfg6, short int p7, int count8) {
    double hi9 = p7 % ((sizeof(int) + count8) - 2'287);
    const int *stride10 = &count8;
    count8 &= 2ul;
    unsigned int acc11 = sizeof(float) % ((*stride10) * (25ul % count8));
    count8 = p7;
    p7++;
    acc11 &= (40 << stride10[count8]);
    return 24.5f;
}
__device__ unsigned long long d_decay12 = 37;
enum Kind13 : unsigned char { MUL14, BLUE15, OFF16, HIGH17 };
/* NOTE: keep in sync with the host reference. */

__global__ void fuse18(float b19) {
    {
        d_decay12 &= 2 - static_cast<long>(b19);
        const int flag20 = 25 - shade5((int)13, 55 % d_decay12, 33lu);
    }
    unsigned long long stride21 = shade5(b19, shade5(d_decay12, (d_decay12), MUL14 - b19), shade5(BLUE15, BLUE15, shade5(7.625, -35, d_decay12)));
    long q22 = stride21;
    Kind13 stride23 = BLUE15;
    if (stride23 == HIGH17) {
        goto finish24;
    }
    stride23 = MUL14;
finish24:;
}

float host_pack25(float *data26, long long beta27, int len28) {
    unsigned long long val29 = 51;
    if ((data26 != nullptr) && (3 < beta27)) {
        goto skip30;
    }
    len28 <<= long(OFF16);
skip30:;
    return shade5(shade5(MUL14, OFF16, 40l) + shade5(data26[2], beta27, *data26), (beta27) - (3u + val29), ADD3_1(len28 - data26[beta27], ADD3_1(len28, OFF16, beta27), ADD3_1(len28, 16, *data26)));
}

__host__ __device__ short int count31(int stride32, int *buf33) {
    stride32--;
    Kind13 acc34 = OFF16;
    if (buf33 == nullptr) {
        goto skip35;
    }
    stride32 *= ADD3_1((buf33[1] - 074) ^ acc34, shade5(ADD3_1(*buf33, acc34, stride32), BLUE15, stride32), ADD3_1(buf33[stride32], 4, 44) * 7);
    stride32--;
    stride32 = (~buf33[7]) * ((stride32 += *buf33, 5ul) << 2);
skip35:;
    return static_cast<short>(2721 + stride32) | acc34;
}

__host__ void check_spread36(float q37 = 15) {
    float off38 = q37;
    shade5(count31(053UL, nullptr), count31(count31(q37, nullptr), nullptr), 3844 + ADD3_1(q37, 26, q37));
    fuse18<<<(4), dim3(1 << 5, (1), (8))>>>(q37);
}
__constant__ int c_tile39[8] = {-29, -51, 1, 13, 027, 43UL, 14l, 40UL};

int main() {
    int n40 = 1749;
    auto lam44 = [](float lo41, float idx42) -> long {
        lo41 -= 15.125f;
        fuse18<<<16, dim3((8), 2 * (BLUE15 + 1))>>>(2.625f);
        const int m43 = lo41 * idx42 * idx42;
        return m43;
    };
    lam44(n40, n40);
    fuse18<<<dim3((n40 + 077) / 64), (BLUE15 + (BLUE15 + (OFF16 + (BLUE15 + (BLUE15 + 26))))) * 16>>>(ADD3_1(n40, count31(n40, &n40), 6));
    int *r45 = nullptr;
    return 0;
}
