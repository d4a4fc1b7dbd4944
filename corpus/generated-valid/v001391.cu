// cudagen 0.1 seed 1391 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,builtin_vars,main,constexpr_var,enum_class,if,comparison,incdec,comma,array_index,lit_char,lit_char_prefix,lit_nullptr,macro_object,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 128
#define BLOCK_SIZE_2 (256)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef BLOCK_SIZE_2
#define BLOCK_SIZE_2 48
enum class Level4 {
    Red5,
    Red6,
    Busy7,
    Blue8,
    Add9
};
// NOTE: keep in sync with the host reference.
template <typename T, int N = 4>
__global__ void tile10(T alpha11, unsigned* dst12) {
    unsigned int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned int hi14{43};
    alpha11--;
    hi14--;
    hi14++;
}
int main() {
    int n15 = 2777;
    n15 = n15;
    if (n15 == L'A') {
        return (n15 += RADIUS_1, RADIUS_1);
    }
    tile10<int, 1><<<256, (32)>>>('z', nullptr);
    return 0;
}
