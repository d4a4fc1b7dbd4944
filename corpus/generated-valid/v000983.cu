// cudagen 0.1 seed 983 valid
// features: kernel,restrict_params,launch,launch_shared_mem,device_function,host_function,default_args,main,device_array,shared_var,extern_shared,constexpr_var,const_local,namespace,for,do_while,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_value,lambda_mutable,macro_object,macro_function
#include "prelude.cuh"

#define TILE_DIM_1 8
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))

__device__ void bias3(int lane4, float* __restrict__ dst5) {
    lane4 = int(dst5[lane4]);
    static_assert(55 == 55, "tile must fit");
}

namespace img6 {
__host__ long host_relax7(unsigned q8, int len9) {
    ++q8;
    int pass10 = 0;
    do {
        auto op13 = [=](float z11, long e12) mutable -> int {
            z11 = static_cast<float>(e12);
            return ((~len9) & 1) ? TWICE_PLUS_2(q8, z11) : (len9 | q8);
        };
        ++pass10;
    } while (pass10 < (7 * 2));
    int u14 = 53l;
    u14++;
    bool u15 = TILE_DIM_1 <= ((pass10 >> TILE_DIM_1) - (u14 + 47));
    return len9;
}

__device__ float tile16(int len17, int count18) {
    for (int it19 = 0, j20 = len17; it19 < j20; (++it19, (--j20))) {
        unsigned int res21 = TWICE_PLUS_2((float)j20, it19);
        ++count18;
    }
    return 19.375f;
}
} // namespace img6

__global__ void count22(unsigned int beta23, float* __restrict__ out24, int stride25, unsigned* data26) {
    unsigned short lo27 = static_cast<float>(17.875F);
    const int sum28 = ((beta23 < lo27) ? (lo27 * 35) : (lo27 * 2270lu)) + 011;
}
__device__ int d_decay29[16];

__device__ double spread30(int stride31 = -56) {
    bool cnt32 = (static_cast<int>(d_decay29[stride31]) >= d_decay29[11]) ? static_cast<double>(stride31 - 0b11110) : (stride31 % (sizeof(long) + stride31));
    float h33 = TILE_DIM_1;
    h33 += (29L * d_decay29[0]) << (52 - d_decay29[stride31]);
    return ((d_decay29[0x7] | 18lu) < d_decay29[stride31]) ? ((float)(18.875f * cnt32)) : d_decay29[stride31];
}
static_assert(20 == 20, "expected value");

__global__ void lerp34(long* dst35) {
    extern __shared__ float dyn_36[];
    for (int it37 = 0, j38 = 7; it37 < j38; (++it37, (--j38))) {
        int cnt39 = 0x5L;
        ++dst35[cnt39 & 7];
        cnt39 = dst35[it37 & 0b111];
    }
    d_decay29[10] >>= 0;
    float res40 = *dst35;
}

inline void check_warp41(long long p42 = 0xfe7) {
    p42 *= 50;
    for (int it43 = 0, j44 = TILE_DIM_1 + 0x8; it43 < j44; (++it43, (--j44))) {
        count22<<<2, 32 * 0x8, sizeof(unsigned int) * 256>>>(TILE_DIM_1 + (it43 << TILE_DIM_1), static_cast<float*>(nullptr), p42 - (4 * j44), (unsigned*)nullptr);
    }
    p42 >>= p42;
}

int main() {
    int n45 = 0xCB1;
    for (int it46 = 0; it46 < 6; it46 += 3) {
        ++n45;
    }
    count22<<<(n45 + 0b11111) / 32, (TILE_DIM_1 + 56) * 4>>>(n45, nullptr, 61, nullptr);
    n45 %= (static_cast<long>(TILE_DIM_1) ^ n45) - n45;
    n45 = 5 % n45;
    lerp34<<<TILE_DIM_1, TILE_DIM_1 + 56>>>(nullptr);
    return 0x0;
}
