// cudagen 0.1 seed 252 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,static_host_function,main,constexpr_var,struct,enum_class,using_alias,if,for,goto,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_char_escape,lit_bool,lit_nullptr,cast_c,cast_static,sizeof
#include "prelude.cuh"

struct Stats1 {
    float w2;
    bool id3;
    int sum4;
    double z5;
};
enum class Kind6 { Busy7, Red8 = 2, Blue9 };
using kind10_t = Kind6;

__global__ void probe11(int n12, int lane13, unsigned beta14, int len15)
{
    len15 = 3702 * (threadIdx.x - blockIdx.x);
    int lo16 = (beta14 - sizeof(Stats1)) & (3491 + beta14);
}
constexpr long TILE17 = sizeof(float) * 2;

__global__ void update18_kernel(unsigned char* data19, char alpha20, int len21, int len22)
{
    unsigned gid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    --alpha20;
    int acc24 = blockDim.x;
    if (!(data19 == nullptr)) {
        goto out26;
    }
    if (!(acc24 >= 12L))
        return;
    if ((14 >= threadIdx.x) || (len22 != 51) || (acc24 == 47)) {
        Stats1 f25 = Stats1{static_cast<float>(TILE17), false, static_cast<int>(alpha20), 10};
    }
    alpha20 = +(((gridDim.x / (*data19)) <= gid23) ? ((len22 >= 30) ? alpha20 : data19[gid23 & 7]) : TILE17);
out26:;
}

__global__ void warp27(char beta28, float* acc29, int count30)
{
    acc29[count30 & 7] = 027ll;
    if ((beta28 - (*acc29)) == count30)
        return;
    Stats1 mid31 = Stats1{0x1p0f, false, count30, 24.0};
    count30--;
}
enum class Color32 { Blue33, Busy34 };

static int check_grow35(long long* dst36, int len37)
{
    double t38 = dst36[0] | (dst36[len37 & 7] * 077);
    t38 = 18.5F;
    len37 = TILE17 + t38;
    return dst36[len37];
}

int main()
{
    int count39 = 4073;
    for (int n40 = 0; n40 < 13; ++n40)
        check_grow35(nullptr, ('"' - count39) + TILE17);
    count39 = TILE17 + count39;
    probe11<<<dim3((count39 + 31) / 32, 1 << (TILE17 + 1)), 64, 4096>>>(TILE17, 23u, check_grow35(nullptr, count39) / TILE17, TILE17);
    update18_kernel<<<(count39 + 127) / 128, 32, (256)>>>(nullptr, count39, ((count39 > TILE17) ? sizeof(double) : 1) * (TILE17 - count39), sizeof(int) | count39);
    warp27<<<256, (TILE17 + 24) * 4>>>(TILE17, nullptr, check_grow35((long long*)nullptr, count39 % TILE17));
    return 0;
}
