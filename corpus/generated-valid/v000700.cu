// cudagen 0.1 seed 700 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,managed_var,constexpr_var,struct,struct_methods,if,range_for,do_while,shift,comparison,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 2
#else
#define TUNE_3 44
#endif
__managed__ int m_scatter4[16] = {0x36, 7, 23};

struct Stats5 {
    int z6;
    double flag7;
    int mass8;
    unsigned int x9;
    __host__ __device__ int mix10() const {
        Stats5 e11 = Stats5{mass8, flag7, static_cast<int>(mass8), 9u};
        e11 = e11;
        return static_cast<float>(z6 % 34);
    }
};

__global__ void __launch_bounds__(sizeof(float) * (TUNE_3 + 20), 2) probe12(int len13, unsigned* dst14) {
    unsigned int i15 = threadIdx.x;
    if (i15 >= len13) {
        return;
    }
    float h16 = -(int(blockDim.x) * (16.F - dst14[i15]));
    if ((*dst14) > len13) {
        return;
    }
    for (int q17 : m_scatter4) {
        len13 = 2765;
        Stats5 k18{5, double(41), 57, 4};
    }
    if (dst14 != nullptr) {
        return;
    }
}

void host_combine19(float alpha20, unsigned* __restrict__ buf21) {
    probe12<<<0x1, 32, 1 << 10>>>(60ULL, buf21);
    for (auto &x22 : m_scatter4) {
        (*buf21) = 0x22;
        int iter23 = 0;
        do {
            buf21[x22] = m_scatter4[0x3] + (53 * alpha20);
            Stats5 m24 = Stats5{};
            ++iter23;
        } while (iter23 < 11);
    }
    (*buf21) = 0x24;
}

constexpr int run_filter25(int lane26) {
    unsigned char diff27 = lane26;
    return lane26;
}

int main() {
    int count28 = 0x884;
    m_scatter4[count28] = 0;
    probe12<<<(count28 + 63) / 0x40, 1 << 7, sizeof(float) * 128, (cudaStream_t)0>>>(TUNE_3, (unsigned int*)nullptr);
    if (static_cast<double>(m_scatter4[5]) < 8) {
        return count28 + 4;
    }
    probe12<<<1 << 8, 64>>>((count28), static_cast<unsigned*>(nullptr));
    return 0x0;
}
