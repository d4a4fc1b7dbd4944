// cudagen 0.1 seed 598 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,device_function,main,managed_var,constexpr_var,auto_var,static_local,if,for,do_while,compound_assign,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,lambda,lambda_capture_value,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define CHUNK_1 16
#define BLOCK_SIZE_2 8
#define BLOCK_SIZE_3 3
#define HALF_4(x) ((x) / 2)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#undef BLOCK_SIZE_3
#define BLOCK_SIZE_3 24
__managed__ float m_combine7 = 19.5f;
__device__ int apply8(int len9, int n10) {
    ++len9;
    short int tmp11 = (len9 / 53lu) - HALF_4(m_combine7);
    n10 *= HALF_4(m_combine7);
    return 27u;
}
static __global__ void pack12_kernel(int* buf13) {
    --m_combine7;
    auto s14 = apply8(BLOCK_SIZE_2 << buf13[5], sizeof(char)) + (*buf13);
}
__device__ void merge15(int lane16, unsigned long long* buf17) {
    int w18 = 0;
    do {
        auto flag19 = (1 + lane16) * w18;
        ++w18;
    } while (w18 < w18);
    if (w18 >= w18)
        return;
    if (static_cast<signed char>(lane16) < ((lane16) - apply8(32, m_combine7))) {
        auto lim20 = apply8(BLOCK_SIZE_3, w18 >> ((-0) % w18));
        if ((buf17[0x2]) < m_combine7)
            return;
    }
    int lo21{40ULL};
}
int main() {
    int count22 = 0x8CB;
    auto step24 = [=]() {
        for (int j23 = 0; j23 < 6; ++j23) {
            m_combine7 /= static_cast<long>(BLOCK_SIZE_2 + (count22 << 4));
            m_combine7++;
        }
    };
    step24();
    pack12_kernel<<<(BLOCK_SIZE_2 + 8), sizeof(int) * (BLOCK_SIZE_2 + BLOCK_SIZE_2), sizeof(int) * 64>>>(nullptr);
    static long x25 = 851;
    cudaStream_t w26 = 0;
    pack12_kernel<<<CHUNK_1 + (BLOCK_SIZE_3 + 88), sizeof(unsigned int) * 64, BLOCK_SIZE_2 + 0xf8, 0>>>(nullptr);
    return 0;
}
