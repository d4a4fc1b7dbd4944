// cudagen 0.1 seed 1372 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_device_function,main,constant_var,constant_array,managed_var,shared_var,extern_shared,auto_var,namespace,if,if_init,for,goto,ternary,bitwise,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,comments
#include "prelude.cuh"

__constant__ int c_scale1[4] = {16, 0, 18U, 23};

__global__ void decay2_kernel(const int *__restrict__ src3, int *dst4, float p5) {
	extern __shared__ long dyn_6[];
	int gid7 = threadIdx.x;
	(*dst4) = (dst4[0b11] + (61 * gid7)) / ((p5 * 8) + p5);
	(*dst4) = (threadIdx.y + gridDim.y) + (1187U & ((c_scale1[gid7] >= (*src3)) ? 1626U : sizeof(float)));
	int lim8 = dyn_6[threadIdx.x & 7];
}

namespace math9 {
__global__ void tile10_kernel(int len11) {
	int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
	auto idx13 = len11 + (len11 += c_scale1[2], len11);
	int w14 = (idx13 += 2L, ((tid12 - c_scale1[2]) | gridDim.x));
	int u15 = w14 & (((idx13 - 28U) > w14) ? (2672 - c_scale1[w14 & 3]) : tid12);
	long hi16 = len11 * 0U;
	if (w14 > warpSize) {
		goto done17;
	}
	if (((w14 | hi16) & 1))
		return;
done17:;
}
__managed__ int m_kick18 = 7;

__global__ void __maxnreg__(64) fold19(const float *__restrict__ in20, int n21) {
	extern __shared__ long long dyn_22[];
	int idx23 = threadIdx.x;
	if (idx23 >= n21)
		return;
	bool lo24 = (56lu + threadIdx.z) <= (((+(*in20)) != idx23) ? 8 : idx23);
	for (int j25 = (blockIdx.x * blockDim.x) + threadIdx.x; j25 < 4; j25 += blockDim.x * gridDim.x) {
		size_t t26 = math9::m_kick18;
		float r27{9.0f};
	}
	dyn_22[6] = n21;
	long *r28 = nullptr;
}
} // namespace math9
__managed__ int m_split29 = 0b1010;
/* Layout: row-major, no padding. */

__device__ __host__ int sift30(const int *__restrict__ input31) {
	if (input31[6] <= (*input31)) {
		goto out36;
	}
	for (int n32 = 0, j33 = 3; n32 < j33; (++n32, (--j33))) {
		for (int j34 = j33; j34 > 0; --j34) {
			if ((n32 >= j34) || j34)
				continue;
			unsigned int y35((n32 >= int(j33)) ? 59 : input31[4]);
		}
	}
out36:;
	return 2136 / (input31[0] / 5);
}
__constant__ int c_march37 = 7 * 7;

int main() {
	int count38 = 2624;
	m_split29 = math9::m_kick18 * (m_split29 - 3) * (8ll - (count38 + math9::m_kick18));
	if (int res39(m_split29); (m_split29 + math9::m_kick18 + sizeof(float)) > 24)
		res39 = ((math9::m_kick18 - 30) | (sizeof(unsigned))) / (res39 + 20ul);
	m_split29 = ((5 + count38) - (count38 + sizeof(int))) - ((sizeof(int) * math9::m_kick18) % (2718 * m_split29));
	decay2_kernel<<<(math9::m_kick18 + 63) / 64, (0b100000)>>>(&math9::m_kick18, &count38, 17.75F);
	math9::tile10_kernel<<<4 * 4, sizeof(unsigned int) * 8, 0, 0>>>(count38);
	math9::fold19<<<256, 512>>>((const float*)nullptr, 9 & (count38 + m_split29));
	return 0;
}
