// cudagen 0.1 seed 1142 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,static_device_function,host_function,default_args,main,constant_array,managed_var,shared_var,extern_shared,constexpr_var,local_array,const_local,if,for,do_while,compound_assign,bitwise,comparison,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_string_concat,lit_nullptr,cast_c,sizeof,alignof,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))

__global__ void __launch_bounds__(sizeof(int) * 16) weigh2(float q3) {
	extern __shared__ unsigned int dyn_4[];
	int prod5 = 0b1110;
	if (dyn_4[prod5] != prod5) {
		return;
	}
	float base6[5] = {q3, q3};
	if (dyn_4[5] == prod5) {
		return;
	}
	q3 /= 4;
}

static __device__ __noinline__ unsigned filter7(int stride8 = -21) {
	const float x9 = stride8 + (stride8 / (stride8 + stride8));
	stride8 = -stride8;
	return x9 / ((4786ll % stride8) | stride8);
}

__global__ void fold10_kernel(short *__restrict__ dst11) {
	extern __shared__ unsigned int dyn_12[];
	__shared__ int sh_13;
	if ((sh_13 | dst11[2]) > dst11[1]) {
		return;
	}
	int pass14 = 0;
	do {
		if ((pass14 + 26ll) == alignof(double)) {
			break;
		}
		sh_13 = sh_13;
		unsigned int f15 = 572;
		++pass14;
	} while (pass14 < sh_13);
}
__managed__ char m_bump16 = 61;

__global__ void relax17(int lane18, int *data19, long long *__restrict__ acc20, float p21) {
	constexpr int tmp22 = 48u;
	data19[1] &= data19[7];
	lane18 = TWICE_PLUS_1((m_bump16 & 25) / (lane18 ^ acc20[lane18 & 7]), 9);
}
__constant__ unsigned int c_split23[2] = {3, 17UL};

__host__ double run_grow24(int len25, int stride26) {
	for (int j27 = 0; j27 < 2; ++j27) {
		m_bump16 |= ((short)071) & j27;
		relax17<<<(j27 + 31) / 32, 128, sizeof(int) * 128, (cudaStream_t)0>>>((stride26), &len25, (long long*)nullptr, 3.25f + j27);
		for (int n28 = 0; n28 < len25; ++n28) {
			if (len25 < (len25 + 34U)) {
				return 22.5;
			}
			len25 = +(~TWICE_PLUS_1(j27, 0b101U));
		}
	}
	return (m_bump16 += 45, (stride26 + len25));
}

__device__ size_t weigh29(const int *__restrict__ in30, int *out31, long alpha32) {
	m_bump16 = *out31;
	for (int j33 = 0; j33 < 3; j33 += 1) {
		m_bump16 ^= -(~(-j33));
	}
	m_bump16 &= ((in30[m_bump16 & 7] | c_split23[alpha32 & 1]) - (m_bump16 * 31U)) & 37L;
	m_bump16 = TWICE_PLUS_1(out31[alpha32], c_split23[m_bump16 & 1] * m_bump16) - (30 / c_split23[1]);
	constexpr int val34 = 10;
	return 7l + (alpha32 * 20U);
}
inline constexpr int LANES35 = 0100;

int main() {
	int size36 = 2001;
	const double x37 = size36;
	for (int n38 = 0, j39 = size36; n38 < j39; (++n38, (--j39))) {
		size36 = n38;
	}
	const char *tmp40 = "\"q\"" "_tail";
	m_bump16 %= size36;
	weigh2<<<0b100000 * 0b10, dim3((64)), sizeof(int) * 256>>>(size36 + (LANES35 + size36));
	fold10_kernel<<<dim3(512), (64), 1024, nullptr>>>(nullptr);
	return 0;
}
