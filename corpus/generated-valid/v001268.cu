// cudagen 0.1 seed 1268 valid
// features: kernel,kernel_extern_c,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_forceinline,host_function,constexpr_function,default_args,main,constexpr_var,local_array,struct,aligned_struct,enum,if,for,while,goto,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define TILE_DIM_1 8
#define WARPS_2 5
#define LOW_BITS_3(x) ((x) & 0xF)
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

struct alignas(16) Node6 {
    int val7;
    float w8;
    unsigned short z9;
};

extern "C" {
__device__ signed char tally17(int stride18 = 32ll) {
    int w19 = 0;
    while (w19 < 0b1010) {
        if (stride18 < (stride18 * stride18)) {
            break;
        }
        stride18 &= (51);
        --stride18;
        ++w19;
    }
    return 6ll;
}

__global__ void scatter10_kernel(const int *in11, const long long *__restrict__ coef12, int lane13, int *dst14) {
    for (int n15 = lane13; n15 > 0; --n15) {
        dst14[lane13] = (((*in11) + (*coef12)) != (alignof(float) - dst14[n15 & 7])) ? n15 : ((*in11) - (64u + lane13));
        int w16 = 0;
        while (w16 < n15) {
            (*dst14) = 1364l;
            lane13 ^= dst14[n15];
            ++w16;
        }
    }
}
}
enum Kind20 { RED21, HIGH22, OFF23 };

constexpr int check_clamp24(int stride25) {
    return stride25;
}

__device__ long lerp26(unsigned int b27, float p28, int n29 = 3119LL) {
    Node6 prod30{1706ul, static_cast<float>(n29), 51lu};
    if ((b27 += p28, prod30.w8) <= n29) {
        goto done34;
    }
    for (int it31 = 0, j32 = 4; it31 < j32; (++it31, (--j32))) {
        int s33 = n29;
        b27 &= it31 + (p28 += 12.375F, WARPS_2);
    }
    ACCUM_5(p28, (((3 ^ n29) / tally17(prod30.val7)) - (tally17(25UL) % tally17(n29))));
    tally17(p28);
done34:;
    return 16 + ((unsigned)(p28 * 43));
}

__device__ __forceinline__ int probe35(float *__restrict__ out36, double alpha37, int lane38 = -0l) {
    (*out36) = tally17();
    out36[lane38] *= 56;
    lane38 *= 3212;
    unsigned long t39 = int(lane38);
    ACCUM_5(lane38, (t39 * (tally17(alpha37) * 10)));
    int e40[6]{-26, 2, 'z', 53, 16, lane38};
    Node6 base41 = Node6{};
    return 29;
}

float host_apply42(int count43) {
    check_clamp24(count43);
    float sum44[7] = {U'0', 3.0f};
    if ((count43 == sum44[6]) ? count43 : 4) {
        goto done45;
    }
    ACCUM_5(count43, (float(sum44[count43] + (count43 * sum44[count43]))));
    scatter10_kernel<<<(count43 + 255) / 256, 4 * (OFF23 + 14), (WARPS_2 + 1019), nullptr>>>(nullptr, nullptr, ((sum44[count43] * 58) < sum44[3]) ? (count43 & count43) : (sum44[count43] + sum44[2]), nullptr);
    scatter10_kernel<<<1, 64, sizeof(float) * 32, nullptr>>>((const int*)nullptr, (const long long*)nullptr, check_clamp24(sum44[count43]) | 28, (int*)nullptr);
done45:;
    return LOW_BITS_3(count43 * (count43 - count43));
}

int main() {
    int len46 = 473;
    len46 = len46;
    int acc47 = check_clamp24((len46 - HIGH22) * 11);
    return 0b0;
}
