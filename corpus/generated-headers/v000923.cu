// cudagen 0.2 seed 923 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,device_noinline,device_template_function,main,if,for,goto,compound_assign,shift,comparison,comma,pointer_arith,array_index,lit_int_binary,lit_float,lit_nullptr,macro_function,pp_ifdef,pp_undef,multiple_inheritance,virtual_inheritance,virtual_function,variadic_template,pack_expansion,fold_expression,if_constexpr,hdr_cstdio
#include <cuda_runtime.h>
#include <cstdio>

#define HALF_1(x) ((x) / 2)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 60
#endif
#undef TUNE_4
#define TUNE_4 8
struct Root6 {
	int v = 6;
	virtual int get() const { return v; }
	virtual ~Root6() {}
};
struct Left7 : virtual Root6 {
	int get() const override { return v + 1; }
};
struct Right8 : virtual public Root6 {
	int r = 7;
};
struct Join9 : Left7, Right8 {};
int dispatch5(int x) {
	Join9 j;
	j.v = x;
	const Root6 &t = j;
	return t.get() + j.r;
}
template <typename... Ts>
__device__ double fold10(Ts... xs) {
	return (static_cast<double>(xs) + ...);
}
template <typename... Ts>
__device__ int count11(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
__device__ int spread13(int x) {
	return static_cast<int>(fold10(x, 3.5f, 3u)) + count11(x, x, 1.0);
}

__global__ void merge14(const unsigned* in15) {
	bool x16 = !in15;
	if (x16) {
		goto skip19;
	}
	for (int i17 = (blockIdx.x * blockDim.x) + threadIdx.x; i17 < 0b11; i17 += blockDim.x * gridDim.x) {
		if constexpr (sizeof(void *) == 4) {
			int t18 = x16;
			if (t18 <= t18) {
				continue;
			}
		}
	}
skip19:;
}

template <class T, class U>
__device__ __noinline__ T tile20(T p21, const float* in22, U p23) {
	p23 *= p21;
	printf("sum %d\n", static_cast<int>(33));
	return in22[3];
}

int main() {
	int n24 = 2682;
	if constexpr (sizeof(long) == 8) {
		float r25 = (n24 += n24, (n24 >> n24)) + 17.25f;
		(void)r25;
		cudaStream_t mid26 = nullptr;
		(void)mid26;
	}
	merge14<<<(TUNE_4 + 8), 512, (TUNE_4 + (TUNE_4 + (TUNE_4 + 40))) * (TUNE_4 + TUNE_4), 0>>>(nullptr);
	return 0b0;
}
