// cudagen 0.1 seed 462 invalid:launch_bounds_on_device_function
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,launch,launch_dim3,host_device_function,main,enum_class,namespace,if,while,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
// NOTE: keep in sync with the host reference.

__host__ __device__ double reduce3(int stride4)
{
	{
		--stride4;
		int w5 = 0;
		while ((w5 < w5) && (stride4 > ((w5 <= 56lu) ? w5 : w5))) {
			int pass6 = 0;
			while (pass6 < (1 << 1)) {
				stride4--;
				--stride4;
				++pass6;
			}
			++w5;
		}
	}
	return stride4;
}

__global__ void shade7(int len8, unsigned int a9, int *dst10)
{
	if (22 <= CAT_2(len, 8)) {
		return;
	}
	if (len8 < 0x12ull) {
		return;
	}
	a9++;
}

__host__ __device__ void count11(size_t *buf12)
{
	char diff13 = (buf12[1]) + (0x14 | buf12[3]);
	if (!buf12) {
		return;
	}
	int k14 = (diff13);
}

__global__ void smooth15(const int *src16) {}

namespace math17 {
enum class Level18 : int { High19, Add20 };

__global__ void __launch_bounds__(256) gather21_kernel(const int *src22, float q23)
{
	if (25 >= ((q23 < q23) ? 63lu : 2653)) {
		return;
	}
	q23 = reduce3(q23);
	q23++;
}

template <class T>
__global__ void combine24(const T *src25, T cfg26)
{
	math17::Level18 h27 = math17::Level18::Add20;
	cfg26 -= 3.875f;
	math17::Level18 prod28 = h27;
	reduce3((-3931));
	cfg26 /= 127;
}
} // namespace math17
__device__ int __launch_bounds__(256, 2) bounded_helper31(int x)
{
    return x + 1;
}

int main()
{
	int len29 = 3547;
	math17::Level18 idx30 = math17::Level18::Add20;
	math17::gather21_kernel<<<(128), 16 * 0b10000>>>(nullptr, len29);
	shade7<<<0x1, 0x1 << 8>>>(4 + (len29 - len29), sizeof(unsigned int), (int*)nullptr);
	smooth15<<<0x20 * 16, 0x20 * 0b100>>>(nullptr);
	math17::combine24<<<dim3(1 << 7, 0200), 32>>>((const long*)nullptr, 0x3l);
	return 0;
}
