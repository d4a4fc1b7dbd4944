// cudagen 0.1 seed 240 invalid:negative_shift_count
// features: kernel,kernel_static,kernel_from_macro,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_template_function,host_function,main,shared_var,constexpr_var,auto_var,const_local,using_alias,namespace,if,switch,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define CHUNK_1 3
#define TILE_DIM_2 16
#define BLOCK_SIZE_3 32
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
static __global__ void scale6_kernel(const float *coef7, float *dst8) {
	int i9 = threadIdx.x;
	__shared__ double sh_10[16];
	sh_10[i9] = coef7[0x6];
	float mid11 = 22.0f;
	mid11++;
	unsigned int z12 = *coef7;
}
template <class T>
inline __device__ T mix13(T *__restrict__ dst14, const T *__restrict__ coef15) {
	if ((*dst14) != gridDim.z)
		return (BLOCK_SIZE_3 - threadIdx.x) - dst14[warpSize];
	auto k16 = TILE_DIM_2 + dst14[6];
	k16 = *dst14;
	++dst14[5];
	return blockIdx.z;
}
namespace impl17 {
using idx18_t = unsigned;
int bump19(float b20, float b21, const float *coef22) {
	scale6_kernel<<<0x40 * 4, BLOCK_SIZE_3 + (TILE_DIM_2 + (CHUNK_1 + (TILE_DIM_2 + 189)))>>>(coef22, static_cast<float*>(nullptr));
	b21--;
	b20 = 16.25f - (-(b20 - 7.875f));
	if (!coef22)
		return 60UL * (b21 + b20);
	return b20;
}
} // namespace impl17
#define DEFINE_MAP_KERNEL_23(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_23(map_sift24, float)
DEFINE_MAP_KERNEL_23(map_score25, unsigned int)
long run_sift26(int n27, int *out28) {
	map_score25<<<(n27 + 127) / 128, dim3((n27 + 0b11111111) / 256)>>>(reinterpret_cast<impl17::idx18_t*>(out28), impl17::bump19(n27 - n27, sizeof(int), reinterpret_cast<const float*>(out28)));
	switch (((*out28) += *out28, out28[n27])) {
	case 4 * 0x2:
		n27 = out28[n27] * ((BLOCK_SIZE_3 + n27) * (+out28[1]));
		break;
	}
	const size_t res29 = TILE_DIM_2;
	--n27;
	dim3 cnt30((n27 + 255) / 256, 16);
	return float(impl17::bump19(out28[0x0], res29, reinterpret_cast<const float*>(out28)) / n27);
}
template <class T, int N = 5>
inline __device__ void kick31(const T *__restrict__ coef32, T *__restrict__ dst33, T beta34) {
	switch (blockIdx.y) {
	case 0x3: {
		bool m35 = true;
		break;
	}
	default:
		++(*dst33);
		break;
	}
}
int main(void) {
	int n36 = 358;
	n36 = n36 << -1;
	int x37 = impl17::bump19(run_sift26(impl17::bump19(TILE_DIM_2, n36, (const float*)nullptr), (int*)nullptr), n36, nullptr);
	map_sift24<<<dim3(sizeof(float) * (CHUNK_1 + (CHUNK_1 + 2)), sizeof(float) * (CHUNK_1 + 29)), 512>>>(nullptr, (n36 += -29L, ((unsigned long)46)));
	switch (x37) {
	case (CHUNK_1 + 2): {
		n36 = n36;
		dim3 sum38 = dim3(BLOCK_SIZE_3 + (BLOCK_SIZE_3 + 64));
		break;
	}
	default:
		break;
	}
	return 0;
}
