// cudagen 0.1 seed 1586 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,managed_var,shared_var,extern_shared,host_global,constexpr_var,local_array,auto_var,enum_class,if,if_else,if_init,for,while,do_while,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_paste,macro_statement
#include "prelude.cuh"

#define NUM_ITERS_1 256
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
unsigned int g_stencil4 = 39;
enum class State5 : long {
    Fast6,
    Mul7,
    High8 = 3,
    Blue9,
    Low10 = 8
};

__global__ void grow11(unsigned int p12, double* acc13, int lane14) {
    int iter15 = 0;
    do {
        int lo16{12};
        if (!(acc13 == nullptr)) {
            State5 acc17 = State5::Blue9;
            auto r18 = alignof(float);
            auto t19 = CAT_3(iter, 15) - static_cast<int>(0b100111ull - CAT_3(p, 12));
        }
        ++iter15;
    } while (iter15 < iter15);
}
enum class Axis20 : long { High21, Idle22, Idle23 };
__managed__ int m_relax24 = 43;

__global__ void step25_kernel(int* data26, int* data27) {
    if (unsigned int f28 = data27[m_relax24]; data27[1] != 1ull) {
        __shared__ float sh_29[16];
    } else if (int(*data27) < CAT_3(f, 28)) {
        for (int j30 = 0, j31 = m_relax24; j30 < j31; (++j30, (--j31))) {
            f28 = data27[j30] * (NUM_ITERS_1 * (data27[f28] - data27[j31]));
            (*data27) |= data27[7];
        }
    }
    ACCUM_2(data26[m_relax24], (-(-2854)));
}

void run_update32(float b33, int len34) {
    step25_kernel<<<8, dim3((g_stencil4 + 63) / 64, 8 * 4)>>>(&m_relax24, &m_relax24);
    grow11<<<(2), 256>>>(len34 - (62 + g_stencil4), (double*)nullptr, (g_stencil4 += 1659, len34) * 24);
    step25_kernel<<<(len34 + 63) / 64, sizeof(int) * 128, 0, 0>>>(&len34, &m_relax24);
    auto idx35 = NUM_ITERS_1;
}

__global__ void bump36_kernel(const unsigned* coef37, int* acc38) {
    extern __shared__ unsigned dyn_39[];
    acc38[7] = (m_relax24 += dyn_39[m_relax24], 2l);
    if ((dyn_39[6]) != m_relax24)
        return;
    --m_relax24;
    long long stride40[(8)]{7ll, -64, 40, -7, 2LL, static_cast<long long>(coef37[1]), 7LL, -25};
    stride40[m_relax24] = dyn_39[m_relax24];
    dyn_39[0b111] = m_relax24;
}

__global__ void spread41(int stride42) {
    float res43 = 16.625F;
    __shared__ int sh_44[16];
    stride42 = m_relax24;
    float w45 = 17.25F;
}

int main() {
    int size46 = 2512;
    for (int j47 = 0; j47 < 7; j47 += 4) {
        int iter48 = 0b0;
        while (iter48 < 15) {
            ++size46;
            spread41<<<(j47 + 127) / 0200, dim3(32 * 16, (size46 + 31) / 32)>>>(+CAT_3(size, 46));
            ++iter48;
        }
        m_relax24 ^= 50 + size46;
    }
    bump36_kernel<<<(g_stencil4 + 0b1111111) / 128, (0200)>>>(&g_stencil4, &m_relax24);
    return 0;
}
