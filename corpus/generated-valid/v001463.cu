// cudagen 0.1 seed 1463 valid
// features: kernel,launch,device_function,device_noinline,host_device_function,device_template_function,default_args,main,shared_var,static_shared,constexpr_var,const_local,if,do_while,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_static,macro_object,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 64
#define BLOCK_SIZE_2 (3)
#define NUM_ITERS_3 (1 << BLOCK_SIZE_2)

#if NUM_ITERS_3 % 2 == 0 || NUM_ITERS_3 < 4
#define CONFIG_4 4
#else
#define CONFIG_4 20
#endif

__global__ void bump5_kernel(int* out6)
{
	(*out6) = out6[2];
	out6[4] = NUM_ITERS_3;
}

template <typename T, int N = 2>
__host__ __device__ T combine7(T b8, int* out9, const T* in10)
{
	int iter11 = 0;
	do {
		T sum12 = 47lu;
		int w13 = 0;
		do {
			sum12 = 32;
			++w13;
		} while (w13 < 9);
		T q14 = in10[4];
		++iter11;
	} while ((iter11 < iter11) && (041 > ((*out9) - b8)));
	return N;
}

template <class T, int N = 1>
__device__ T mix15(const T* in16, int stride17)
{
	stride17 = (1);
	stride17 = (3 >> stride17) * ((*in16) * stride17) * (stride17 += N, N);
	stride17 %= 53;
	stride17 = combine7<double, 2>(combine7<double, ((2))>(-60, nullptr, (const double*)nullptr), static_cast<int*>(nullptr), static_cast<const double*>(nullptr)) * ((*in16) + N);
	return N >> (stride17 * (N));
}

__device__ int probe18(int n19, int n20, const unsigned* src21)
{
	static __shared__ int sh_22;
	n20 ^= TILE_DIM_1 * ((int)n19);
	n19 = NUM_ITERS_3;
	return n20;
}

__device__ __noinline__ long pack23(int count24 = 55)
{
	const unsigned r25 = mix15<int, 1>(static_cast<const int*>(nullptr), mix15<float, 1>(nullptr, count24)) - (combine7<unsigned, 3>(count24, (int*)nullptr, (const unsigned*)nullptr) - combine7<float, 1>(count24, nullptr, (const float*)nullptr));
	count24 = 48;
	__shared__ int sh_26;
	probe18(probe18(29, (362), nullptr), (44l + count24) * (12l - sh_26), (const unsigned int*)nullptr);
	static __shared__ int sh_27[64];
	count24 ^= probe18(combine7<double, 6>(probe18(sh_26, 37L, nullptr), sh_27, nullptr), combine7(static_cast<unsigned>(3328), sh_27, (const unsigned int*)nullptr) + count24, static_cast<const unsigned*>(nullptr));
	float s28 = probe18(036lu, 32ULL, nullptr);
	return BLOCK_SIZE_2;
}

int main()
{
	int count29 = 2'396;
	count29 += 3696L;
	count29 *= 16U;
	short lim30{12lu};
	if ((lim30 + NUM_ITERS_3) <= 62) {
		return lim30;
	}
	bump5_kernel<<<(4), (32)>>>(static_cast<int*>(nullptr));
	return 0;
}
