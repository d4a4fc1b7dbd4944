// cudagen 0.1 seed 2110 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,main,managed_var,shared_var,static_shared,constexpr_var,auto_var,const_local,enum_class,if,if_else,while,ternary,bitwise,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,macro_object,comments
#include "prelude.cuh"

#define CHUNK_1 32
#define RADIUS_2 256
#define BLOCK_SIZE_3 5
__managed__ float m_tile4 = 0xd75U;

static __global__ void gather5(const long long *__restrict__ in6, const float *__restrict__ coef7)
{
	int idx8 = threadIdx.x;
	if (((*in6) ^ (idx8 + idx8)) == (347 & gridDim.y)) {
		int off9{32};
		const int m10 = in6[0x3];
		m_tile4 = -2.875f;
	}
}

__device__ void count11(float beta12, int n13)
{
	const float stride14 = (CHUNK_1);
	auto sum15 = (n13 += beta12, (n13 | ((unsigned)threadIdx.x)));
}
enum class Op16 { Off17, Idle18, Idle19 };

__global__ void __launch_bounds__(64, 2) gather20_kernel(const int *__restrict__ input21, int *buf22, char a23)
{
	static __shared__ int sh_24[256];
	sh_24[a23] = a23;
}

__device__ void clamp25(const double *__restrict__ src26)
{
	if (src26[2] < (((m_tile4 != src26[gridDim.x]) ? (*src26) : 0x33) + (*src26))) {
		if ((src26[threadIdx.z] / (threadIdx.y + (*src26))) > threadIdx.x) {
			unsigned *e27 = nullptr;
			m_tile4 = (17.75f);
		}
	} else if (!src26) {}
}

static __global__ void __maxnreg__(32) smooth28_kernel(int *buf29, const double *input30, int len31)
{
	int idx32 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx32 >= len31) {
		return;
	}
	double hi33 = *input30;
	if (idx32 > len31) {
		const int s34 = m_tile4;
		buf29[threadIdx.x & 7] = hi33 + RADIUS_2;
	} else {
	}
}
/* Layout: row-major, no padding. */

__device__ __forceinline__ int march35(Op16 a36)
{
	int pass37 = 0;
	while (pass37 < pass37) {
		m_tile4 = (long(m_tile4) % (pass37 * 0xfull)) & 19;
		Op16 base38 = Op16::Idle18;
		++pass37;
	}
	return 32;
}

int main()
{
	int count39 = 2646;
	if (count39 > count39) {
		return 0xdul;
	}
	if (((count39 + 32l) & 1)) {
		return (double)(0x27lu + m_tile4);
	}
	int mid40 = ((m_tile4 += m_tile4, count39) + (58 + count39)) - ((CHUNK_1 & count39) * (0 + m_tile4));
	gather5<<<dim3((BLOCK_SIZE_3 + 0x3) * 2), CHUNK_1 + 224, 0, nullptr>>>(nullptr, (const float*)nullptr);
	gather20_kernel<<<(mid40 + 0x7F) / 128, 0x40 * 2, 0, (cudaStream_t)0>>>(nullptr, (int*)nullptr, count39 * (mid40));
	smooth28_kernel<<<dim3((count39 + 31) / 32, (BLOCK_SIZE_3 + 11), (mid40 + 0x3f) / 0x40), 64>>>((int*)nullptr, nullptr, mid40);
	return 0;
}
