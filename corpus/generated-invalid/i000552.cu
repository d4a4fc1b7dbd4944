// cudagen 0.1 seed 552 invalid:bool_increment
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,main,shared_var,constexpr_var,if,for,ternary,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b

__host__ __device__ long long apply3(int len4, long long b5, int count6)
{
    --b5;
    int lo7 = b5;
    for (int it8 = 0; it8 < lo7; it8++) {
        float h9 = (static_cast<unsigned>(static_cast<float>(lo7)) == (count6 + 2191L)) ? b5 : (CAT_2(len, 4) - len4);
    }
    len4--;
    return (len4 >= b5) ? lo7 : (b5 | len4);
}

__global__ void pack10_kernel(double* __restrict__ acc11, int lane12)
{
    int i13 = threadIdx.x;
    acc11[lane12 & 7]--;
    if ((*acc11) >= 0b101100) {
        for (int n14 = 0; n14 < 0b11; ++n14) {
            unsigned int hi15 = blockDim.y;
            __shared__ int sh_16[16];
        }
    }
}

constexpr int apply17(int count18, long long p19)
{
    constexpr unsigned off20 = 26;
    return 055;
}

int main()
{
    int len21 = 2414;
    bool ready25 = false;
    ready25++;
    for (int i22 = 0; i22 < len21; ++i22) {
        unsigned short acc23 = ((len21 == 49) || (static_cast<int>(i22) == 6)) ? ((58 - i22) - len21) : (~CAT_2(i, 22));
        apply3(apply3(52 + i22, apply17(acc23, len21), 19L / len21), acc23, apply17((len21), apply3(acc23, CAT_2(acc, 23), 15l)));
        double diff24 = apply3(len21, 5 + ((i22 < i22) ? 19l : 2545), (60U));
    }
    pack10_kernel<<<2, dim3(8 * 4, 32, sizeof(unsigned int)), sizeof(int) * 64, nullptr>>>((double*)nullptr, len21);
    return 0;
}
