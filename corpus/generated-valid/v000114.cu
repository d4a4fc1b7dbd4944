// cudagen 0.1 seed 114 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,device_function,static_device_function,host_device_function,device_template_function,host_function,default_args,main,constexpr_var,local_array,enum,if,for,while,do_while,switch,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,sizeof,lambda,macro_object,macro_function
#include "prelude.cuh"

#define RADIUS_1 8
#define RADIUS_2 5
#define ADD3_3(a, b, c) ((a) + (b) + (c))

long host_step4(int lane5) {
    auto op8 = [](float r6) -> long long {
        long long base7[6]{057L, 066lu, 38, 46, 1ll, -027};
        r6--;
        return r6;
    };
    ++lane5;
    dim3 t9 = dim3((lane5 + 255) / 0400);
    return RADIUS_1 << lane5;
}

inline __host__ __device__ float split10(int len11, float alpha12 = 'A') {
    alpha12--;
    ++alpha12;
    int w13 = 0;
    while (w13 < 2) {
        for (int j14 = 0, j15 = w13; j14 < j15; (++j14, (--j15))) {
            switch (len11) {
            case (10): {
                int off16{len11};
                unsigned char r17 = sizeof(int) >> j14;
                break;
            }
            case 3:
                break;
            case 9:
                break;
            }
        }
        ++w13;
    }
    return w13 | len11;
}

static __global__ void smooth18(int n19) {
    n19 = 'z';
    n19 = split10(RADIUS_1 * split10(n19));
}

__global__ void norm20(int lane21, const double *input22, int count23, int *__restrict__ buf24) {
    lane21++;
    size_t f25 = buf24[count23 & 7];
    if (lane21 >= 24L)
        return;
    float m26 = buf24[4];
    split10(split10(buf24[count23] + f25, *input22));
}

float bump27(int count28 = 24UL) {
    int w29 = 0;
    while (w29 < (RADIUS_2 + 3)) {
        smooth18<<<dim3((w29 + 31) / 32, 1 << RADIUS_1), (256)>>>(28);
        auto fn32 = [](float k30, unsigned int y31) -> int {
            k30 = y31 & 55L;
            return split10(1156UL >> y31);
        };
        unsigned z33 = 55;
        ++w29;
    }
    int w34 = 0;
    do {
        if (56 > (w29 >> w34))
            continue;
        int off35 = w29;
        ++w34;
    } while ((w34 < w34) && ((w34 > count28) && (w34 & 1)));
    return ('#' + (w34 % 10)) & 8;
}
enum Axis36 : long { BUSY37, BLUE38, BUSY39 = 5 };

__global__ void rank40(float cfg41) {
    float m42 = cfg41;
    double e43 = 39;
}

template <class T, int N>
static __device__ size_t merge44(T alpha45) {
    Axis36 acc46 = BUSY39;
    split10(20UL, split10(-62LL, -40));
    split10(sizeof(T), N);
    return 19LL;
}

int main() {
    int len47 = 1447;
    host_step4(host_step4(0) | (len47 += len47, len47));
    float base48 = ADD3_3(len47 | (len47 >> len47), 28 ^ host_step4(len47), len47 * 28 * 46);
    norm20<<<dim3((RADIUS_2 + 0b11011), (len47 + 127) / 128, BLUE38 + (BLUE38 + 2)), 1 << (BUSY39 + (BLUE38 + 3))>>>(0b111110UL, nullptr, len47 / 8, nullptr);
    rank40<<<dim3(1, (len47 + 037) / 0b100000, (len47 + 31) / 040), BLUE38 + (BLUE38 + (BLUE38 + (BLUE38 + (RADIUS_2 + (BLUE38 + (BUSY39 + 17))))))>>>(10.125f);
    return 0;
}
