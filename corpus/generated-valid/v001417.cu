// cudagen 0.1 seed 1417 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,host_device_function,device_template_function,host_function,constexpr_function,main,constant_var,constexpr_var,if,if_else,if_init,for,pragma_unroll,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,lambda,macro_function
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define LOW_BITS_2(x) ((x) & 0xF)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
template <typename T, typename U>
__host__ __device__ T count5(T *acc6)
{
    float u7 = MOD8_1(MOD8_1((unsigned char)(*acc6)));
    if (27 == (*acc6)) {
        return 19.375F;
    }
    u7 -= u7;
    double acc8 = LOW_BITS_2((u7 == (+u7)) ? 0x2 : 17ull);
    return 3.125f;
}
static constexpr unsigned WIDTH9 = 0x1 << 8;
__global__ void rank10(double b11, int lane12, int count13)
{
    #pragma unroll
    for (int i14 = 0; i14 < 0x3; ++i14) {
        if (22 < (i14 >> lane12)) {
            break;
        }
    }
    constexpr float lim15 = -4290;
}
__constant__ float c_apply16 = 0b0;
__global__ void norm17(int *buf18)
{
    int *x19 = (int*)nullptr;
    --buf18[2];
}
__device__ __host__ int combine20(float *data21, bool cfg22, int n23)
{
    if (constexpr double e24 = 10.75; (cfg22 - data21[0]) < (*data21)) {
        int *e25 = (int*)nullptr;
        constexpr unsigned long long y26 = 0xA;
    }
    int *s27 = nullptr;
    float h28 = n23;
    constexpr int off29 = -9;
    return cfg22;
}
__global__ void blend30(int n31, int count32, int *data33, int stride34)
{
    data33[count32] = (*data33) - ((0x36 + c_apply16) * n31);
    stride34 &= data33[stride34] >> (1155 * ((*data33) | stride34));
    if (21 >= ((52 >= n31) ? (*data33) : 0x12)) {
        goto skip37;
    }
    if ((count32 - WIDTH9) > (*data33)) {
        return;
    }
    count32++;
    if (((((float)n31) < (*data33)) ? (stride34 * count32) : 2) > ((c_apply16 == (*data33)) ? c_apply16 : n31)) {
        int w35{static_cast<int>(0x28D)};
        int t36 = (~(count32)) * (stride34 + (n31 * count32));
    } else {
    }
skip37:;
}
constexpr __host__ int trace38(int n39, int lane40)
{
    return WIDTH9;
}
int main()
{
    int size41 = 870;
    if (5 < size41) {
        const char *cnt42 = R"xy(a "quoted" )word)xy";
        auto step43 = []() {};
        step43();
    } else if (unsigned int mid44 = (LOW_BITS_2(size41 >> 0x2lu) <= (size41 << 0b111)) ? LOW_BITS_2(size41 * 7) : (size41); (static_cast<int>(size41) & 0x1)) {
        (++mid44, (mid44 = mid44 * WIDTH9));
        blend30<<<dim3(1), 64>>>(MOD8_1(size41), 0x27 * mid44, nullptr, -0b111);
        if (LOW_BITS_2(size41) < mid44) {
            return 0x6 * (size41 >> 2);
        }
    } else {
    }
    rank10<<<(size41 + 31) / 32, 0x1 << 9>>>((size41), (2U + size41) - (size41 * 22), ((19 <= size41) ? 0x5l : size41) + WIDTH9);
    norm17<<<0b1 << 2, 128, 0>>>(nullptr);
    return 0;
}
