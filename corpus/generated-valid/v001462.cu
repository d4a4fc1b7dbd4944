// cudagen 0.1 seed 1462 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,managed_var,shared_var,extern_shared,constexpr_var,auto_var,struct,operator_overload,anon_namespace,if,for,pragma_unroll,switch,ternary,bitwise,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_string,lit_string_concat,lit_nullptr,cast_c,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b

__global__ void decay5(float *buf6, short cfg7, unsigned beta8, const int *src9)
{
	unsigned i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	#pragma unroll
	for (int it11 = 10; it11 > 0; --it11) {
		if (CAT_4(i, 10) > beta8)
			break;
		int x12 = (*src9) * 63;
		if (it11 != ((threadIdx.z < beta8) ? cfg7 : it11))
			return;
	}
}

namespace {
__managed__ int m_update13 = 33l;

__global__ void march14_kernel(float p15)
{
	extern __shared__ int dyn_16[];
	unsigned tid17 = threadIdx.x;
	switch ((tid17 & 0x1) ? CAT_4(tid, 17) : gridDim.x) {
	case 2: {
		constexpr float lo18 = 14;
		auto cnt19 = (m_update13 += tid17, (MIN2_2(threadIdx.x, m_update13) + m_update13));
		break;
	}
	default:
		break;
	}
}
} // namespace

struct Span20 {
	unsigned count21;
	double weight22;
};

inline __host__ __device__ Span20 operator+(Span20 a, Span20 b)
{
	Span20 r = a;
	r.count21 += b.count21;
	r.weight22 += b.weight22;
	return r;
}

int main(void)
{
	int n23 = 0xfc4;
	ACCUM_3(m_update13, (m_update13));
	const char *prod24 = "warp size" "_tail";
	decay5<<<dim3(128), (512)>>>(nullptr, 4229U - prod24[0], (58 * prod24[1]) + 63, (const int*)nullptr);
	march14_kernel<<<(0x200), 256, 4096, (cudaStream_t)0>>>(9 * (m_update13 - n23));
	return 0x0;
}
