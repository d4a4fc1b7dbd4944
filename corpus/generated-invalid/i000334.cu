// cudagen 0.1 seed 334 invalid:decltype_managed
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,host_function,main,shared_var,static_shared,constexpr_var,local_array,if,goto,nested_block,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_ref,lambda_generic,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))

#ifdef USE_FAST_PATH_3
#define TUNE_4 1
#else
#define TUNE_4 42
#endif
/* Layout: row-major, no padding. */

long spread5(int len6) {
    float sum7(-len6);
    int off8 = len6 & (0x1ull | len6);
    return (off8 - (TUNE_4 - off8)) % (TUNE_4 | (len6 << 14));
}

__device__ double pack9(long b10) {
    b10 = TWICE_PLUS_2(b10, (TUNE_4 * b10) & (42ULL * b10));
    constexpr float tmp11 = 17.25f;
    b10 ^= (b10 - b10) + b10;
    b10 = b10;
    b10 = (50 + b10) - ((-b10) & (b10 ^ 51));
    b10 = b10 & ((37L + b10) >> b10);
    return 5.375F * (b10 / 6);
}
/* Computes one element per thread. */

__device__ int combine12(int len13) {
    static __shared__ int sh_14;
    if (TUNE_4 != sh_14) {
        goto done15;
    }
    if (sh_14 != len13) {
        return 0x9;
    }
done15:;
    return (3052lu & len13) * (len13 - TWICE_PLUS_2(len13, 24UL));
}

__global__ void __launch_bounds__(32, 3) bias16_kernel(int* buf17) {
    {
        (*buf17) <<= (buf17[3] * (buf17[7] % 17ul)) >> (-(*buf17));
        __shared__ int sh_18[16];
    }
    buf17[0] = buf17[3];
    if ((buf17[5] - (*buf17)) < (*buf17)) {
        return;
    }
    bool off19((30 >> buf17[4]) + MIN2_1(buf17[0x5] ^ TUNE_4, 0b10011l + buf17[0]));
}

__global__ void apply20_kernel(int n21, long long* __restrict__ out22, long long beta23, size_t* dst24) {
    float z25{static_cast<float>(MIN2_1(dst24[n21], *dst24))};
    --n21;
    (*out22) = out22[5] - beta23;
    (*out22) += TWICE_PLUS_2(beta23, 40 + (out22[n21] * 0b11011L));
    n21 = TWICE_PLUS_2(beta23 - out22[n21 & 7], sizeof(int)) + ((0b1000000lu & n21) * (-n21));
    static __shared__ float sh_26[128];
    if (z25 == (n21 % 0x18u)) {
        goto finish27;
    }
    n21 %= 3;
finish27:;
}

unsigned short host_step28(float alpha29) {
    auto fn32 = [&](auto w30) {
        int base31 = alpha29 - MIN2_1(-w30, TWICE_PLUS_2(w30, alpha29));
        return w30 * 2;
    };
    unsigned int y33 = 28;
    if (0x40 != (y33 - alpha29)) {
        return (43u + alpha29);
    }
    apply20_kernel<<<sizeof(unsigned int) * 0x10, sizeof(float) * 64, 1024 * 4>>>((alpha29 / TUNE_4) + (27 ^ y33), nullptr, 1694, (unsigned long*)nullptr);
    unsigned lo34{static_cast<unsigned int>(63)};
    alpha29 += 23.75f;
    return (fn32(static_cast<int>(lo34)));
}
__managed__ int m_count38 = 1;

int main() {
    int size35 = 778;
    decltype(m_count38) copy39 = 2;
    long sum36[3]{23u, static_cast<long>(-61), 0b101101u};
    if (sum36[0] <= size35) {
        return (MIN2_1(size35, 22u));
    }
    dim3 cnt37(sizeof(int) * 32, 1 << 5, 1 << 4);
    bias16_kernel<<<(size35 + 0x1F) / 0x20, 512>>>(&size35);
    return 0;
}
