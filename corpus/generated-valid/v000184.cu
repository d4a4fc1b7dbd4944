// cudagen 0.1 seed 184 valid
// features: kernel,kernel_from_macro,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,enum_class,anon_namespace,ternary,compound_assign,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,sizeof,alignof,macro_object,macro_function,macro_statement,comments
#include "prelude.cuh"

#define RADIUS_1 32
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define SQR_3(x) ((x) * (x))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

namespace {
enum class Axis5 : long { Fast6, Mul7 };
} // namespace

__global__ void drift8_kernel(int count9, int stride10)
{
	unsigned lo11 = RADIUS_1;
	lo11 *= (stride10 < (count9 / RADIUS_1)) ? stride10 : (count9 % 54UL);
}
enum struct Mode12 : unsigned int { Idle13, Slow14, Mul15 };
#define DEFINE_MAP_KERNEL_16(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_16(map_pivot17, unsigned)
DEFINE_MAP_KERNEL_16(map_drift18, int)
// NOTE: keep in sync with the host reference.

__global__ void grow19(double* acc20, int len21, int* buf22, const int* coef23)
{
	float base24 = (acc20[1] >= 16ll) ? SQR_3(TWICE_PLUS_2(*buf22, 45UL)) : (1.875F + (buf22[0x1] + 15U));
	++acc20[len21];
	Axis5 cnt25 = Axis5::Fast6;
	acc20[6] += RADIUS_1 * (+(*buf22));
	buf22[len21] = 1943;
}
enum class Axis26 : unsigned int {
	Busy27,
	Fast28 = 3,
	Low29,
	Red30 = 10,
	Slow31
};

int main()
{
	int count32 = 1678;
	int s33(count32);
	unsigned int s34 = s33 + 28u;
	drift8_kernel<<<(s33 + 63) / 64, sizeof(float) * 128>>>((count32 += count32, 0x37lu) % (s33 - 0x38), count32);
	map_pivot17<<<(count32 + 255) / 0x100, 512, 0, nullptr>>>(&s34, (s34 - RADIUS_1) - alignof(double));
	map_drift18<<<0x4, (0x80)>>>(&count32, 20 + s34);
	return 0;
}
