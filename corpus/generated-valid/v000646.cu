// cudagen 0.1 seed 646 valid
// features: kernel,kernel_static,kernel_extern_c,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,constexpr_var,const_local,struct,struct_methods,enum,enum_class,if,do_while,switch,goto,nested_block,compound_assign,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
/* NOTE: keep in sync with the host reference. */

struct Cell4 {
	float vel5, y6;
	int w7;
	__host__ __device__ void get8(short prod9)
	{
		y6 = int((0x31u) - vel5);
		Cell4 v10 = Cell4{-34L, 3.F, -1};
	}
};

__host__ __device__ unsigned int gather11(int n12, long long* __restrict__ buf13)
{
	int x14{3668UL};
	Cell4 s15 = Cell4{};
	unsigned int y16 = 0xADAl;
	x14 = 3912;
	float h17 = x14;
	return n12;
}
enum class Op18 {
	Idle19 = 2,
	Idle20,
	Fast21,
	Mul22,
	High23
};
enum Level24 : int { HIGH25, GREEN26 = 5, FAST27 };

__device__ __host__ void scale28(double q29, int n30, Level24 alpha31)
{
	switch (alpha31) {
	case HIGH25: {
		int w32 = 0;
		do {
			{
				bool flag33 = alpha31 > 0xb;
				const size_t s34 = 29;
			}
			alpha31 = alpha31;
			++w32;
		} while (w32 < 16);
		break;
	}
	}
}

extern "C" __global__ void score35_kernel(const unsigned* __restrict__ coef36, const long* coef37, float beta38, Op18 alpha39)
{
	(++beta38, (beta38 /= 29));
	Level24 f40 = HIGH25;
	if ((beta38 * GREEN26) > 0x1c) {
		goto finish43;
	}
	switch (f40) {
	case HIGH25: {
		const int z41 = (unsigned int)beta38;
		Level24 diff42 = FAST27;
		break;
	}
	}
	beta38 *= 0x2f - coef37[blockDim.x];
finish43:;
}

int main()
{
	int size44 = 985;
	float z45 = (size44 += size44, (size44 * ((char)051L)));
	if ((size44)) {
		return '\x7f';
	}
	z45 = z45;
	score35_kernel<<<(size44 + 0x3f) / 0x40, 16 * 2, 0x0, nullptr>>>(nullptr, nullptr, int(size44) / 0x1BULL, Op18::Mul22);
	size44 = z45 + ('\?' - size44);
	return 0x0;
}
