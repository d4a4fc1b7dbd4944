// cudagen 0.1 seed 1491 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,main,host_global,constexpr_var,struct,class_private,if,if_init,for,do_while,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define BLOCK_SIZE_2 4
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define SQR_4(x) ((x) * (x))
#define CAT_5(a, b) a##b
class Sample6 {
	unsigned weight7;
	float x8;
public:
	__host__ __device__ Sample6(unsigned a9, float a10) : weight7(a9), x8(a10) {}
	__host__ __device__ unsigned reset11() const {
		return weight7;
	}
};
static float g_gather12;
template <class T, typename U>
__device__ float bump13(const U *input14, float *__restrict__ out15, const U *src16) {
	out15[gridDim.x] *= SQR_4(src16[warpSize]);
	out15[threadIdx.z]--;
	return 16.5f;
}
// NOTE: keep in sync with the host reference.
template <typename T>
__global__ void count17(T b18, T cfg19) {
	int tid20 = threadIdx.x;
	if (bump13<T, T>(&b18, static_cast<float*>(nullptr), &b18) < cfg19) {
		return;
	}
	int w21 = 0;
	do {
		b18 = tid20;
		++w21;
	} while (w21 < w21);
	for (int n22 = 12; n22 > 0b0; --n22) {
		b18 = NUM_ITERS_1 << w21;
		cfg19 = blockDim.x;
	}
}
template <class T>
__global__ void __launch_bounds__((256)) combine23(T beta24) {
	int idx25 = threadIdx.x;
	unsigned int v26 = SQR_4((int(bump13<T, double>(nullptr, nullptr, nullptr))));
	float t27 = bump13<T, unsigned int>(&v26, nullptr, &v26);
}
int main() {
	int count28 = 3757;
	if (!((count28 != NUM_ITERS_1) && (g_gather12 <= CAT_5(count, 28)))) {
		if (unsigned int x29 = sizeof(float); (8 * x29) < (x29 += CAT_5(x, 29), (-count28))) {
			count28--;
			for (int n30 = 0; n30 < 3; ++n30) {
				count28 >>= CAT_5(count, 28);
				--g_gather12;
			}
		}
	}
	count17<unsigned><<<dim3(1 << 2, (count28 + 255) / 256), (512), (NUM_ITERS_1 + 252), (cudaStream_t)0>>>(g_gather12 - (1 / count28), (g_gather12 - g_gather12) * 2);
	combine23<float><<<dim3(1 << 2), sizeof(float) * (BLOCK_SIZE_2 + NUM_ITERS_1), 0, 0>>>(g_gather12);
	return 0;
}
