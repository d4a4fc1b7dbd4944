// cudagen 0.1 seed 1337 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_template_function,host_function,constexpr_function,main,device_array,managed_var,constexpr_var,local_array,auto_var,if,ternary,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 9
#else
#define TUNE_3 19
#endif

#if TUNE_3 > 22
#define CONFIG_4 4
#else
#define CONFIG_4 25
#endif
#undef TUNE_3
#define TUNE_3 48
__device__ short d_reduce5[4] = {0xB, -24};
// Returns the accumulated value.

__global__ void filter6(int n7, int *dst8, int stride9, unsigned int *__restrict__ dst10)
{
	if (((stride9 | '\n') <= dst10[1]) || ((~d_reduce5[stride9]) & 0b1)) {
		auto e11 = *dst10;
	}
	char cnt12 = (~(*dst8)) % d_reduce5[3];
}
__managed__ double m_merge13 = 3.875;
// Computes one element per thread.

template <typename T>
__device__ T pivot14(const T *__restrict__ input15, T alpha16)
{
	float sum17[3] = {10.75f, 9.f};
	alpha16 = input15[0x6];
	unsigned idx18[2]{34, static_cast<unsigned>(308)};
	unsigned int q19 = (float)CONFIG_4;
	return m_merge13 * ((input15 != nullptr) ? alpha16 : (0b100 ^ d_reduce5[q19]));
}

constexpr int host_tile20(int stride21)
{
	stride21 = stride21 << (stride21 * TUNE_3 * stride21);
	return -61;
}

int main()
{
	int size22 = 224;
	filter6<<<(size22 + 63) / 0x40, (TUNE_3 + 16), sizeof(unsigned int) * (CONFIG_4 + 01747), 0>>>(10, &size22, m_merge13, nullptr);
	unsigned int val23[2 * 2] = {};
	return 0;
}
