// cudagen 0.1 seed 1559 valid
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,main,device_var,constant_var,managed_var,shared_var,static_shared,constexpr_var,enum,if,if_init,for,do_while,switch,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,sizeof,alignof,lambda,lambda_iife,lambda_launch,macro_object
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define BLOCK_SIZE_2 3
#define BLOCK_SIZE_3 64
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
__managed__ float m_pivot6 = 10.625f;
__constant__ int c_stencil7 = 2960;
__global__ void tile8_kernel(signed char *dst9, char *out10, double b11, const unsigned char *src12) {
	for (int it13 = 0; it13 < 7; it13++) {
		long base14 = *dst9;
		int w15 = 0;
		do {
			out10[0b100] ^= 13 ^ (((*src12) + dst9[warpSize]) & (base14 | 4749l));
			++w15;
		} while ((w15 < 5) && (src12 == nullptr));
	}
	b11 += (12.F);
	dst9[0b11] = *dst9;
}
enum Color16 : unsigned int { BLUE17, OFF18 = 3, ADD19 = 6, GREEN20 };
__global__ void __maxnreg__(64) norm21_kernel(char a22, int lane23, int stride24) {
	unsigned int tid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
	a22 ^= alignof(char);
	switch (tid25 ^ stride24) {
	case BLOCK_SIZE_2 + 0b100: {
		unsigned int cnt26{tid25};
		break;
	}
	case BLOCK_SIZE_2 + 3:
		break;
	case 0: {
		Color16 lo27 = OFF18;
		break;
	}
	default:
		stride24--;
		break;
	}
	static __shared__ unsigned int sh_28[128];
	if (stride24 != sizeof(int)) {
		return;
	}
}
static __global__ void score29(unsigned beta30, short q31, Color16 a32) {
	int r33 = BLOCK_SIZE_2 & q31;
	float t34 = threadIdx.x;
}
__device__ unsigned d_smooth35 = 18;
__global__ void score36_kernel(int len37) {
	len37 -= blockIdx.x;
	d_smooth35--;
	const double *t38 = (const double*)nullptr;
}
__global__ void combine39(float *__restrict__ acc40, unsigned int b41) {
	unsigned tid42 = (blockIdx.x * blockDim.x) + threadIdx.x;
	b41 = d_smooth35 - b41;
	b41 = OFF18;
	if (tid42 != 35) {
		return;
	}
}
__managed__ unsigned char m_weigh43 = 64;
__global__ void blend44_kernel(const float *__restrict__ input45) {
	if (gridDim.y < 23) {
		return;
	}
	m_pivot6++;
	if (bool acc46 = false; input45 == nullptr) {
		m_pivot6++;
	}
	--d_smooth35;
}
int main() {
	int len47 = 67;
	auto op49 = [](double lo48) -> float {
		tile8_kernel<<<dim3(64), 512, 0>>>(nullptr, nullptr, m_weigh43, nullptr);
		lo48 -= 1.375f - m_weigh43;
		return lo48;
	};
	([] {
		m_pivot6 *= 42ul;
	})();
	m_weigh43--;
	len47 += m_pivot6;
	m_pivot6 = m_pivot6;
	m_weigh43 = m_weigh43;
	norm21_kernel<<<0b100000, 256, 0>>>(m_pivot6, 2717UL, m_pivot6);
	score29<<<dim3((8), 64), 64, 1024>>>(len47, (2620 | len47) | (61UL + len47), OFF18);
	score36_kernel<<<8, (64), (4096)>>>(len47);
	return 0;
}
