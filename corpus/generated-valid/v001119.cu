// cudagen 0.1 seed 1119 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,device_function,static_device_function,device_template_function,main,device_var,constant_var,managed_var,shared_var,extern_shared,local_array,struct,if,if_else,for,pragma_unroll,while,static_assert,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,member_access,array_index,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,comments
#include "prelude.cuh"

__constant__ bool c_lerp1 = 1;
// NOTE: keep in sync with the host reference.

struct Stats2 {
	unsigned int id3;
	int sum4, val5;
	double sum6;
};
__device__ int d_norm7 = 27;
// Helper used by the kernels below.

static __device__ void merge8(float alpha9, int lane10, bool cfg11) {
	bool t12 = !c_lerp1;
	lane10 = c_lerp1 | ((d_norm7 + 38l) | 6);
}
__managed__ float m_fuse13 = 14;

__global__ void decay14(Stats2 alpha15, const int* input16, const float* __restrict__ input17) {
	extern __shared__ float dyn_18[];
	dyn_18[1] = ((60U | d_norm7) & 18L) - ((7 > (*input17)) ? 12 : (-(-15.125F)));
	int base19 = 11lu;
	int k20 = dyn_18[base19] + (2 - dyn_18[0]) + (m_fuse13 - alpha15.sum4);
	int s21 = (dyn_18[6] + (42 - (*input16)));
	float prod22 = unsigned(c_lerp1);
}

template <typename T, class U>
__device__ int trace23(T* out24) {
	int w25 = 0;
	while (w25 < w25) {
		if (!c_lerp1) {
			break;
		}
		static_assert(sizeof(int) == 4);
		++w25;
	}
	#pragma unroll 4
	for (int n26 = 0; n26 < w25; n26 += 1) {
		float x27[5]{12.75f, 23, 7.0f, 5, 6.0f};
		if ((n26 & c_lerp1) <= 49) {
			return c_lerp1;
		}
	}
	return ((c_lerp1 - out24[d_norm7 & 7]) != ((d_norm7 | 16U) * (42 % c_lerp1))) ? (*out24) : ((~d_norm7) * (52 + m_fuse13));
}

template <typename T, int N>
__global__ void relax28(const T* coef29, T cfg30, int count31) {
	__shared__ double sh_32;
	static_assert(42 == 42, "expected value");
	count31 = 42u;
}

inline __device__ float stencil33(int count34, int len35) {
	d_norm7 -= 12;
	__shared__ float sh_36[8];
	int f37 = 'z' ^ d_norm7;
	if (((c_lerp1 != 49l) || (f37 == c_lerp1)) && (len35 >= c_lerp1)) {
		if (c_lerp1) {
			return 11 % (len35 + count34);
		}
		__shared__ int sh_38[256];
	}
	if (d_norm7 <= 16) {
		return +f37;
	}
	return c_lerp1 & ((56 + c_lerp1) - f37);
}

__global__ void bump39_kernel(int len40, const unsigned char* coef41, int stride42) {
	len40 += (float(3.25f));
	d_norm7 = (c_lerp1 ? 'a' : m_fuse13) * (-(5 + d_norm7));
}

static __device__ unsigned pivot43(Stats2 q44) {
	d_norm7 *= 5;
	#pragma unroll
	for (int it45 = 0; it45 < d_norm7; ++it45) {
		if (c_lerp1) {
			static_assert(38 == 38, "size check");
		} else {
			int t46 = it45;
		}
	}
	return c_lerp1;
}

int main() {
	int len47 = 3657;
	relax28<double, 6><<<(len47 + 31) / 32, 64>>>((const double*)nullptr, (4.875 - m_fuse13) + 44, (m_fuse13 * m_fuse13) - 59);
	short x48[(6)] = {static_cast<short>(m_fuse13 - m_fuse13)};
	decay14<<<(len47 + 63) / 64, sizeof(unsigned int) * 32>>>(Stats2{55l, len47, int(x48[4] & 52), 23.25F}, &len47, &m_fuse13);
	bump39_kernel<<<1, (128)>>>(((x48[len47] < m_fuse13) ? 3789 : 64ULL) - (len47 * m_fuse13), nullptr, (m_fuse13) + (x48[len47] / 789));
	return 0;
}
