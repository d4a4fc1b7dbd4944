// cudagen 0.1 seed 226 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,device_template_function,host_function,constexpr_function,main,shared_var,static_shared,constexpr_var,auto_var,const_local,struct,struct_methods,aligned_struct,enum_class,namespace,if,if_init,static_assert,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 32
#define SQR_2(x) ((x) * (x))
#if (TILE_DIM_1 * 2) >= 45 && TILE_DIM_1 != 0
#define CONFIG_3 8
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_3 10
#endif

__global__ void merge4_kernel(int *__restrict__ dst5) {
	dst5[2] = (static_cast<float>(7 % dst5[3]));
	float prod6 = ~(*dst5);
	prod6 = (19 * (prod6 + prod6)) + (dst5[7] * (dst5[3] & dst5[0]));
	float sum7 = TILE_DIM_1 | ((dst5[0x2] - dst5[3]) + 63UL);
	float x8 = (SQR_2(prod6));
	prod6--;
}

struct __align__(8) Pixel9 {
	float weight10;
	int val11;
	__host__ __device__ float bump12(float lo13) const {
		return weight10;
	}
};

__device__ unsigned int grow14(float beta15, int lane16, int lane17) {
	lane17 = -32;
	float val18 = (SQR_2(lane16)) * beta15;
	return TILE_DIM_1;
}

template <class T, int N>
__global__ void sweep19_kernel(const T *input20, const long long *src21) {
	grow14(src21[5], SQR_2(grow14(*input20, src21[0x7], input20[0x0])), 23L);
	T idx22 = N;
	idx22 = static_cast<int>(8 | src21[2]) + SQR_2(input20[0] - sizeof(T));
}

template <typename T, int N = 3>
__device__ T pivot23(const T *__restrict__ coef24, bool q25, unsigned short *buf26) {
	long u27 = grow14(q25, T(grow14(N, 3152ul, CONFIG_3)), ((*buf26) += 0x1a, 30) * (N));
	buf26[2] = (!coef24) ? grow14(10.625f - coef24[1], grow14(3614, u27, 8ul), grow14(8.625f, N, q25)) : SQR_2(buf26[u27]);
	const T y28 = (static_cast<int>(0xBlu) + (*coef24)) - static_cast<long>(q25 | N);
	grow14(*buf26, grow14((*buf26) ^ 51, (q25), u27 | u27), (+y28) + static_cast<T>(q25));
	auto res29 = 51;
	__shared__ Pixel9 sh_30[64];
	return 4.25f;
}

inline __device__ float score31(int n32, const int *coef33) {
	if (double base34 = ((coef33[6] * 3466) % grow14(TILE_DIM_1, 35, n32)) | n32; base34 > base34) {
		static __shared__ Pixel9 sh_35[256];
		float x36 = grow14(8.75F, pivot23<long, ((5))>(reinterpret_cast<const long*>(coef33), *coef33, nullptr), (*coef33) - pivot23<long, ((3))>(reinterpret_cast<const long*>(coef33), TILE_DIM_1 < coef33[n32 & 7], (unsigned short*)nullptr));
	}
	++n32;
	n32 = 57u + (*coef33);
	n32++;
	return SQR_2(n32);
}

constexpr int relax37(int lane38) {
	return 5LL;
}
enum class Phase39 { Slow40, Slow41, Green42 };

namespace ops43 {
__device__ __noinline__ int warp44(Phase39 a45, unsigned int q46, long long b47) {
	if (41 <= q46)
		return score31(pivot23(static_cast<const unsigned int*>(nullptr), 57L >= q46, nullptr), nullptr);
	b47 = (0x14u);
	return 0x5;
}
} // namespace ops43

int main() {
	int n48 = 2888;
	n48--;
	merge4_kernel<<<(n48 + 0xFF) / 256, sizeof(float) * 8, sizeof(float) * 128, nullptr>>>(&n48);
	static_assert((CONFIG_3 + 16) > 23, "expected value");
	int acc49 = 0x40ull;
	sweep19_kernel<float, (sizeof(unsigned int) * 0x2)><<<dim3((n48 + 255) / 0x100), (TILE_DIM_1)>>>(nullptr, (const long long*)nullptr);
	return 0;
}
