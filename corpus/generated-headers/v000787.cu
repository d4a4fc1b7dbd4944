// cudagen 0.2 seed 787 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,host_device_function,host_function,main,constexpr_var,local_array,if,switch,static_assert,ternary,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,macro_object,macro_paste,pp_if,pp_undef,local_class,conversion_operator,hdr_cuda_std
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define WARPS_1 256
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#if (WARPS_1 * 2) >= 40 && WARPS_1 != 0
#define CONFIG_5 1
#else
#define CONFIG_5 21
#endif
#undef WARPS_1
#define WARPS_1 2

__device__ short fold6(int count7, float cfg8, int count9) {
	count9 = (((long)count7) & 1) ? (-(21 - count9)) : (50);
	float prod10[8]{8.f, 11.875f, 19.25f, cfg8, .25f, 21.25f, 19.125F, 15.0f};
	(void)prod10;
	constexpr int e11 = (1 << CONFIG_5) * (CONFIG_5 + 0xD);
	(void)e11;
	struct Local12 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local12 tmp13{9};
	int h14 = tmp13.add(0x137C);
	(void)h14;
	return CONFIG_5;
}
struct Ratio15 {
	float v;
	__host__ __device__ operator float() const { return v; }
};
__host__ __device__ float convert16(float x) {
	Ratio15 m{x};
	float plain = m;
	return plain + static_cast<float>(m) * 2;
}

__global__ void count17_kernel(unsigned int beta18, int *dst19, const int *in20, int lane21) {
	int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid22 >= lane21) {
		return;
	}
	beta18 = beta18;
	--dst19[threadIdx.y & 7];
	lane21 = tid22;
	switch ((unsigned char)tid22) {
	case (0xA):
		if (threadIdx.z <= 25) {
			break;
		}
		break;
	}
	static_assert((CONFIG_5 + (CONFIG_5 + 34)) == 36, "bad config");
	beta18 = beta18;
}

__host__ __device__ size_t warp23(int lane24, int n25, float q26) {
	cuda::std::array<int, 4> lanes27{};
	lanes27[0] = n25;
	int total28 = lanes27[0] + static_cast<int>(lanes27.size()) + cuda::std::plus<int>()(lanes27[1], 1);
	--n25;
	return total28 + (0x8 + (lane24 & CONFIG_5));
}

int norm29(const long *src30, int stride31, int len32) {
	float s33{3.75F};
	(void)s33;
	len32 = (*src30) % 2455u;
	return 41U;
}

int main() {
	int len34 = 900;
	long stride35 = len34 ? ((2 * len34) + ((int)CONFIG_5)) : (len34 + len34);
	stride35 = stride35;
	switch (len34) {
	case 3:
		count17_kernel<<<0x100 * 2, 32, 2048 * 2>>>(((~stride35) != stride35) ? CAT_4(stride, 35) : (29 >> stride35), (int*)nullptr, (const int*)nullptr, short(58ul));
		count17_kernel<<<8, 0x80>>>(23, nullptr, nullptr, stride35);
		break;
	default:
		break;
	}
	return 0;
}
