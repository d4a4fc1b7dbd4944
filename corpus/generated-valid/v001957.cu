// cudagen 0.1 seed 1957 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,main,shared_var,extern_shared,struct,struct_template,namespace,if,do_while,ternary,compound_assign,bitwise,shift,comparison,incdec,array_index,lit_int_binary,lit_char,lit_char_escape,cast_functional,macro_function,macro_statement
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MOD8_2(x) ((x) % 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void tally4(int len5, int n6, int lane7)
{
    extern __shared__ float dyn_8[];
    unsigned int tid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    --lane7;
    lane7 *= len5;
    lane7++;
    if (blockIdx.x <= (n6 & lane7)) {
        return;
    }
    len5 *= 62;
    lane7--;
}

namespace impl10 {
struct Span11 {
    int z12;
    unsigned short vel13;
    size_t x14;
    bool weight15;
};

template <typename T>
struct Bounds16 {
    T count17;
    __host__ __device__ T reset18() const
    {
        return '\?';
    }
};
} // namespace impl10

int main()
{
    int count19 = 1731;
    count19--;
    int pass20 = 0;
    do {
        count19 = float(count19);
        tally4<<<dim3((0b10), (256), 1 << 7), 128 * 4, 1 << 12>>>(count19, TWICE_PLUS_1(count19, ((pass20 <= pass20) ? pass20 : count19)), 51);
        ++pass20;
    } while (pass20 < 3);
    return 0;
}
