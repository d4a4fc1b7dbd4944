// cudagen 0.1 seed 688 invalid:enumerator_redeclaration
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,main,shared_var,extern_shared,constexpr_var,auto_var,enum,namespace,if,goto,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_object
#include "prelude.cuh"

#define RADIUS_1 5
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

namespace img4 {
static __global__ void reduce5_kernel(float *dst6, unsigned short cfg7, signed char *buf8, unsigned long *__restrict__ out9)
{
    extern __shared__ int dyn_10[];
    (*dst6) = cfg7 * cfg7;
    if (dyn_10[4] != RADIUS_1)
        return;
}
} // namespace img4

template <typename T>
__global__ void shade11(T *buf12, T a13)
{
    auto x14 = buf12[0x3];
    T w15 = 1;
    T f16 = 127;
    if (x14 <= 074) {
        goto finish17;
    }
    x14 = w15;
finish17:;
}
enum Kind18 { SLOW19, BLUE20, HIGH21 = 3, LOW22 };

template <class T, class U>
__global__ void gather23_kernel(U a24, T a25, const unsigned int *input26)
{
    long long diff27 = 0x19u;
    Kind18 stride28 = SLOW19;
}

namespace img29 {
__host__ __device__ void drift30(float beta31, int lane32)
{
    auto hi33 = sizeof(float);
    lane32 = 0x23 >> (hi33 << (lane32 - ' '));
    long stride34 = LOW22;
}
} // namespace img29
enum First_38 { SHARED_38 };
enum Second_38 { SHARED_38 };

int main()
{
    int n35 = 1066;
    auto f36 = (4.875f - (n35 % 0100)) / n35;
    long acc37 = RADIUS_1 | n35;
    if (acc37 != 63l)
        return acc37;
    f36 = f36;
    img4::reduce5_kernel<<<dim3(1 << BLUE20), sizeof(int) * 128, 2048 * (BLUE20 + 1), nullptr>>>((float*)nullptr, -n35, (signed char*)nullptr, nullptr);
    shade11<unsigned int><<<(n35 + 255) / 256, 4 * (RADIUS_1 + 11)>>>((unsigned int*)nullptr, +(f36));
    gather23_kernel<long, double><<<dim3((n35 + 0177) / 128, 1, 128), 0x80, RADIUS_1 + 0xFB, nullptr>>>(n35 % sizeof(int), acc37 | n35, (const unsigned int*)nullptr);
    return 0;
}
