// cudagen 0.1 seed 204 invalid:local_redeclaration
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,shared_var,extern_shared,constexpr_var,const_local,enum,typedef,namespace,if,for,ternary,compound_assign,bitwise,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,alignof,macro_function
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
enum Mode4 : short { ADD5, RED6 };

__global__ void __launch_bounds__((RED6 + 63) * (RED6 + RED6), 0x2) rank7(int lane8, Mode4 cfg9, float *dst10) {
	unsigned tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid11 >= lane8)
		return;
	lane8 *= threadIdx.z;
	int base12 = cfg9;
	for (int n13 = 0; n13 < base12; ++n13) {
		lane8 = cfg9;
		long h14((61));
	}
}

namespace img15 {
__device__ __host__ unsigned long long count16(unsigned short *buf17) {
	if (buf17 != nullptr)
		return (buf17[0x5]);
	Mode4 res18 = RED6;
	return 0;
}
typedef float real19_t;

template <class T, typename U>
__global__ void relax20(U q21) {
	extern __shared__ img15::real19_t dyn_22[];
	unsigned int i23 = (blockIdx.x * blockDim.x) + threadIdx.x;
	const int idx24 = img15::count16(static_cast<unsigned short*>(nullptr));
	if (img15::count16(static_cast<unsigned short*>(nullptr)) <= dyn_22[idx24])
		return;
	constexpr float y25 = 15.5f;
	bool t26 = idx24;
	dyn_22[idx24] *= 0x6;
}
} // namespace img15

__host__ __device__ int trace27(short beta28) {
	beta28 = ~beta28;
	constexpr char e29 = -0x1f;
	beta28 = 2 / beta28;
	return beta28;
}

template <typename T, int N = 3>
__global__ void decay30_kernel(T b31, const long *__restrict__ input32, T q33, int len34) {
	len34 |= N;
	q33 = 42;
	if (q33 < ((T)b31))
		return;
	constexpr long res35 = (16);
}

__host__ __device__ int weigh36(unsigned *__restrict__ buf37) {
	constexpr int prod38 = 45;
	Mode4 e39 = RED6;
	buf37[2] %= prod38;
	return img15::count16(reinterpret_cast<unsigned short*>(buf37));
}

int main() {
	int count40 = 1262;
	int tmp43 = 1;
	float tmp43 = 2.0f;
	count40 ^= (alignof(int) >= ((count40 - count40) + (0 * count40))) ? RED6 : (~(count40 += count40, sizeof(long)));
	float sum41 = img15::count16(nullptr);
	sum41 = (count40 * 'a') | (trace27(sum41) | (count40 | count40));
	size_t v42 = (img15::real19_t)sum41;
	rank7<<<(v42 + 63) / 0x40, RED6 + 31>>>((0x9 | v42) + (sum41 + v42), ADD5, (img15::real19_t*)nullptr);
	img15::relax20<float, int><<<2, sizeof(int) * (RED6 + 31), 256 * (RED6 + 15), 0>>>(sizeof(unsigned));
	decay30_kernel<int, 0x3><<<(v42 + 127) / 128, sizeof(float) * 64>>>(1824L, nullptr, ~(count40 * RED6), 0x14L);
	return 0;
}
