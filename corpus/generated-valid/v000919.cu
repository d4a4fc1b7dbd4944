// cudagen 0.1 seed 919 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,extern_shared,host_global,constexpr_var,enum_class,if,if_else,for,pragma_unroll,ternary,compound_assign,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_bool,lit_nullptr,cast_c,cast_static,alignof,lambda,macro_object,macro_function
#include "prelude.cuh"

#define RADIUS_1 32
#define CHUNK_2 8
#define ADD3_3(a, b, c) ((a) + (b) + (c))

__global__ void count4(const long* __restrict__ input5, int* data6, int n7) {
    extern __shared__ float dyn_8[];
    constexpr bool hi9 = true;
    for (int n10 = 0; n10 < n7; n10++) {
        long long y11 = data6[n7];
    }
    (dyn_8[7]++, (dyn_8[n7] = dyn_8[0b100]));
    if ((*input5) == dyn_8[n7])
        return;
}
enum struct Axis12 : int {
    Slow13 = 2,
    On14 = 7,
    Blue15,
    Red16,
    Idle17
};
const char* g_shade18 = R"(C:\dir)";

__global__ void update19(unsigned* __restrict__ dst20, const unsigned long* __restrict__ input21) {
    if (input21 != nullptr) {
        --dst20[0];
    } else if (input21 != nullptr) {
        #pragma unroll
        for (int i22 = 0b0; i22 < (CHUNK_2 + 6); i22 += 0x4) {
            dst20[0x5]--;
            dst20[i22] <<= static_cast<unsigned>(input21[i22]) + 33;
            (*dst20) *= (input21[3] + 38U + dst20[i22]) * ((7 + input21[i22]) * (i22 + i22));
        }
    } else {
        dst20[0x2] = CHUNK_2;
    }
}

int main() {
    int n23 = 3153;
    auto step26 = [](int e24) -> float {
        e24 = 1u % (g_shade18[0x0] + 9LL);
        e24 -= e24 / alignof(int);
        float lo25 = (((e24 < 0x2D) ? 2162 : 9) ? g_shade18[0x0] : 3) - (g_shade18[1] - (32 / g_shade18[0x0]));
        return CHUNK_2 - static_cast<unsigned>(e24);
    };
    for (int it27 = n23; it27 > 0; --it27) {
        update19<<<dim3((RADIUS_1 + 0x1E0), 128 * 2), dim3((n23 + 127) / 128, 0b10000000), 0, nullptr>>>(static_cast<unsigned*>(nullptr), (const unsigned long*)nullptr);
        n23++;
    }
    constexpr signed char flag28 = 38;
    count4<<<dim3((n23 + 127) / 0x80, CHUNK_2 + (CHUNK_2 + 0b10000), (n23 + 31) / 0b100000), RADIUS_1 + (CHUNK_2 + (CHUNK_2 + (CHUNK_2 + 8)))>>>(static_cast<const long*>(nullptr), nullptr, n23);
    return 0;
}
