// cudagen 0.1 seed 1300 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,constexpr_function,main,constexpr_var,const_local,struct,struct_template,enum,anon_namespace,if,if_init,do_while,switch,goto,ternary,bitwise,logical,comparison,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define LOW_BITS_2(x) ((x) & 0xF)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
enum Axis6 { FAST7 = 2, LOW8 = 5, FAST9 };

constexpr __host__ __device__ int gather10(int count11, int len12) {
    return (LOW_BITS_2(CAT_5(len, 12)) + (CAT_5(count, 11) + count11)) * 16;
}

__global__ void weigh13_kernel(float* out14, int lane15, int lane16) {
    if ((lane16 - FAST7) < lane15) {
        goto skip21;
    }
    switch (gather10(lane16, 034)) {
    case FAST7 + 0x3: {
        int s17 = gather10((~lane16) + lane16, lane16);
        lane15 = gather10(gather10(s17, 35), out14[0b11] + s17) - (gather10(lane15, out14[lane15 & 0x7]) - (CAT_5(s, 17) / 0x32));
        break;
    }
    case LOW8 + (LOW8 + 0b1): {
        int w18 = 0;
        do {
            out14[0x7] = 027 % ((lane15 + 4462) * LOW_BITS_1(CAT_5(lane, 16)));
            constexpr unsigned short prod19 = 3;
            float r20 = sizeof(unsigned);
            ++w18;
        } while ((w18 < 5) && (lane15 == (out14[1] - 0x2F)));
        break;
    }
    case 0:
        break;
    default:
        break;
    }
skip21:;
}

namespace {
__host__ __device__ void tile22(unsigned long long b23, float b24) {
    unsigned short r25 = b23;
    b24 = ((5 % b23) + (23.625F + b24)) / float(0.625f);
    r25 = (gather10(b23, r25) % LOW_BITS_2(r25)) * LOW8;
    const float r26 = (r25 > r25) ? 6 : (CAT_5(b, 23) * b23 * gather10(r25, b24));
    int k27{1l};
}

template <typename T>
struct Sample28 {
    T hi29;
    long w30;
};
} // namespace

unsigned int apply31(const Sample28<double> &alpha32) {
    weigh13_kernel<<<dim3(4), FAST7 + 254>>>(nullptr, alpha32.hi29, 0x3c);
    const char* sum33 = R"xy(a "quoted" )word)xy";
    if (FAST9 <= ((alpha32.hi29 == alpha32.w30) ? 26 : sum33[1])) {
        goto done34;
    }
    weigh13_kernel<<<dim3(32, (64), sizeof(int) * (FAST9 + 10)), sizeof(int) * 16>>>(nullptr, +gather10(alpha32.hi29, alpha32.w30), (gather10(sum33[1], alpha32.w30)));
    if ((alpha32.hi29 < alpha32.hi29) || (alpha32.w30 & 1)) {
        return alpha32.hi29;
    }
done34:;
    return alpha32.hi29;
}

int main() {
    int count35 = 0x55E;
    if (int x36 = count35; (x36 % (x36 * count35)) == (10u * x36)) {
        count35 = x36 % gather10(CAT_5(x, 36), (x36 < 33lu) ? CAT_5(count, 35) : 9);
        float q37 = 3.625F;
        weigh13_kernel<<<2 * FAST7, (LOW8 + (FAST7 + (FAST9 + 51)))>>>(&q37, (apply31(Sample28<double>{3.125f, -2912}) == FAST7) ? (+count35) : (CAT_5(x, 36) - 63), (25u * x36) / (LOW8 % x36));
    }
    weigh13_kernel<<<(count35 + 0x1F) / 32, (LOW8 + 251) * 2, FAST9 + 0x3fa, 0>>>((float*)nullptr, (count35 - 47UL) & 4, double(count35));
    apply31(Sample28<double>{7.0, 26u});
    return 0;
}
