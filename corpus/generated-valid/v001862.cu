// cudagen 0.1 seed 1862 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,device_template_function,host_function,main,device_var,constexpr_var,enum,if,for,do_while,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_bool,lit_nullptr,cast_c,cast_functional,cast_const,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define CAT_3(a, b) a##b

__global__ void __launch_bounds__(0400) count4_kernel(bool cfg5, const float* src6, int count7) {
    cfg5 = (src6[1] == 38) || ((5 - count7) <= ((count7 ^ cfg5) - count7));
    int iter8 = 0;
    do {
        if (!cfg5) {
            return;
        }
        cfg5 = count7 * count7;
        for (int i9 = count7; i9 > 0; --i9) {
            cfg5 = count7;
        }
        ++iter8;
    } while (iter8 < 14);
    float sum10 = cfg5 & (iter8 * count7);
}

int run_lerp11(const int* in12, int n13, int* data14) {
    constexpr float r15 = 3559;
    data14[n13] = (*data14) * (*in12);
    --data14[n13];
    count4_kernel<<<dim3(8, 32), 0200>>>((0), &r15, 0b10);
    count4_kernel<<<dim3((n13 + 31) / 32, (n13 + 31) / 32, 1 << 1), 0b1 << 0b101, 512 * 2>>>(n13, &r15, *data14);
    --(*data14);
    return unsigned(MAX2_2(((*data14) << 3), 6));
}
__device__ unsigned int d_accum16;

unsigned apply17(const int* __restrict__ coef18, int len19) {
    --len19;
    count4_kernel<<<1 << 2, dim3((len19 + 037) / 32, 1, (len19 + 0377) / 256), 256 * 16>>>(run_lerp11((const int*)nullptr, coef18[2], const_cast<int*>(coef18)) / true, (const float*)nullptr, len19);
    len19 = sizeof(float);
    count4_kernel<<<dim3((len19 + 31) / 32, 1), (64), 0>>>((*coef18) < (51 ^ CAT_3(len, 19)), nullptr, run_lerp11(coef18, 051L, &len19));
    return 618;
}
enum Op20 { BLUE21, ON22 };

template <typename T, typename U>
inline __host__ __device__ T bias23(T q24, U alpha25) {
    double q26 = 58;
    const U* x27 = &alpha25;
    if ((q26 == 44) || (alpha25 <= alpha25)) {
        return q24 - 15.5;
    }
    constexpr unsigned long long stride28 = 5;
    if ((alpha25 * q24) == '0') {
        return BLUE21 - MAX2_1(q26, q24);
    }
    bool m29 = *x27;
    --q24;
    return 32 * x27[0b1];
}

int main() {
    int size30 = 831;
    size30 += ON22;
    count4_kernel<<<(size30 + 255) / 256, dim3((size30 + 31) / 32)>>>(MAX2_1(size30, size30) >= ((size30 & 19) % run_lerp11(&size30, ON22, &size30)), (const float*)nullptr, apply17(&size30, CAT_3(size, 30)));
    run_lerp11(&size30, size30, (int*)nullptr);
    return 0;
}
