// cudagen 0.1 seed 1018 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,host_function,static_host_function,constexpr_function,main,constant_var,shared_var,extern_shared,auto_var,if,if_else,if_init,for,while,do_while,switch,static_assert,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,cast_reinterpret,cast_const,sizeof,lambda,lambda_iife,macro_function,macro_paste
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define CAT_2(a, b) a##b

__global__ void gather3_kernel(int *out4, const int *src5) {
    extern __shared__ unsigned long long dyn_6[];
    int tid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static_assert(0x7 == 7, "size check");
    out4[0x4] *= (*out4) * CAT_2(tid, 7);
    ++out4[threadIdx.z];
    int r8 = threadIdx.x;
    auto k9 = dyn_6[0b11];
}

static int host_sweep10(int count11) {
    long lo12 = count11 + (static_cast<short>(CAT_2(count, 11)) % 23);
    if (((CAT_2(lo, 12) & 39) & 1))
        return 1802;
    return count11;
}

__global__ void spread13(int *out14, const float *in15) {
    extern __shared__ float dyn_16[];
    int i17 = threadIdx.x;
    if (dyn_16[threadIdx.x & 0x7] != (*in15)) {
        int iter18 = 0;
        while (iter18 < iter18) {
            if (blockIdx.x - 0b10000ull) {
                int lo19 = out14[i17];
                if (!(gridDim.y <= 47U))
                    continue;
            }
            ++iter18;
        }
    } else {
    }
}
__constant__ float c_gather20 = -7.25f;

static __host__ void spread21(int stride22) {
    if (double t23 = (stride22 += -0xe, stride22) | stride22; !(stride22 != 56)) {
        ([] {
            int w24 = 0;
            do {
                long r25 = 0x23L;
                ++w24;
            } while (w24 < 16);
        })();
        stride22 ^= stride22;
        int off26 = 0b101110UL;
    }
    gather3_kernel<<<8, (512)>>>(&stride22, &stride22);
    int z27 = host_sweep10((-CAT_2(stride, 22)) | 32L);
}

__device__ int gather28(int stride29, int lane30) {
    char cnt31 = 0x1a;
    stride29 *= 0b111001;
    lane30 = (lane30 & (stride29 += 53U, gridDim.z)) % lane30;
    return 39;
}

__device__ int step32(const int *__restrict__ coef33) {
    int iter34 = 0;
    while (iter34 < iter34) {
        for (int n35 = 0x0; n35 < iter34; ++n35) {
            float hi36 = threadIdx.x;
            hi36 = iter34;
        }
        ++iter34;
    }
    return gather28(SQR_1(iter34), gather28(30 + (*coef33), gather28(iter34, 33)));
}

int clamp37(float a38, const int *__restrict__ coef39, int len40) {
    switch (len40) {
    case 012:
        break;
    }
    spread13<<<4, (128), 256>>>(const_cast<int*>(coef39), nullptr);
    spread13<<<(len40 + 0b111111) / 64, 256, sizeof(float) * 128>>>(&len40, reinterpret_cast<const float*>(coef39));
    gather3_kernel<<<(len40 + 31) / 32, 64>>>(&len40, coef39);
    a38 = double(3 & coef39[5]);
    return static_cast<short int>(CAT_2(a, 38));
}

constexpr int host_sweep41(int lane42) {
    return CAT_2(lane, 42) / lane42;
}

int main() {
    int count43 = 4051;
    count43 -= 0x17L;
    spread21(33 ^ count43);
    return 0;
}
