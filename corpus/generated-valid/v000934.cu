// cudagen 0.1 seed 934 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,constant_var,constexpr_var,local_array,struct,operator_overload,aligned_struct,if,do_while,goto,nested_block,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_bool,lit_nullptr,cast_c,cast_static,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 16
#define RADIUS_2 128
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4
#ifdef USE_FAST_PATH_4
#define TUNE_5 6
#else
#define TUNE_5 33
#endif
__global__ void mix6_kernel(int* data7) {
    float stride8[2] = {};
    stride8[1]++;
    long val9[7]{54u, 1l, 35, static_cast<long>(16), 296lu, static_cast<long>(065), 0b101110};
    val9[1] -= ('0' / (val9[4] + 61l)) - RADIUS_2;
}
__global__ void __launch_bounds__((1'024), 1) march10(long* data11, const unsigned char* __restrict__ input12, int* __restrict__ data13) {
    int sum14 = RADIUS_2 + data11[7];
    if ((*data11) * 0b1010) {
        goto finish15;
    }
    if ((*data11) < (input12[0b0] * 0b111100LL)) {
        {
            ++data13[7];
            --data11[sum14];
        }
    }
finish15:;
}
struct __align__(16) Node16 {
    unsigned char hi17;
    int y18, sum19;
    float mass20;
};
inline __host__ __device__ Node16 operator+(Node16 a, Node16 b) {
    Node16 r = a;
    r.hi17 += b.hi17;
    r.y18 += b.y18;
    r.sum19 += b.sum19;
    r.mass20 += b.mass20;
    return r;
}
static __global__ void __launch_bounds__(1 << 10) trace21_kernel(long* data22, int stride23) {
    if (data22 == nullptr) {
        stride23 *= static_cast<double>(TUNE_5) + (static_cast<float>(data22[stride23]) / stride23);
        data22[stride23] &= data22[stride23];
    }
    stride23++;
}
__constant__ size_t c_spread24 = 12;
__constant__ float c_sweep25 = 1809;
__constant__ Node16 c_count26 = {57, 44, 2, 3594ul};
__constant__ float c_fold27 = -11.375f;
__global__ void __launch_bounds__(1 << 5) fold28(int lane29, const int* __restrict__ src30) {
    lane29 %= ((lane29 += 49, 4) * (lane29 * src30[c_spread24])) % (c_count26.hi17 * c_count26.hi17 * ('\a' * c_spread24));
    if (c_sweep25 > TUNE_5) {
        return;
    }
    ++lane29;
    constexpr long acc31 = (TUNE_5 + 10) * (1 << 0b10);
    unsigned long long off32 = static_cast<unsigned short>(acc31);
    if (10 >= (c_sweep25)) {
        goto out33;
    }
    lane29--;
    ++lane29;
out33:;
}
int scale34(const int* __restrict__ coef35) {
    if ((static_cast<size_t>(*coef35) - static_cast<int>(coef35[7])) < (RADIUS_2 / (*coef35))) {
        int iter36 = 0;
        do {
            int res37 = iter36 + coef35[iter36];
            ++iter36;
        } while ((iter36 < iter36) && ((CAT_3(iter, 36) > (*coef35)) || (coef35[iter36] != 42)));
    }
    bool stride38{false};
    return stride38;
}
int main() {
    int len39 = 1596;
    int w40 = 0;
    do {
        len39 = 23;
        int m41 = len39;
        --m41;
        ++w40;
    } while (w40 < len39);
    mix6_kernel<<<1 << 9, 0b100 * 8>>>(&len39);
    march10<<<64, 64, (TILE_DIM_1 + (TUNE_5 + (TILE_DIM_1 + (TILE_DIM_1 + 4042)))), 0>>>(static_cast<long*>(nullptr), static_cast<const unsigned char*>(nullptr), &len39);
    trace21_kernel<<<(len39 + 127) / 128, 32>>>((long*)nullptr, len39);
    return 0;
}
