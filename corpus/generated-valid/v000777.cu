// cudagen 0.1 seed 777 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,static_device_function,main,constant_var,shared_var,static_shared,constexpr_var,local_array,namespace,nested_namespace,if,if_init,while,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_const,sizeof,alignof,macro_object,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 32
#undef NUM_ITERS_1
#define NUM_ITERS_1 2
__constant__ unsigned short c_lerp2 = 0x1E;

namespace util3 {
static __global__ void decay4_kernel(unsigned q5, int count6, float* __restrict__ dst7) {
	unsigned idx8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx8 >= count6)
		return;
	if (unsigned int r9 = (q5 += 14U, ((0x34 & q5) | count6)); dst7 != nullptr) {
		int w10 = 0;
		while (w10 < w10) {
			(*dst7) = q5;
			unsigned char y11 = 0xFull;
			y11++;
			++w10;
		}
		float t12(+(((dst7 != nullptr) || (q5 >= threadIdx.x)) ? r9 : (((*dst7) < count6) ? NUM_ITERS_1 : threadIdx.x)));
	}
}
} // namespace util3

namespace img13::sub14 {
__global__ void smooth15(int* data16, int* dst17) {
	unsigned int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (dst17[threadIdx.y & 7] != 6ll)
		(*dst17) = (threadIdx.x > dst17[c_lerp2 & 0x7]) ? 14L : data16[7];
	if (!(!(threadIdx.x == 0x14))) {
		dst17[6] = i18 | ((*data16) + 0b11111);
		int v19(warpSize);
		__shared__ double sh_20[32];
	}
	(*data16) = ~((blockIdx.x * c_lerp2) + (alignof(char) + c_lerp2));
}
} // namespace img13::sub14

namespace detail21 {
__device__ float accum22(int* buf23, int lane24, short int p25) {
	lane24 = blockDim.x;
	__shared__ int sh_26;
	return 4.625f;
}
} // namespace detail21
// Returns the accumulated value.

static __global__ void update27(int stride28) {
	int idx29 = threadIdx.x;
	float s30 = 41 - detail21::accum22(nullptr, stride28 - threadIdx.x, 0b110 + stride28);
	s30 = c_lerp2;
	int prod31[2] = {};
	static __shared__ int sh_32[64];
	prod31[0b1] = sh_32[13];
	if (((blockIdx.z == NUM_ITERS_1) ? s30 : 11lu) >= 58)
		return;
}

static __global__ void bump33(float p34, int stride35, const int* coef36) {
	unsigned int i37 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i37 >= stride35)
		return;
	if (detail21::accum22(const_cast<int*>(coef36), c_lerp2, 22lu) > blockDim.x)
		return;
	unsigned int u38(i37);
	--p34;
	detail21::accum22(const_cast<int*>(coef36), (double)detail21::accum22(const_cast<int*>(coef36), p34, -31), NUM_ITERS_1 << c_lerp2);
}

__global__ void scale39_kernel(int count40, int* buf41, const unsigned* __restrict__ coef42, const unsigned int* input43) {
	long sum44[5] = {49u, 0b11100, 18, 6l, 0x40};
	bool prod45 = buf41[count40 & 7];
	unsigned f46[1 << (NUM_ITERS_1 + 1)]{0x9u, 57, 0x15, 8U, 4u, 6U, 4u, 0b101110U};
}
/* Returns the accumulated value. */

static __device__ __forceinline__ int relax47(int n48) {
	n48 = 19L * n48;
	(n48++, (n48 = (n48 != (NUM_ITERS_1 - c_lerp2)) ? ((n48 % n48) ^ (n48 += 18, threadIdx.x)) : (35l)));
	(--n48, (n48 = detail21::accum22((int*)nullptr, 39, c_lerp2)));
	return c_lerp2;
}

int main() {
	int count49 = 1824;
	long long lo50 = 44;
	if (count49 < (count49 * count49)) {
		long r51((lo50));
		r51 = ((4831 + lo50) >> count49) % r51;
	}
	util3::decay4_kernel<<<(512), (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + NUM_ITERS_1))) * 4, sizeof(double) * 32>>>(count49, (lo50 & 61U) + (lo50 & lo50), nullptr);
	img13::sub14::smooth15<<<2, 0x1 << (NUM_ITERS_1 + 4)>>>(nullptr, (int*)nullptr);
	update27<<<(count49 + 127) / 128, 64, 0>>>(lo50);
	return 0;
}
