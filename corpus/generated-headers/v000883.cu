// cudagen 0.2 seed 883 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,constexpr_var,while,switch,compound_assign,bitwise,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,macro_function,macro_statement,hdr_array
#include <cuda_runtime.h>
#include <array>
#include <type_traits>
#include <tuple>
#include <cuda_fp16.h>

#define MOD8_1(x) ((x) % 8)
#define LOW_BITS_2(x) ((x) & 0xF)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void scatter7_kernel(unsigned short* buf8, int count9, int stride10, int n11) {
    n11 = stride10;
    int w12 = 0;
    while (w12 < 15) {
        count9 += buf8[threadIdx.x] * (((*buf8) * gridDim.x) - (threadIdx.x + threadIdx.z));
        n11 |= count9 + (((int)count9) - (30L + gridDim.z));
        ++w12;
    }
    float cnt13 = buf8[count9];
    (void)cnt13;
    constexpr int res14 = 48;
    (void)res14;
    __shared__ short sh_15[8];
    (void)sh_15;
}

void scatter16(float a17, float alpha18) {
    int w19 = 0;
    while (w19 < w19) {
        a17 *= a17 + (alpha18 - a17);
        switch (w19) {
        case 4:
            break;
        case 0: {
            int e20(MOD8_1(((short)w19) * (0x12UL * w19)));
            scatter7_kernel<<<(0x10), (512), 0x0, nullptr>>>(nullptr, alpha18, MOD8_1(e20) - (0x542 + w19), w19 * alpha18 * a17);
            break;
        }
        }
        ++w19;
    }
    scatter7_kernel<<<(w19 + 63) / 64, (32)>>>(nullptr, a17, -(40 + alpha18), (unsigned long)(w19 + 0x2b));
}

int main(void) {
    int size21 = 723;
    scatter7_kernel<<<(size21 + 127) / 0b10000000, 0b100000>>>(nullptr, 0x22l, 0x9 * (size21 + 3), size21);
    cudaStream_t k22 = nullptr;
    (void)k22;
    scatter7_kernel<<<1, 32 * 0x8>>>((unsigned short*)nullptr, size_t(2 % size21), size21, LOW_BITS_2(size21));
    std::array<int, 4> arr23{size21, 1, 2, 3};
    int total24 = arr23[0] + static_cast<int>(arr23.size());
    (void)total24;
    long x25{2l};
    (void)x25;
    return 0;
}
