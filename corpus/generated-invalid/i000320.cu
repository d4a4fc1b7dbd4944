// cudagen 0.1 seed 320 invalid:launch_bounds_too_many_args
// features: kernel,launch,launch_shared_mem,launch_stream,main,local_array,auto_var,struct,enum,namespace,nested_namespace,for,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,macro_object,macro_statement,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 3
#define NUM_ITERS_2 3
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#undef TILE_DIM_1
#define TILE_DIM_1 24

namespace detail7::inner8 {
struct Span9 {
    float hi10;
    unsigned y11;
};

struct Tile12 {
    int val13;
    short weight14;
    float id15;
};
enum Op16 : unsigned char {
    MUL17,
    RED18,
    ADD19,
    ADD20 = 7,
    RED21
};
} // namespace detail7::inner8

struct Pixel22 {
    float z23;
    bool flag24;
    int y25;
    float id26;
};

__global__ void fuse27(unsigned int* dst28) {
    auto lim29 = static_cast<unsigned long>(((int)(*dst28)) * ((*dst28) * 2));
    (*dst28) = (57u * dst28[5]) - 0x29u;
    for (int i30 = 0; i30 < 9; i30++) {
        detail7::inner8::Op16 h31 = detail7::inner8::ADD20;
        int w32[(detail7::inner8::ADD19 + 3)] = {};
        detail7::inner8::Op16 prod33 = h31;
    }
}
__global__ void __launch_bounds__(128, 2, 1, 4) bounded_kernel36(int *p)
{
    p[threadIdx.x] = 0;
}

int main() {
    int n34 = 663;
    detail7::inner8::Span9 val35 = detail7::inner8::Span9{0x1p1f, 3'278};
    fuse27<<<8, (0x200), 0x100, nullptr>>>(nullptr);
    return 0;
}
