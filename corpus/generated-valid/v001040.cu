// cudagen 0.1 seed 1040 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,builtin_vars,device_function,device_forceinline,static_device_function,host_function,main,constant_var,managed_var,shared_var,shared_2d,constexpr_var,auto_var,anon_namespace,if,for,pragma_unroll,do_while,switch,switch_fallthrough,ternary,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste
#include "prelude.cuh"

#define WARPS_1 128
#define CAT_2(a, b) a##b

static __device__ __forceinline__ int shade3(const float *src4, int len5)
{
	switch (len5 - CAT_2(len, 5)) {
	case 11:
		break;
	default: {
		int w6 = 0;
		do {
			if (src4[3] >= src4[0]) {
				len5 = (-w6) % 0x16;
			}
			++w6;
		} while (w6 < 0x4);
		break;
	}
	}
	switch (len5) {
	case 0x3: {
		len5 = warpSize;
		auto prod7 = double(-1836);
		[[fallthrough]];
	}
	case 11:
		break;
	}
	return (threadIdx.x * blockDim.x) + 49ULL;
}
__constant__ int c_stencil8 = 1;

template <class T>
__global__ void smooth9_kernel(T q10, T *acc11, T beta12, T p13)
{
	unsigned int i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
	T x15 = 0xe;
	__shared__ unsigned long long sh_16[3][2];
	x15 = c_stencil8;
	q10 = 1e1f;
}

template <typename T, int N>
__global__ void pack17(T *dst18, int count19, int len20)
{
	int tid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid21 >= len20) {
		return;
	}
	if (((blockDim.x - 18ull) > c_stencil8) || (gridDim.x >= tid21)) {
		for (int i22 = 0; i22 < c_stencil8; i22++) {
			dst18[gridDim.x & 7] = (len20);
			count19 = N;
			count19 = c_stencil8;
		}
	}
	const char *w23 = nullptr;
}

static __global__ void rank24(float beta25, int count26, int *out27)
{
	unsigned idx28 = threadIdx.x;
	#pragma unroll
	for (int it29 = 0; it29 < count26; it29++) {
		for (int n30 = 0; n30 < 16; ++n30) {
			for (int it31 = 0; it31 < count26; ++it31) {
				shade3(&beta25, CAT_2(it, 31));
				float e32 = threadIdx.x;
			}
		}
	}
}

namespace {
__managed__ float m_stencil33 = 20.625f;

__device__ float drift34(int len35, int *acc36)
{
	acc36[threadIdx.x] = WARPS_1;
	if ((m_stencil33 + (c_stencil8 / (*acc36))) > gridDim.x) {
		++acc36[threadIdx.y];
		if (blockDim.x) {
			m_stencil33++;
			shade3(&m_stencil33, acc36[len35] - shade3(&m_stencil33, c_stencil8));
		}
	}
	return shade3(&m_stencil33, 4);
}

__global__ void pivot37(const unsigned int *in38, int n39, double *out40)
{
	unsigned gid41 = (blockIdx.x * blockDim.x) + threadIdx.x;
	out40[c_stencil8 & 7] = (gid41 - gid41) + c_stencil8;
	m_stencil33 = shade3(nullptr, (n39 * 8) - (WARPS_1 - n39));
}
} // namespace

int check_filter42(int n43, unsigned short alpha44, unsigned int alpha45)
{
	pack17<int, 2><<<128, 128>>>(&n43, (02533 - m_stencil33) - (2U | CAT_2(alpha, 44)), n43);
	float base46 = n43 & WARPS_1;
	return alpha44 * alpha45;
}

int main()
{
	int len47 = 4054;
	auto stride48 = 26;
	unsigned int w49 = 58UL;
	smooth9_kernel<int><<<sizeof(float) * 4, 64>>>((WARPS_1) * (w49 % stride48), &len47, (len47 >= w49) ? 0x2ful : 9, -stride48);
	rank24<<<2, 256>>>(19.375F, m_stencil33, static_cast<int*>(nullptr));
	pivot37<<<(2), sizeof(int) * 010>>>((const unsigned int*)nullptr, (!(stride48 >= len47)) ? (14) : (w49 % 10l), static_cast<double*>(nullptr));
	return 0x0;
}
