// cudagen 0.1 seed 436 valid
// features: kernel,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,host_function,static_host_function,main,device_var,managed_var,shared_var,shared_2d,extern_shared,constexpr_var,local_array,using_alias,namespace,if,for,pragma_unroll,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define CAT_2(a, b) a##b

__global__ void __maxnreg__(64) trace3(double* acc4, unsigned long long* data5) {
	unsigned int i6 = (blockIdx.x * blockDim.x) + threadIdx.x;
	acc4[i6]--;
	acc4[3]--;
	if (threadIdx.x <= (blockIdx.x + threadIdx.x))
		return;
	if (threadIdx.z <= data5[i6])
		return;
	data5[3] %= data5[0];
}
__device__ long long d_pivot7;
__managed__ int m_grow8[4];

namespace detail9 {
static __device__ double d_march10;
} // namespace detail9
using ptr11_t = int*;

__global__ void pack12(const int* coef13) {
	extern __shared__ double dyn_14[];
	int tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
	dyn_14[tid15] = float(*coef13) + (19.875 * (+detail9::d_march10));
	--dyn_14[tid15];
	m_grow8[0] /= tid15 + detail9::d_march10;
	constexpr int val16 = sizeof(float) * (10);
}

template <typename T>
__device__ long pivot17(T cfg18, T alpha19, int n20) {
	#pragma unroll 8
	for (int it21 = 0; it21 < n20; it21 += 2) {
		alpha19 = (10.25 - m_grow8[2]) + ((!(m_grow8[gridDim.x] == 35)) ? threadIdx.z : 7.375);
		if (ADD3_1(detail9::d_march10, cfg18, 1) != 6U)
			continue;
		__shared__ unsigned char sh_22[3][9];
	}
	--detail9::d_march10;
	cfg18 *= alpha19 * (17.5 + alpha19) * (d_pivot7 + (9.25 - n20));
	T z23 = (unsigned)(alpha19 + d_pivot7);
	return 17.25;
}

__global__ void __launch_bounds__((64)) probe24(int count25, double beta26, ptr11_t data27, const int* input28) {
	extern __shared__ int dyn_29[];
	dyn_29[threadIdx.y] = pivot17<unsigned>(pivot17<unsigned>(4806, m_grow8[warpSize], data27[count25]), 41, beta26 - 01107ULL) + (023ll);
	int lo30 = CAT_2(count, 25);
	#pragma unroll
	for (int i31 = 0; i31 < lo30; ++i31)
		pivot17<long>(pivot17<float>(5.0f, 9.375f, 0425) + pivot17(detail9::d_march10, double(12.5), -15), data27[d_pivot7] - (8 + d_pivot7), (16) * (blockDim.z % data27[blockDim.x]));
	if (data27[6])
		return;
	unsigned r32[6] = {};
}

static float check_accum33(int n34, int count35, int lane36) {
	if (count35 != m_grow8[count35])
		return (m_grow8[n34] - 23.625F) / n34;
	pack12<<<dim3(010), 16 * 16, 0>>>((const int*)nullptr);
	probe24<<<(lane36 + 63) / 64, dim3((count35 + 255) / 256, (lane36 + 255) / 256, (lane36 + 0177) / 128), sizeof(int) * 128, 0>>>(ADD3_1(count35, 3, 26) * (sizeof(int) * n34), 17 * n34, &count35, (const int*)nullptr);
	lane36 = (-(20 + lane36)) - int((m_grow8[3]));
	return lane36;
}

int main() {
	int n37 = 2118;
	m_grow8[n37] = m_grow8[2];
	m_grow8[3] = check_accum33(-4759, check_accum33(check_accum33(n37, m_grow8[n37], 33), m_grow8[n37], n37 + m_grow8[2]), ((int)63l) + (+CAT_2(n, 37)));
	float y38[(2)]{14.75f, 8.0f};
	trace3<<<32, 64, 4096>>>(nullptr, (unsigned long long*)nullptr);
	return 0;
}
