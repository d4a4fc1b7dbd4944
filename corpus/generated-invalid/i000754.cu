// cudagen 0.1 seed 754 invalid:launch_bounds_on_device_function
// features: kernel,kernel_extern_c,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,managed_var,shared_var,shared_2d,static_shared,constexpr_var,struct,enum_class,using_alias,if,if_init,nested_block,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
/* Returns the accumulated value. */

int check_split4(int stride5, bool a6, const unsigned int* in7) {
	stride5 >>= static_cast<int>(in7[6]);
	stride5 = *in7;
	const char* y8 = "tile";
	--stride5;
	static_assert(38 == 38, "size check");
	a6 = stride5 > stride5;
	return 14UL;
}

struct Tile9 {
	float count10;
	int id11;
};
__managed__ double m_march12 = 23;

__global__ void march13_kernel(bool p14, int lane15, char* acc16) {
	if ((lane15 * lane15) >= SQR_1(p14 * 0x20ull)) {
		__shared__ float sh_17[128];
		lane15++;
	}
	constexpr int e18 = 54;
	float lim19(m_march12);
	unsigned long z20 = 0x3bll;
}
using idx21_t = unsigned char;
using real22_t = float;
enum class Level23 : unsigned char { Green24, Slow25, On26 };

extern "C" __global__ void split27_kernel(Tile9 beta28) {
	int off29 = m_march12;
	if (int stride30 = sizeof(double) + m_march12; m_march12 <= (m_march12 - (stride30 / beta28.id11))) {
		{
			Tile9 e31 = {static_cast<float>((beta28.count10)), stride30};
			float hi32 = (((long long)073) - m_march12);
		}
		if (stride30 <= 15ul) {
			return;
		}
		static __shared__ float sh_33[7][10];
	}
}
__device__ int __launch_bounds__(128) bounded_helper37(int x)
{
    return x + 1;
}

int main() {
	int count34 = 0x59a;
	m_march12++;
	Tile9 hi35 = Tile9{3.0F, 0x8};
	march13_kernel<<<dim3((256)), sizeof(int) * 0x10, 0, nullptr>>>(check_split4(~hi35.id11, check_split4(6, hi35.id11 >= 60, nullptr) > hi35.count10, (const unsigned int*)nullptr), 31, (char*)nullptr);
	cudaStream_t v36 = 0;
	split27_kernel<<<(count34 + 127) / 0200, 128>>>(Tile9{20.625f, int(m_march12)});
	return 0;
}
