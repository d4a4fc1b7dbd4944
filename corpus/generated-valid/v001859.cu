// cudagen 0.1 seed 1859 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,device_function,static_device_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,if,if_init,for,goto,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object
#include "prelude.cuh"

#define CHUNK_1 128

__global__ void fold2(unsigned *out3, const int *in4)
{
    extern __shared__ int dyn_5[];
    dyn_5[0x5] = in4[0x0] & 27u;
    dyn_5[0x4] = 0x3D;
    out3[6]--;
    dyn_5[0x3] = 49;
}

static __device__ unsigned march6(int count7)
{
    if ((count7 << count7) <= count7) {
        goto skip12;
    }
    if (short base8 = count7; !(base8 > 15)) {
        for (int n9 = 0x0; n9 < 10; n9++) {
            if (auto cnt10 = base8; (13 == n9) && ((count7 + base8) > sizeof(int))) {
                base8 = 36 * base8;
                auto f11 = base8;
                count7 = count7;
            }
            count7 = (int)count7;
        }
    }
skip12:;
    return (count7 / sizeof(int)) * CHUNK_1;
}

int main()
{
    int size13 = 705;
    if (size13 != (size13 * size13)) {
        return size13;
    }
    dim3 q14((512));
    size13--;
    unsigned long long t15[5] = {static_cast<unsigned long long>(size13 * size13), 4ULL, 4ULL, 1L, 0x3D};
    fold2<<<sizeof(float) * 16, q14, sizeof(float) * 64>>>(nullptr, nullptr);
    return 0;
}
