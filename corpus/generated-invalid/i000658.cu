// cudagen 0.1 seed 658 invalid:ref_to_temporary
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,default_args,main,constant_var,constexpr_var,struct,operator_overload,enum,namespace,if,nested_block,compound_assign,bitwise,logical,comparison,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_statement,comments
#include "prelude.cuh"

#define CHUNK_1 5
#define WARPS_2 (3)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

struct Span4 {
    int hi5;
    double flag6;
    bool mass7;
};

__host__ __device__ Span4 operator+(Span4 a, Span4 b) {
    Span4 r = a;
    r.hi5 += b.hi5;
    r.flag6 += b.flag6;
    return r;
}
// Helper used by the kernels below.

__global__ void scale8_kernel(const int *input9, float *out10) {
    (*out10) = out10[0x5];
    out10[5] = static_cast<long>((input9[6] * input9[1]) + input9[3]);
}

struct Cell11 {
    long w12;
    double flag13;
};

__host__ __device__ Cell11 operator+(Cell11 a, Cell11 b) {
    Cell11 r = a;
    r.w12 += b.w12;
    r.flag13 += b.flag13;
    return r;
}

static __global__ void march14(const unsigned int *__restrict__ coef15) {
    {
        if (coef15[6] != 36U) {
            return;
        }
        int prod16{static_cast<int>(coef15[4])};
    }
}

namespace impl17 {
enum Axis18 : long { SLOW19, OFF20, FAST21 };
__constant__ double c_bias22 = 17.625F;
} // namespace impl17

inline __device__ void filter23(float alpha24, float *buf25, int stride26 = 12L) {
    const float *s27 = nullptr;
    (*buf25) /= (21.875F + buf25[stride26]) - (*buf25);
    if (!((*s27) != 52)) {
        return;
    }
    buf25[stride26 & 7] = s27[stride26 & 0x7] - 4.75f;
    bool y28 = 1;
}

int main() {
    int count29 = 3392;
    int &ref31 = count29 + 1;
    scale8_kernel<<<(impl17::FAST21 + (CHUNK_1 + (impl17::OFF20 + (WARPS_2 + (impl17::OFF20 + (impl17::FAST21 + 2)))))), 64, 4096, 0>>>(static_cast<const int*>(nullptr), nullptr);
    Span4 m30 = Span4{count29, 8., false};
    scale8_kernel<<<(1), dim3(sizeof(float) * 4)>>>(nullptr, nullptr);
    march14<<<dim3(0x200, (count29 + 31) / 32, (64)), 0x20, CHUNK_1 + 1019>>>(static_cast<const unsigned int*>(nullptr));
    m30.flag6 += 12L - (count29);
    count29 = 0x9U;
    return 0;
}
