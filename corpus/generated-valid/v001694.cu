// cudagen 0.1 seed 1694 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,host_device_function,main,device_array,managed_var,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,const_local,if,for,pragma_unroll,compound_assign,bitwise,logical,comparison,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_object,macro_paste
#include "prelude.cuh"

#define CHUNK_1 8
#define CHUNK_2 16
#define CHUNK_3 4
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

template <typename T, int N = 5>
__global__ void score7(const T *input8, const int *in9, T p10, const unsigned int *src11)
{
	extern __shared__ double dyn_12[];
	int tid13 = threadIdx.x;
	p10 /= ((int)(CAT_6(p, 10) + input8[tid13])) - 127;
	T mid14 = 127L + ((*src11) + N);
	if ((mid14 + N) < dyn_12[6])
		return;
	int r15 = mid14 - double(CHUNK_2);
	p10 = (tid13 / threadIdx.x) - (p10 - float(p10));
	const long long k16 = sizeof(int) + (dyn_12[tid13] - N) + 20L;
}
__managed__ int m_shade17 = 28;

template <class T, int N = 4>
__global__ void __launch_bounds__(64, 2) norm18(T beta19, T *__restrict__ data20, const double *coef21, T *buf22)
{
	if (((*data20) + 10 + (+data20[1])) != (threadIdx.x * 7)) {
		__shared__ int sh_23;
	}
	#pragma unroll
	for (int it24 = (blockIdx.x * blockDim.x) + threadIdx.x; it24 < 15; it24 += blockDim.x * gridDim.x) {
		if ((m_shade17 > it24) && (it24 >= it24))
			continue;
		__shared__ float sh_25[8][13];
	}
}
__device__ signed char d_trace26[32] = {21L, 127L, 40};

__host__ __device__ int norm27(const unsigned *input28, float p29)
{
	p29 /= 1;
	long w30 = ((*input28) * (CHUNK_1 * p29)) - (p29 - (CAT_6(p, 29)));
	for (int i31 = 0; i31 < 10; i31 += 4) {
		unsigned int sum32 = i31 - 18;
		const double *off33 = (const double*)nullptr;
	}
	if (p29 < p29)
		return p29 + (w30 - p29);
	return ((10)) % ((*input28) - (43 - (*input28)));
}

template <typename T, int N = 3>
__global__ void grow34_kernel(const T *__restrict__ src35, float alpha36, const float *__restrict__ src37)
{
	extern __shared__ unsigned int dyn_38[];
	unsigned int gid39 = (blockIdx.x * blockDim.x) + threadIdx.x;
	__shared__ float sh_40[CHUNK_1 * 8];
	if (dyn_38[gid39] + d_trace26[gid39])
		return;
	static __shared__ float sh_41[64];
	if ((alpha36) >= threadIdx.x)
		return;
}

int main()
{
	int size42 = 1982;
	grow34_kernel<long, ((CHUNK_1))><<<(size42 + 127) / 128, (CHUNK_1 + 504), 0>>>((const long*)nullptr, size42, nullptr);
	dim3 tmp43 = dim3((m_shade17 + 255) / 256);
	m_shade17 = CAT_6(size, 42);
	m_shade17 &= m_shade17 * ((63 + size42) - ((unsigned int)m_shade17));
	float u44 = ((m_shade17 - 21.875f) + size42) * size42;
	m_shade17 -= 20U;
	score7<double, 5><<<0b10000000, tmp43, CHUNK_1 + (CHUNK_3 + 244)>>>(nullptr, (const int*)nullptr, u44 - double(11.25), (const unsigned int*)nullptr);
	norm18<unsigned int, 8><<<(m_shade17 + 037) / 32, (0b1000000), 0>>>(CAT_6(size, 42), nullptr, (const double*)nullptr, nullptr);
	return 0;
}
