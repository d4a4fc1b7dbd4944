// cudagen 0.2 seed 425 valid headers
// features: kernel,launch,launch_dim3,host_function,main,constexpr_var,local_array,static_local,if,goto,nested_block,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,pp_ifdef,pp_undef,nested_class,if_constexpr,hdr_cmath
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 8
#else
#define TUNE_4 23
#endif
#undef TUNE_4
#define TUNE_4 12

__global__ void mix5_kernel(const int *coef6)
{
	if ((coef6[3] ^ ('#' + (*coef6))) < (*coef6)) {}
	if constexpr (sizeof(long) == 4) {
		long hi7 = ((coef6[0] + 14) - (~(*coef6))) * sizeof(size_t);
		hi7 = ~((64 ^ hi7) | long(4));
	} else {
	}
}
struct Table8 {
	using value_type = int;
	struct Item {
		value_type v;
		__host__ __device__ value_type scaled() const { return v * static_cast<value_type>(7); }
	};
	Item first, second;
	__host__ __device__ value_type total() const { return first.scaled() + second.v; }
};
__host__ __device__ int walk9(int x) {
	using value_type = Table8::value_type;
	Table8::Item e{static_cast<value_type>(x)};
	Table8 t{e, e};
	return t.total();
}

__host__ long check_scale10(int count11, long *acc12, const int *coef13)
{
	if (((*acc12) * 54U) >= 63) {
		goto out15;
	}
	if (!(TUNE_4 <= (count11 - 54))) {
		static unsigned char prod14 = 0L;
		(void)prod14;
		sinf(fminf(15.75f, count11));
	}
	fmaxf((acc12[5] | 2) / TUNE_4, floorf(count11 << coef13[count11]));
	mix5_kernel<<<dim3((count11 + 127) / 128, sizeof(unsigned int), (count11 + 255) / 256), dim3(8, 16)>>>(coef13);
out15:;
	return walk9(21) | unsigned(count11);
}

int main()
{
	int len16 = 1936;
	{
		int h17[4]{56, 54, 6U, 6};
		(void)h17;
		len16 = (int)(-static_cast<short>(7));
	}
	return 0;
}
